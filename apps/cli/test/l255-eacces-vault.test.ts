/**
 * Leftovers L255 (L244 left its EACCES message untested: as root `chmod` cannot take write
 * permission away): a vault, or one of its folders, this user may not write (permission denied,
 * not a read-only mount). The built `ma` runs as an unprivileged user (root's tests: `unshare -U`,
 * which maps the user to nobody, with no power over the files; others: as themselves) on a sample-vault
 * copy with `chmod a-w`. The test showed `ma import` failing with a raw `EACCES: permission denied,
 * open '….ma-tmp'` (our temp file's name); now it says the vault (or the note's folder) may not be
 * written by this user, with the fix, and leaves every file as it was; summarize and doctor say so too.
 */
import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshot, vaultSnapshot } from './fs-snapshot.js';
import { maBin, runCombined } from './run-ma.js';

let vault: SampleVaultCopy;
let transcriptFile: string;
beforeEach(async () => {
  vault = await copySampleVault();
  const parent = path.dirname(vault.root);
  transcriptFile = path.join(parent, 'standup.txt');
  await writeFile(transcriptFile, 'Ana: We ship on Friday.\nBo: I will write the notes.\n');
  // The unprivileged user must reach the copy: its temp folder is made 0700.
  await chmod(parent, 0o755);
  await chmodTree(vault.root, 0o777, 0o666);
});
afterEach(async () => {
  await chmodTree(vault.root, 0o755, 0o644);
  await vault.cleanup();
});

/** chmod every folder under (and with) `root` to `dirMode` and every file to `fileMode`. */
async function chmodTree(root: string, dirMode: number, fileMode: number): Promise<void> {
  const { readdir } = await import('node:fs/promises');
  for (const e of await readdir(root, { withFileTypes: true, recursive: true }))
    await chmod(path.join(e.parentPath, e.name), e.isDirectory() ? dirMode : fileMode);
  await chmod(root, dirMode);
}

/** Runs the built `ma …args --vault <copy>` as a user without write permission; output and exit code. */
function maAsUser(args: string[]): Promise<{ code: number | null; out: string }> {
  const argv = [process.execPath, maBin, ...args, '--vault', vault.root];
  const root = process.getuid?.() === 0;
  return runCombined(root ? 'unshare' : (argv[0] as string), root ? ['-U', ...argv] : argv.slice(1));
}

const NAME = '2026-03-10 Remote control functional design';

describe('L255: a vault this user may not write (EACCES)', () => {
  it('the whole vault: import and summarize say so once; doctor fails; nothing changes', async () => {
    await chmodTree(vault.root, 0o555, 0o444);
    const before = await snapshot(vault.root);
    const imported = await maAsUser(['import', transcriptFile, '--date', '2026-12-05']);
    expect(imported.code).not.toBe(0);
    expect(imported.out).toContain(
      'the vault is read-only to this user (permission denied on its folder): no note, status or run lock (in .meeting-assistant/) can be written; nothing was written; give this user write permission on the vault folder',
    );
    expect(imported.out).not.toMatch(/EACCES|ma-tmp/);
    const run = await maAsUser(['summarize', NAME, '--engine', 'extractive']);
    expect(run.code).toBe(1);
    expect(run.out).toContain('the vault is read-only to this user (permission denied on its folder)');
    expect(run.out).not.toMatch(/EACCES|ENOENT|mkdir/);
    const doctor = await maAsUser(['doctor']);
    expect(doctor.out).toMatch(/FAIL writable: this user may not create files in the vault folder itself/);
    expect(await snapshot(vault.root)).toEqual(before);
  }, 240_000);

  it('one folder: import names the note whose folder may not be written, and takes back what it made', async () => {
    await chmod(path.join(vault.root, 'Meetings'), 0o555);
    const before = await vaultSnapshot(vault.root);
    const imported = await maAsUser(['import', transcriptFile, '--date', '2026-12-05', '--title', 'Standup']);
    expect(imported.code).not.toBe(0);
    expect(imported.out).toContain(
      `${path.join(vault.root, 'Meetings', '2026-12-05 Standup.md')} cannot be written: its folder does not let this user create files there (permission denied); nothing was written`,
    );
    expect(imported.out).not.toMatch(/EACCES|ma-tmp/);
    expect(await vaultSnapshot(vault.root)).toEqual(before);
  }, 240_000);

  // L280: the run recorded its failure (the context note, `status: failed`) yet said "nothing was written".
  it('Summaries/ only: summarize says the summary was not written and where the failure was recorded', async () => {
    await chmod(path.join(vault.root, 'Summaries'), 0o555);
    const run = await maAsUser(['summarize', NAME, '--engine', 'extractive']);
    expect(run.code).toBe(1);
    expect(run.out).toContain(
      `Summaries/${NAME}.md cannot be written: its folder does not let this user create files there (permission denied); the summary was not written (the failure was recorded in Assistant/${NAME}.md; the meeting note Meetings/${NAME}.md was set to status: failed); let this user write`,
    );
    expect(run.out).not.toMatch(/nothing was written/);
    const { readFile } = await import('node:fs/promises');
    const context = await readFile(path.join(vault.root, 'Assistant', `${NAME}.md`), 'utf8');
    expect(context).toMatch(/## Run failed[\s\S]*the summary was not written; let this user write/);
    expect(context).not.toMatch(/nothing was written/);
    const meeting = await readFile(path.join(vault.root, 'Meetings', `${NAME}.md`), 'utf8');
    expect(meeting).toMatch(/^status: failed$/m);
  }, 240_000);
});
