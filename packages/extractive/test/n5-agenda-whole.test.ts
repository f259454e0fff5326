import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';
import { userNoteItems } from '../src/notes/user-note-items.js';

// The meeting note body `ma import` writes for a header with `Agenda:` and `Location:` (L155).
const imported = [
  'Location: Room 4',
  '',
  '## Agenda',
  '',
  '- Q1 numbers',
  '- Hiring plan',
  '  - two engineers',
  '- [ ] Office move',
].join('\n');

describe('N5 an agenda in the notes is quoted whole, once, and is no task list', () => {
  it('the imported `## Agenda`: one point with every item (sub-items with their parent), no next step', () => {
    const items = userNoteItems(imported, ['Anna', 'Bob']);
    expect(items.nextSteps).toEqual([]);
    expect(items.points.map((p) => p.text)).toEqual([
      'Location: Room 4',
      'Agenda: Q1 numbers; Hiring plan (two engineers); Office move',
    ]);
  });

  it.each([
    ['## Agenda\n1. Roadmap\n2) Release date\n- Retro', 'Agenda: Roadmap; Release date; Retro'],
    ['**Agenda**\n- Alpha plan\n- Beta launch', 'Agenda: Alpha plan; Beta launch'],
    ['Topics:\n- [ ] Budget\n- [x] Hiring\n\nLater I will call the bank.', 'Topics: Budget; Hiring'],
    [
      '## Objectives\n- Ship the beta\n  - fix the login\n  - [ ] update the docs',
      'Objectives: Ship the beta (fix the login, update the docs)',
    ],
  ])('every agenda form: %j', (notes, point) => {
    const items = userNoteItems(notes, []);
    expect(items.points.map((p) => p.text)).toContain(point);
    expect(items.nextSteps.map((s) => s.text).join('|')).not.toMatch(/Budget|Hiring|Roadmap|Alpha|docs/);
  });

  it('a real task list after the agenda is still read as tasks', () => {
    const items = userNoteItems(`${imported}\n\n## Action items\n- [ ] Send the budget to finance`, []);
    expect(items.nextSteps.map((s) => s.text)).toEqual(['Send the budget to finance']);
  });

  it('the summary shows the agenda whole and no agenda item as a next step', () => {
    const result = summarizeExtractive({
      transcript:
        '[00:00:01] **Anna:** Hello. We decided to freeze the budget for the rest of the quarter.\n[00:00:09] **Bob:** I will draft the hiring plan for the two engineers by Friday.',
      userNotes: imported,
      language: 'en',
      meetingDate: '2026-11-01',
    });
    expect(result.body).toContain('Agenda: Q1 numbers; Hiring plan (two engineers); Office move');
    expect(result.body).not.toMatch(/- \[ \] Office move/);
  });
});
