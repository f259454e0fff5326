/**
 * Leftovers L145 (newcomer review, session 29, F6): `ma init` on a symbolic link loop printed Node's
 * `ma: ELOOP: too many symbolic links encountered, mkdir '…'` with exit 1, where every other command
 * says "… is a symbolic link that leads back to itself (a loop)" with exit 2. Every loop form — a link
 * to itself, two links to each other, a loop above the folder asked for — is now said that way
 * (core `vaultRootProblem`, L113), exit 2, nothing created. Built `ma`, a temp folder.
 * Spec: docs/contracts.md, Vault model (openVault); leftovers L113; newcomer review F6.
 */
import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

describe('L145: ma init on a symbolic link loop', { timeout: 120_000 }, () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ma-l145-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('L145: a self loop, a two-link loop and a loop above the folder: said, exit 2, nothing created', async () => {
    await symlink('selfloop', join(dir, 'selfloop'));
    await symlink('b', join(dir, 'a'));
    await symlink('a', join(dir, 'b'));
    for (const [arg, link] of [
      ['selfloop', 'selfloop'],
      ['a', 'a'],
      ['selfloop/vault', 'selfloop'],
    ] as const) {
      const run = await runMa(['init', arg], { cwd: dir });
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toBe(
        `ma: cannot create ${join(dir, arg)}: ${join(dir, link)} is a symbolic link that leads back to itself (a loop); remove the link or point it at a folder, or give another path to \`ma init\`\n`,
      );
      expect(run.stdout).toBe('');
    }
    expect((await readdir(dir)).sort()).toEqual(['a', 'b', 'selfloop']);
  });
});
