/**
 * Newcomer s35 F6: a vault on a read-only mount gave `ma summarize` and every writing tool a raw
 * `ENOENT: no such file or directory, mkdir '…/.meeting-assistant'` (node's recursive mkdir on a
 * read-only file system), the daemon logged the same, and `ma doctor` said "all good". Now each says
 * once "the vault is read-only …" with the fix, nothing is written, and doctor fails a `writable`
 * check. The built `ma` runs inside a user + mount namespace (`unshare -rm`, no privileges needed)
 * over a real read-only bind mount of a sample-vault copy.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { maBin, runCombined } from './run-ma.js';

let vault: SampleVaultCopy;
let mounted: string;
beforeEach(async () => {
  vault = await copySampleVault();
  mounted = path.join(vault.root, '..', `${path.basename(vault.root)}-ro`);
  await mkdir(mounted);
});
afterEach(async () => {
  await vault.cleanup();
});

/** Runs `ma …args` with `--vault` on a read-only bind mount of the copy; stdout + stderr and the exit code. */
function maReadOnly(args: string[]): Promise<{ code: number | null; out: string }> {
  const quoted = [process.execPath, maBin, ...args, '--vault', mounted].map(
    (a) => `'${a.replaceAll("'", "'\\''")}'`,
  );
  const script = `mount --bind '${vault.root}' '${mounted}' && mount -o remount,bind,ro '${mounted}' && exec ${quoted.join(' ')}`;
  return runCombined('unshare', ['-rm', 'sh', '-c', script]);
}

const NAME = '2026-03-10 Remote control functional design';

describe('F6: a read-only vault', () => {
  it('summarize and a writing tool say "the vault is read-only" once; doctor fails its writable check', async () => {
    const before = await snapshot(vault.root);
    const run = await maReadOnly(['summarize', NAME]);
    expect(run.code).toBe(1);
    expect(run.out).toContain('the vault is read-only (its file system is mounted read-only)');
    expect(run.out).toContain('mount it writable');
    expect(run.out).not.toMatch(/ENOENT|EROFS|mkdir/);

    const tool = await maReadOnly([
      'tool',
      'write_projectfile',
      '--meeting',
      NAME,
      '--args',
      '{"project":"remote-control","path":"notes.md","content":"- idea"}',
    ]);
    expect(tool.out).toContain('the vault is read-only');
    expect(tool.out).not.toMatch(/ENOENT|EROFS|mkdir/);

    const doctor = await maReadOnly(['doctor']);
    expect(doctor.out).toMatch(
      /FAIL writable: the vault is read-only: .* is on a file system mounted read-only/,
    );
    expect(doctor.out).not.toContain('all good');
    expect(await snapshot(vault.root)).toEqual(before);
  }, 180_000);
});
