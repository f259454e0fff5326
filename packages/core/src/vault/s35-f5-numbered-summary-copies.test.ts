/**
 * Newcomer s35 F5: the numbered copies Obsidian ("Duplicate"), Finder and iCloud leave of a summary
 * (`X 2.md`, `X (1).md`, beside `X.md`) were listed as past meetings of the project (and searched):
 * one meeting counted three times. Now such a copy is left out; `ma doctor` names it (L117). A
 * numbered summary whose own `meeting:` link names a meeting of that very name (`… 2`: a second
 * meeting) is no copy and stays. Real files on a sample-vault copy.
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';
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

describe('F5: numbered copies of a summary', () => {
  it('are no past meetings, in either numbering and any case of the original', async () => {
    const before = await names();
    expect(before).toContain(`${KICKOFF}.md`);
    for (const copy of [' 2', ' (1)', ' 3'])
      await copyFile(path.join(dir.root, `${KICKOFF}.md`), path.join(dir.root, `${KICKOFF}${copy}.md`));
    await copyFile(
      path.join(dir.root, `${KICKOFF}.md`),
      path.join(dir.root, 'Summaries/2026-03-09 REMOTE control kickoff 4.md'),
    );
    expect(await names()).toEqual(before);
  });

  it('a numbered summary of its own meeting (`… 2`) stays, and so does one with no original beside it', async () => {
    const text = await readFile(path.join(dir.root, `${KICKOFF}.md`), 'utf8');
    await writeFile(
      path.join(dir.root, `${KICKOFF} 2.md`),
      text.replace(/^meeting: .*$/m, `meeting: "[[Meetings/2026-03-09 Remote control kickoff 2]]"`),
    );
    await writeFile(
      path.join(dir.root, 'Summaries/2026-03-08 Budget 2.md'),
      text.replace('2026-03-09', '2026-03-08'),
    );
    const listed = await names();
    expect(listed).toContain(`${KICKOFF} 2.md`);
    expect(listed).toContain('Summaries/2026-03-08 Budget 2.md');
    expect(listed).toContain(`${KICKOFF}.md`);
  });
});
