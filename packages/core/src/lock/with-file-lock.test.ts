import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LockedError } from '../errors/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { FILE_LOCKS_FOLDER, STATE_FOLDER } from './state-folder.js';
import { withFileLock } from './with-file-lock.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(() => dir.cleanup());

const DECISIONS = 'Projects/remote-control/decisions.md';
const abs = (rel: string) => path.join(vault.root, rel);
const exists = (p: string) =>
  access(p).then(
    () => true,
    () => false,
  );

describe('withFileLock', () => {
  it('H1: concurrent read-modify-writes of one file in this process run one at a time, in call order', async () => {
    const appendLine = (n: number) =>
      withFileLock(vault, abs(DECISIONS), async () => {
        const before = await readFile(abs(DECISIONS), 'utf8');
        await new Promise((resolve) => setTimeout(resolve, 5 - (n % 5)));
        await writeFile(abs(DECISIONS), `${before}- lock ${n}\n`);
        return n;
      });
    expect(await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(appendLine))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const lines = (await readFile(abs(DECISIONS), 'utf8')).split('\n').filter((l) => l.startsWith('- lock'));
    expect(lines).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((n) => `- lock ${n}`));
    // No trace left in the vault once the writes are done.
    expect(await exists(abs(STATE_FOLDER))).toBe(false);
  });

  it('H1: a file held by another process for longer than waitMs is refused with LockedError; fn never runs', async () => {
    // Another process's lock: the same lock folder, taken with proper-lockfile directly.
    const key = createHash('sha256').update(DECISIONS.toLowerCase()).digest('hex');
    const base = path.join(abs(FILE_LOCKS_FOLDER), key);
    await mkdir(abs(FILE_LOCKS_FOLDER), { recursive: true });
    const release = await lockfile.lock(base, { lockfilePath: `${base}.lock`, realpath: false });
    let ran = false;
    const error = await withFileLock(
      vault,
      abs(DECISIONS),
      async () => {
        ran = true;
      },
      { waitMs: 300 },
    ).catch((e: unknown) => e);
    expect(LockedError.isInstance(error)).toBe(true);
    expect((error as LockedError).path).toBe(DECISIONS);
    expect(ran).toBe(false);
    await release();
    // Free again: the next write goes through.
    expect(await withFileLock(vault, abs(DECISIONS), async () => 'ok')).toBe('ok');
  });

  it('M15: a waiter takes the lock as soon as the other process lets go, also when that one removed the empty lock folders', async () => {
    const key = createHash('sha256').update(DECISIONS.toLowerCase()).digest('hex');
    const base = path.join(abs(FILE_LOCKS_FOLDER), key);
    await mkdir(abs(FILE_LOCKS_FOLDER), { recursive: true });
    const options = { lockfilePath: `${base}.lock`, realpath: false };
    lockfile.lockSync(base, options);
    // A long wait budget: a waiter that kept retrying in a folder that is gone would hang the test.
    const waiting = withFileLock(vault, abs(DECISIONS), async () => 'mine', { waitMs: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The other process ends its write as withFileLock does: release, then remove the empty lock
    // folders (synchronously, so that the waiter cannot take the lock in between).
    lockfile.unlockSync(base, options);
    rmSync(abs(STATE_FOLDER), { recursive: true });
    expect(await waiting).toBe('mine');
    expect(await exists(abs(STATE_FOLDER))).toBe(false);
  }, 20_000);
});
