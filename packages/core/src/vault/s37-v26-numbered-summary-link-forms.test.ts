/**
 * Review s37 V26: s35 F5 leaves a numbered summary (`X 2.md` beside `X.md`) out of the past meetings
 * unless its own `meeting:` link names a meeting of that very name; it compared the link's person-name
 * reading, so a link written as a vault path (`meeting: Meetings/X 2.md`, the form older notes and the
 * daemon's request notes carried) or naming a note with `#` (`[[Meetings/Sprint #3 2]]`, whose `#3 2`
 * the wikilink grammar reads as a heading) never matched: the second meeting's summary was hidden from
 * `list_past_project_meetings` as a copy. Now every form the link is read in names the note. Real files
 * on a sample-vault copy.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { pastSummaries, type Vault } from './index.js';

const KICKOFF = 'Summaries/2026-03-09 Remote control kickoff';

let dir: TempDir;
let vault: Vault;
beforeEach(async () => ({ dir, vault } = await openSampleVault()));
afterEach(() => dir.cleanup());

const names = async () => (await pastSummaries(vault, ['remote-control'])).map((s) => s.path);

async function numberedSummary(stem: string, meetingValue: string): Promise<string> {
  const text = await readFile(path.join(dir.root, `${KICKOFF}.md`), 'utf8');
  const rel = `Summaries/${stem}.md`;
  await writeFile(path.join(dir.root, rel), text.replace(/^meeting: .*$/m, `meeting: ${meetingValue}`));
  return rel;
}

describe('V26: a numbered summary of its own meeting, its link in any form', () => {
  it.each([
    ['a vault path', 'Meetings/2026-03-09 Remote control kickoff 2.md'],
    ['a vault path without .md', '"Meetings/2026-03-09 Remote control kickoff 2"'],
    ['a Markdown link', '"[kickoff 2](Meetings/2026-03-09%20Remote%20control%20kickoff%202.md)"'],
    ['a wikilink in another case', '"[[meetings/2026-03-09 REMOTE control kickoff 2]]"'],
  ])('%s', async (_form, value) => {
    const rel = await numberedSummary('2026-03-09 Remote control kickoff 2', value);
    const listed = await names();
    expect(listed).toContain(rel);
    expect(listed).toContain(`${KICKOFF}.md`);
  });

  it('a name holding # (read as a heading by the wikilink grammar)', async () => {
    await numberedSummary('Sprint #3', '"[[Meetings/Sprint #3]]"');
    const rel = await numberedSummary('Sprint #3 2', '"[[Meetings/Sprint #3 2]]"');
    expect(await names()).toContain(rel);
  });

  it('a copy whose link names the original stays left out, in every form', async () => {
    for (const [n, value] of [
      ['2', 'Meetings/2026-03-09 Remote control kickoff.md'],
      ['3', '"[k](Meetings/2026-03-09%20Remote%20control%20kickoff.md)"'],
      ['(1)', '"[[Meetings/2026-03-09 Remote control kickoff]]"'],
    ] as const)
      await numberedSummary(`2026-03-09 Remote control kickoff ${n}`, value);
    expect((await names()).filter((p) => p.includes('kickoff '))).toEqual([]);
  });
});
