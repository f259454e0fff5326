/**
 * Leftovers L360 (session 44): L353's check that a file lock is still this holder's compared the lock
 * folder's mtime exactly with the one the holder's refresh set. A file system with 2-second mtimes
 * (FAT32, exFAT, an SMB share on one: a vault on a USB stick or a NAS) keeps the refresh's time cut
 * down to an even second, so every write that outlived one refresh (half the stale time) was refused
 * as "taken over by another program", nothing written. Now the stored time is read with the
 * coarsest step a vault's file system has (2 s, never newer than the time set). The file system's
 * rounding is made here with `fs.utimes` to the even second below, right after the holder's refresh.
 * Temp sample vault, real proper-lockfile lock.
 * Spec: docs/stale-writes.md (L353); docs/contracts.md (Concurrency).
 */
import { readdir, readFile, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../fs/write-file-atomic.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { FILE_LOCKS_FOLDER } from './state-folder.js';
import { withFileLock } from './with-file-lock.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(() => dir.cleanup());

const NOTE = 'Projects/remote-control/decisions.md';

describe('L360: a file lock on a file system with 2-second mtimes', () => {
  it('L360: a write that outlived a refresh of its lock, whose time the file system cut to an even second, is written', async () => {
    const abs = path.join(vault.root, NOTE);
    const locks = path.join(vault.root, ...FILE_LOCKS_FOLDER.split('/'));
    const written = await withFileLock(
      vault,
      abs,
      async () => {
        const [name] = await readdir(locks);
        const lock = path.join(locks, name as string);
        const first = (await stat(lock)).mtimeMs;
        // Wait (polling, with a deadline) for the holder's own refresh (every staleMs / 2).
        const deadline = Date.now() + 120_000;
        let refreshed = first;
        while (refreshed === first) {
          if (Date.now() > deadline) throw new Error('the lock was never refreshed');
          await new Promise((resolve) => setTimeout(resolve, 20));
          refreshed = (await stat(lock)).mtimeMs;
        }
        // What FAT keeps of it: the even second at or below.
        const even = new Date(Math.floor(refreshed / 2000) * 2000);
        await utimes(lock, even, even);
        await writeFileAtomic(abs, 'written on a FAT stick\n');
        return 'written';
      },
      { staleMs: 2000 },
    );
    expect(written).toBe('written');
    expect(await readFile(abs, 'utf8')).toBe('written on a FAT stick\n');
  }, 180_000);
});
