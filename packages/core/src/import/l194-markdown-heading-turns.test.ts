/**
 * L194 (session 31's leftovers): Markdown exports whose turns ARE headings (Notion, Otter and Fireflies
 * Markdown: `## Anna (00:00:05)` or `### Anna` or `**Anna** 00:01:02` on its own line, then the
 * paragraph(s) spoken, a blank line between) were refused by `ma import` ("no speaker or time found",
 * nothing written): since L172 every heading above the first turn is the meeting note's body, and the
 * heading-line rule (R21) wanted the text on the very next line. Now a run of such headings, each above
 * prose, named like speakers, with times (or a name heading two turns), is the file's turns; L172 stays:
 * a heading that is no speaker turn (`# Weekly sync`, `## Agenda`, a topic section) is the title or body.
 * Real files imported into a temp copy of the sample vault.
 * Spec: docs/transcript-import.md (Formats, `text`: Markdown heading turns); reviewA R21; newcomer N4 (L172).
 */
import { access, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

/** A Notion page: its title, an agenda section, then one `##` heading per turn with its time in parentheses. */
const NOTION =
  '# Weekly sync\n\n## Agenda\n- Budget\n- Hiring\n\n' +
  '## Anna (00:00:05)\n\nWe are over budget by ten percent.\n\nI propose we freeze hiring until March.\n\n' +
  '## Bob (00:01:10)\n\nAgreed. I will send the revised numbers by Friday.\n\n' +
  '## Anna (00:02:00)\n\nGood, we decided to freeze hiring until March.\n';

describe('L194: Markdown heading turns', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l194-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  async function importFile(name: string, content: string, title?: string) {
    const file = path.join(src.root, name);
    await writeFile(file, content);
    const result = await importTranscript(vault, { file, date: '2026-12-04', ...(title ? { title } : {}) });
    const text = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    const meeting = await readFile(path.join(vault.root, result.meetingPath), 'utf8');
    return { result, meeting, body: (text.split('---\n')[2] ?? '').trim().split('\n') };
  }

  it('L194: `## Anna (00:00:05)` above each turn: the turns with their times; `# Weekly sync` the title, `## Agenda` the body (was refused)', async () => {
    const { result, meeting, body } = await importFile('notion.md', NOTION);
    expect(body).toEqual([
      '[00:00:05] **Anna:** We are over budget by ten percent. I propose we freeze hiring until March.',
      '[00:01:10] **Bob:** Agreed. I will send the revised numbers by Friday.',
      '[00:02:00] **Anna:** Good, we decided to freeze hiring until March.',
    ]);
    expect(result.speakers).toEqual(['Anna', 'Bob']);
    expect(result.meetingPath).toBe('Meetings/2026-12-04 Weekly sync.md');
    expect(meeting).toContain('attendees:\n  - Anna\n  - Bob\n');
    // L172 kept: the agenda section is the meeting note's body, never a turn.
    expect(meeting).toContain('## Agenda\n\n- Budget\n- Hiring');
    expect(body.join('\n')).not.toContain('Budget\n');
  });

  it('L194: every time form and place: (h:mm:ss), [mm:ss], after a dash, an en dash or a bar, before the name; any level', async () => {
    const md =
      '### Anna Lee - 00:00:05\nWe start with the budget.\n\n' +
      '#### Bob Stone | 1:10\nThe budget is approved.\n\n' +
      '## Anna Lee \u2013 1:02:03\nThen we ship on Friday.\n\n' +
      '## [02:30] Bob Stone\nI will send the report.\n\n' +
      '# Anna Lee [03:05]\nThanks, everyone.\n';
    const { result, body } = await importFile('forms.md', md, 'forms');
    expect(body).toEqual([
      '[00:00:05] **Anna Lee:** We start with the budget.',
      '[00:01:10] **Bob Stone:** The budget is approved.',
      '[01:02:03] **Anna Lee:** Then we ship on Friday.',
      '[00:02:30] **Bob Stone:** I will send the report.',
      '[00:03:05] **Anna Lee:** Thanks, everyone.',
    ]);
    expect(result.speakers).toEqual(['Anna Lee', 'Bob Stone']);
  });

  it('L194: `### Anna` without times when a name heads two turns; `**Anna** 00:01:02` a blank line above its text', async () => {
    const untimed = await importFile(
      'untimed.md',
      '### Anna\n\nLet us start with the budget.\n\n### Bob\n\nIt is approved.\n\n### Anna\n\nGreat, thanks.\n',
      'untimed',
    );
    expect(untimed.body).toEqual([
      '**Anna:** Let us start with the budget.',
      '**Bob:** It is approved.',
      '**Anna:** Great, thanks.',
    ]);
    const bold = await importFile(
      'bold.md',
      '**Anna** 00:01:02\n\nLet us start with the budget.\n\n**Bob** 00:02:10\n\nIt is approved.\n',
      'bold',
    );
    expect(bold.body).toEqual([
      '[00:01:02] **Anna:** Let us start with the budget.',
      '[00:02:10] **Bob:** It is approved.',
    ]);
    expect(bold.result.speakers).toEqual(['Anna', 'Bob']);
  });

  it("L194: a heading that names no speaker after the turns (`## Action items`) ends the turn above it; its section is the meeting note's (session 33: was speakerless transcript lines)", async () => {
    const { body, meeting } = await importFile(
      'tail.md',
      `${NOTION}\n## Action items\n\n- Bob sends the deck.\n- Anna books the room.\n\nWho signs off?\n`,
      'tail',
    );
    expect(body.at(-1)).toBe('[00:02:00] **Anna:** Good, we decided to freeze hiring until March.');
    expect(body.join('\n')).not.toContain('the deck');
    expect(body.join('\n')).not.toContain('signs off');
    expect(body.filter((l) => l.includes('**Anna:**'))).toHaveLength(2);
    // The sections, their levels and lines as written, in the meeting note's body after the agenda (L155's place).
    expect(meeting).toContain(
      '## Agenda\n\n- Budget\n- Hiring\n\n## Action items\n\n- Bob sends the deck.\n- Anna books the room.\n\nWho signs off?\n',
    );
  });

  it('L194 guard: `## Anna` above list items (stand-up notes by person) is no turn: refused, nothing written', async () => {
    const before = await readdir(path.join(vault.root, 'Meetings'));
    const file = path.join(src.root, 'standup.md');
    await writeFile(
      file,
      '## Anna\n\n- finished the report\n- blocked on review\n\n## Bob\n\n- shipping the release\n\n## Anna\n\n- out on Friday\n',
    );
    await expect(importTranscript(vault, { file, date: '2026-12-04' })).rejects.toThrow(
      /no speaker or time found/,
    );
    expect(await readdir(path.join(vault.root, 'Meetings'))).toEqual(before);
    await expect(access(path.join(vault.root, 'Transcripts', '2026-12-04 standup.md'))).rejects.toThrow();
  });

  it('L194 guard (L172 kept): topic sections named like people above prose, among `Name: text` turns, stay the body', async () => {
    const { meeting, body } = await importFile(
      'topics.md',
      '# Team notes\n\n## Open Questions\n\nWho owns the release?\n\n## Budget Review\n\nCosts are down.\n\n' +
        'Anna: We start with the budget.\nBob: It is approved.\n',
    );
    expect(body).toEqual(['**Anna:** We start with the budget.', '**Bob:** It is approved.']);
    expect(meeting).toContain('## Open Questions\n\nWho owns the release?');
    expect(meeting).toContain('## Budget Review\n\nCosts are down.');
  });
});
