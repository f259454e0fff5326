/**
 * S5 (hostile review 6): the config check refused `folders.context` inside a project folder by name,
 * but not a context folder that is a symlink into a project (`Assistant -> Projects/remote-control/assistant`):
 * `ma doctor` said all good and the run records, audits and request notes became project files the
 * model lists, reads and rewrites. The real locations of the configured folders are compared too:
 * `ma doctor` FAILs naming the symlink and its target, and `ma summarize` refuses before writing.
 * The built `ma` on a temp copy of the sample vault with a real symlink.
 */
import { mkdir, readdir, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

describe('S5: a configured folder that is a symlink into a project', () => {
  it('S5: ma doctor fails naming the symlink and its target; ma summarize refuses and writes nothing there', async () => {
    await rm(join(vault.root, 'Assistant'), { recursive: true, force: true });
    await mkdir(join(vault.root, 'Projects/remote-control/assistant'), { recursive: true });
    await symlink('Projects/remote-control/assistant', join(vault.root, 'Assistant'));
    const doctor = await runMa(['doctor', '--vault', vault.root]);
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toMatch(
      /FAIL folders: folders\.context \(Assistant\) is really Projects\/remote-control\/assistant, inside folders\.projects \(Projects\): Assistant is a symlink to Projects\/remote-control\/assistant/,
    );
    expect(doctor.stdout).not.toMatch(/all good/);
    const run = await runMa([
      'summarize',
      '2026-03-10 Remote control functional design',
      '--vault',
      vault.root,
    ]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(
      /folders\.context \(Assistant\) is really Projects\/remote-control\/assistant/,
    );
    expect(await readdir(join(vault.root, 'Projects/remote-control/assistant'))).toEqual([]);
  });
});
