/**
 * Newcomer s35 F7: a project folder renamed in the vault (`Projects/remote-control` →
 * `Projects/tv-remote`) hid its past meetings: their summaries still name `remote-control`, so they
 * are past meetings of no project, and nothing said so. `summariesNamingNoProject` names each such
 * ID with its summaries (as a plain ID, a link, any case of an existing folder matching it). Real
 * files on a sample-vault copy.
 */
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { summariesNamingNoProject, type Vault } from './index.js';

let dir: TempDir;
let vault: Vault;
beforeEach(async () => ({ dir, vault } = await openSampleVault()));
afterEach(() => dir.cleanup());

describe('F7: summaries naming a project folder that is gone', () => {
  it('is empty while every named folder is there (any case, links too)', async () => {
    await writeFile(
      path.join(dir.root, 'Summaries/2026-03-01 Linked.md'),
      '---\nprojects: ["[[Projects/Remote-Control/PROJECT|Remote]]", WEBSITE-REDESIGN]\n---\n## Summary\n',
    );
    expect(await summariesNamingNoProject(vault)).toEqual([]);
  });

  it('names the old ID and its summaries once the folder is renamed', async () => {
    await rename(path.join(dir.root, 'Projects/remote-control'), path.join(dir.root, 'Projects/tv-remote'));
    await writeFile(
      path.join(dir.root, 'Summaries/2026-03-01 Linked.md'),
      '---\nprojects: ["[[Projects/remote-control]]", website-redesign]\n---\n## Summary\n',
    );
    expect(await summariesNamingNoProject(vault)).toEqual([
      {
        id: 'remote-control',
        summaries: ['Summaries/2026-03-01 Linked.md', 'Summaries/2026-03-09 Remote control kickoff.md'],
      },
    ]);
  });
});
