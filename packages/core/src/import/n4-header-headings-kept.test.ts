/**
 * Newcomer N4: a Markdown heading above the first turn other than the header's known keys
 * (`## Notes`, `## Action items from last week`, any `#`..`######` heading) was dropped and its lines
 * became turns nobody said (last week's `- [x] Bob sent the report` read as speech); a bare `Agenda`
 * line above a line that is no list item lost the word and made the line a turn. Now every heading
 * section above the first turn is the meeting note's body as written (its level, its lines), never a
 * turn, as L155 does for `## Agenda`. Real files, temp sample vault.
 * Spec: newcomer N4; L155; docs/transcript-import.md (Header details).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseNote } from '../notes/index.js';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';

describe('N4: every heading section above the first turn is the meeting note body', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-n4-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });
  const meetingBody = async (rel: string) =>
    parseNote(await readFile(path.join(vault.root, rel), 'utf8')).body.trim();
  const turns = ['Anna: We decided to freeze the budget.', 'Bob: I will draft the hiring plan.'];
  const said = ['**Anna:** We decided to freeze the budget.', '**Bob:** I will draft the hiring plan.'];

  it('N4: ag10 — `## Action items from last week` with its tasks, and `## Transcript` above the turns', async () => {
    const { body, meeting, result } = await importLines(
      vault,
      src.root,
      'ag10.txt',
      [
        '# Team sync',
        '## Attendees',
        '- Anna',
        '- Bob',
        '## Agenda',
        '- Budget',
        '## Action items from last week',
        '- [x] Bob sent the report',
        '## Transcript',
        ...turns,
      ],
      { date: '2026-01-01' },
    );
    expect(body).toEqual(said);
    expect(result.speakers).toEqual(['Anna', 'Bob']);
    expect(meeting.title).toBe('Team sync');
    expect(await meetingBody(result.meetingPath)).toBe(
      [
        '## Agenda',
        '',
        '- Budget',
        '',
        '## Action items from last week',
        '',
        '- [x] Bob sent the report',
      ].join('\n'),
    );
  });

  it('N4: ag8 — a first-line `## Notes` with a paragraph and a list, any heading level, kept as written', async () => {
    const { body, result } = await importLines(
      vault,
      src.root,
      'ag8.txt',
      [
        '## Notes',
        'Anna thinks we are late',
        '- Check the plan',
        '',
        '#### Open questions',
        '1. Who pays?',
        '',
        ...turns,
      ],
      { date: '2026-01-01' },
    );
    expect(body).toEqual(said);
    expect(await meetingBody(result.meetingPath)).toBe(
      [
        '## Notes',
        '',
        'Anna thinks we are late',
        '- Check the plan',
        '',
        '#### Open questions',
        '',
        '1. Who pays?',
      ].join('\n'),
    );
  });

  it('N4: ag7 — a bare `Agenda` above a line that is no list item keeps both', async () => {
    const { body, result } = await importLines(
      vault,
      src.root,
      'ag7.txt',
      ['Agenda', 'Budget and hiring', '', ...turns],
      {
        date: '2026-01-01',
        title: 'ag7',
      },
    );
    expect(body).toEqual(said);
    expect(await meetingBody(result.meetingPath)).toBe(['## Agenda', '', 'Budget and hiring'].join('\n'));
  });
});
