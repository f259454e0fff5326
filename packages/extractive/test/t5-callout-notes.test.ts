/**
 * Review7 T5: what the user writes inside an Obsidian callout in their notes is read as the same list it would be
 * outside one. Open `- [ ]` items in a `> [!todo]` callout are next steps (owner and due date as for any task), a
 * line of a callout titled or typed as a decision is a decision, ticked items in a callout stay out, and no
 * `- [ ]` is ever pasted into the Summary as a nested checkbox.
 * Spec: seed 003 (outputs from the transcript and user notes); docs/vault-format.md (a callout's `[!type]` marker
 * is not text); review 4 P28.
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

const transcript =
  '[00:00:01] **Alice:** Okay, let us look at the casing today.\n[00:00:05] **Ben:** The rubber one feels better in the hand.\n';

function withNotes(userNotes: string) {
  return summarizeExtractive({ transcript, userNotes, language: 'en', meetingDate: '2026-03-10' });
}

describe('T5: callouts in the user notes', () => {
  it('T5: tasks in a [!todo] callout are next steps; a [!important] Decision callout line is a decision', () => {
    const result = withNotes(
      [
        '- Target group 15-35',
        '> [!todo] Follow-ups',
        '> - [ ] Alice to send the casing quote by Friday',
        '> - [ ] Ben to book the usability lab',
        '> - [x] Ben to find a room',
        '',
        '> [!important] Decision',
        '> We go with the yellow rubber casing.',
        '- [ ] Carla to draft the test plan',
      ].join('\n'),
    );
    const steps = result.nextSteps.filter((s) => s.source === 'user-notes');
    expect(steps.map((s) => s.text)).toEqual([
      'Alice to send the casing quote by Friday',
      'Ben to book the usability lab',
      'Carla to draft the test plan',
    ]);
    expect(steps[0]?.owner).toBe('Alice');
    expect(steps[0]?.due).toBe('2026-03-13');
    const decisions = result.decisions.filter((d) => d.source === 'user-notes').map((d) => d.text);
    expect(decisions).toEqual(['We go with the yellow rubber casing.']);
    expect(result.body).not.toMatch(/- - \[/);
    expect(result.body).not.toContain('find a room');
  });

  it('T5: a callout typed [!decision] (or titled "Decisions") holds decisions; [!question] lines stay points', () => {
    const result = withNotes(
      [
        '> [!decision]',
        '> Standard AA batteries for the first batch',
        '',
        '> [!note]+ Decisions',
        '> - Rubber casing in yellow and grey',
        '',
        '> [!question] Still open',
        '> - Do we want a docking station or not',
      ].join('\n'),
    );
    const decisions = result.decisions.filter((d) => d.source === 'user-notes').map((d) => d.text);
    expect(decisions).toEqual([
      'Standard AA batteries for the first batch',
      'Rubber casing in yellow and grey',
    ]);
    expect(result.notePoints.map((p) => p.text)).toContain('Do we want a docking station or not');
  });
});
