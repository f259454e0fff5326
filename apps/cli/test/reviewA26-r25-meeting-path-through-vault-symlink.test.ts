/**
 * reviewA R25 (session 26): a vault opened through a symlink (`~/vault` → an iCloud or Dropbox folder,
 * macOS's `/tmp` → `/private/tmp`) — the meeting note's path as the shell gives it there (tab
 * completion after `--vault ~/vault`, `"$PWD/x.md"` inside the linked folder) names the meeting, as the
 * same path through the real folder does (S54). Before: 'is not a safe vault-relative path (… must be
 * relative …); give a meeting name …' for the absolute path and 'not found' for the relative one.
 * A path through a symlink leading out of the vault is still refused.
 * Built `ma`, temp copy of the sample vault, offline engine.
 * Spec: apps/cli/README.md (<meeting>); docs/hostile-cases.md B19.
 */
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const NAME = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
let links: string;
beforeEach(async () => {
  vault = await copySampleVault();
  links = await mkdtemp(path.join(tmpdir(), 'ma-r25-'));
});
afterEach(async () => {
  await vault.cleanup();
  await rm(links, { recursive: true, force: true });
});

describe('R25: a meeting path through the symlink the vault was opened by', () => {
  it('R25: absolute and relative note paths through a symlinked vault folder name the meeting in ma tool and ma summarize; a path out of the vault stays refused', async () => {
    const linked = path.join(links, 'My Vault');
    await symlink(vault.root, linked);
    const abs = path.join(linked, 'Meetings', `${NAME}.md`);
    for (const [meeting, cwd] of [
      [abs, links],
      [path.join('My Vault', 'Meetings', `${NAME}.md`), links],
    ] as const) {
      const read = await runMa(
        ['tool', 'read_meetingnote', '--meeting', meeting, '--vault', linked, '--args', '{"to": 1}'],
        { cwd },
      );
      expect(read.stderr).toBe('');
      expect(read.code).toBe(0);
      expect(read.stdout).toContain(`Meetings/${NAME}.md · lines 1–1`);
    }
    const summarized = await runMa(['summarize', abs, '--vault', linked], { cwd: links });
    expect(summarized.stderr).not.toMatch(/not a safe vault-relative path/);
    expect(summarized.code).toBe(0);
    expect(summarized.stdout + summarized.stderr).toContain(`Summaries/${NAME}.md`);

    // A folder of links beside the vault, leading to a note outside it: still refused.
    const outsideNote = path.join(links, `${NAME}.md`);
    await writeFile(outsideNote, '---\ndate: 2026-03-10\n---\nAnn: hello.\n');
    const outside = await runMa(
      ['tool', 'read_meetingnote', '--meeting', path.join(links, `${NAME}.md`), '--vault', linked],
      { cwd: links },
    );
    expect(outside.code).toBe(2);
    expect(outside.stderr).toMatch(/not a safe vault-relative path/);
  }, 120_000);
});
