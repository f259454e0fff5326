/**
 * Leftovers C L155 (newcomer review F8): a plain-text transcript's header metadata that is not the
 * title, date or attendees (an `Agenda:` list, `Topics`, `Objectives`, `Location:` …) was left out of
 * the transcript (L116) and written nowhere: the agenda was lost. A `## Agenda` Markdown heading (or a
 * bare `Agenda` line) above a list was not read as the header at all: its items became a turn no one
 * said. Now every such header part goes to the created meeting note's body (the user's notes: an
 * `## Agenda` section with its items, `Location: Room 4` lines), never a turn, never dropped.
 * Real files, temp sample vault.
 * Spec: L91, L116; docs/transcript-import.md (Header details); docs/vault-format.md (Meeting note).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseNote } from '../notes/index.js';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';

describe('L155: header details of a text transcript go to the meeting note', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l155-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  const turns = [
    '',
    "Alice: Good morning everyone, let's start with the Q1 numbers.",
    'Bob: Revenue is up twelve percent, costs are flat.',
  ];
  const said = [
    "**Alice:** Good morning everyone, let's start with the Q1 numbers.",
    '**Bob:** Revenue is up twelve percent, costs are flat.',
  ];
  const meetingBody = async (rel: string) =>
    parseNote(await readFile(path.join(vault.root, rel), 'utf8')).body.trim();

  it('L155: the newcomer file: `Agenda:` with `-` items is the meeting note body, not lost', async () => {
    const { body, meeting, result } = await importLines(vault, src.root, '2026-12-02 Budget review.txt', [
      'Budget review',
      'Agenda:',
      '- Q1 numbers',
      '- Hiring plan',
      '- Office move',
      ...turns,
    ]);
    expect(body).toEqual(said);
    expect(meeting.attendees).toEqual(['Alice', 'Bob']);
    expect(await meetingBody(result.meetingPath)).toBe(
      ['## Agenda', '', '- Q1 numbers', '- Hiring plan', '- Office move'].join('\n'),
    );
  });

  it('L155: every list form and key form: `## Agenda` heading, bare `Agenda`, bold, `*`, `1.`, tasks, nested, inline, Location', async () => {
    const cases: [string[], string, string][] = [
      [
        ['# Budget review', '', '## Agenda', '- Q1 numbers', '- Hiring'],
        'Budget review',
        '## Agenda\n\n- Q1 numbers\n- Hiring',
      ],
      [['Agenda', '- Q1 numbers', '- Hiring'], 'b1', '## Agenda\n\n- Q1 numbers\n- Hiring'],
      [
        ['**Objectives**', '1. Agree the budget', '   * with the Q1 numbers', '2. Hire'],
        'b2',
        '## Objectives\n\n1. Agree the budget\n   * with the Q1 numbers\n2. Hire',
      ],
      [
        ['Title: Sync', '**Topics:**', '* Budget', '- [ ] Hiring', 'Location: Room 4', 'Organizer: Ann'],
        'Sync',
        'Location: Room 4\nOrganizer: Ann\n\n## Topics\n\n* Budget\n- [ ] Hiring',
      ],
      [['Agenda: budget, hiring', 'Duration: 30 min'], 'b4', 'Agenda: budget, hiring\nDuration: 30 min'],
      [
        [
          '### Attendees',
          '- Alice',
          '- [[People/Bob Stone|Bob]]',
          '',
          '### Agenda',
          '',
          '1) Q1',
          '2) Hiring',
        ],
        'b5',
        '## Agenda\n\n1) Q1\n2) Hiring',
      ],
    ];
    for (const [i, [head, title, kept]] of cases.entries()) {
      const { body, meeting, result } = await importLines(vault, src.root, `b${i}.txt`, [...head, ...turns], {
        date: '2026-12-03',
      });
      expect(body, head.join('|')).toEqual(said);
      expect(meeting.title, head.join('|')).toBe(title);
      expect(await meetingBody(result.meetingPath), head.join('|')).toBe(kept);
      // L340: a wikilinked attendee keeps its link (the speaker Bob is that attendee).
      if (i === 5) expect(meeting.attendees).toEqual(['Alice', '[[People/Bob Stone|Bob]]']);
    }
  });

  it('L155: a Markdown note with properties given as the file: title, date, attendees and agenda read, tags and our own keys not', async () => {
    const { body, meeting, result } = await importLines(vault, src.root, 'export.md', [
      '---',
      'title: Budget review',
      'date: 2026-12-02',
      'attendees: ["[[People/Ann Lee|Ann]]", Carol]',
      'agenda:',
      '  - Q1 numbers',
      '  - Hiring',
      'location: Room 4',
      'tags: [meeting, budget]',
      'source: recorder.vtt',
      '---',
      ...turns,
    ]);
    expect(body).toEqual(said);
    expect(meeting.title).toBe('Budget review');
    expect(meeting.date).toBe('2026-12-02');
    expect(result.dateFrom).toBe('transcript header');
    // L340: the wikilink is kept in the meeting note (people as links in an Obsidian vault).
    expect(meeting.attendees).toEqual(['[[People/Ann Lee|Ann]]', 'Carol', 'Alice', 'Bob']);
    expect(await meetingBody(result.meetingPath)).toBe(
      'Location: Room 4\n\n## Agenda\n\n- Q1 numbers\n- Hiring',
    );
    // A transcript note of ours given as the file: its keys say nothing of the meeting.
    const own = await importLines(
      vault,
      src.root,
      'own.md',
      ['---', 'meeting: "[[Meetings/x]]"', 'source: x.vtt', 'source_format: vtt', '---', ...turns],
      { date: '2026-12-05' },
    );
    expect(own.meeting.title).toBe('own');
    expect(await readFile(path.join(vault.root, own.result.meetingPath), 'utf8')).toMatch(/\n---\n$/);
  });

  it('L155: a dry run prints the body; a transcript without header details writes a meeting note of frontmatter only', async () => {
    const file = path.join(src.root, 'plain.txt');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(file, ['## Agenda', '- Q1', ...turns].join('\n'));
    const { importTranscript } = await import('./import-transcript.js');
    let printed = '';
    await importTranscript(vault, {
      file,
      date: '2026-12-03',
      dryRun: true,
      print: (t) => {
        printed += t;
      },
    });
    expect(printed).toContain('tags:\n  - meeting\n---\n\n## Agenda\n\n- Q1\n');
    const { result } = await importLines(vault, src.root, 'none.txt', turns, { date: '2026-12-03' });
    expect(await readFile(path.join(vault.root, result.meetingPath), 'utf8')).toMatch(/\n---\n$/);
  });
});
