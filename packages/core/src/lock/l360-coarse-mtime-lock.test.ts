/**
 * Leftovers L360 (session 44): L353's check that a file lock is still this holder's compared the lock
 * folder's mtime exactly with the one the holder's refresh set. A file system with 2-second mtimes
 * (FAT32, exFAT, an SMB share on one: a vault on a USB stick or a NAS) keeps the refresh's time cut
 * down to an even second, so every write that outlived one refresh (half the stale time) was refused
 * as "taken over by another program", nothing written. Now the stored time is read with the
 * coarsest step a vault's file system has (2 s, never newer than the time set). The file system's
 * rounding is made here with `fs.utimes` to the even second below, right after the holder's refresh.
 * L395: Windows' FAT driver rounds UP to the next even second; the rule took only times at or below
 * the one set, so every write there that outlived a refresh was refused. Now the first refresh's
 * stored time teaches the direction, and a time moved the other way is not the holder's.
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

/**
 * Holds NOTE's file lock (staleMs 2000) through `refreshes` refreshes of the holder (every staleMs / 2),
 * each cut right after it, as FAT keeps it, to the even second at or below; then writes `text` with
 * the atomic writer (which asks whether the lock is still this holder's). Waits by polling with a
 * deadline; a refresh that never comes (the lock marked compromised) fails the test.
 */
type Round = (ms: number) => number;
/** Linux's FAT driver: down to the even second. */
const floor2: Round = (ms) => Math.floor(ms / 2000) * 2000;
/** Windows' FAT driver: up to the next even second (L395). */
const ceil2: Round = (ms) => Math.ceil(ms / 2000) * 2000;

async function writeAfterCutRefreshes(
  refreshes: number,
  text: string,
  round: Round = floor2,
  after?: (refresh: number, set: number) => Round | undefined,
): Promise<string> {
  const abs = path.join(vault.root, NOTE);
  const locks = path.join(vault.root, ...FILE_LOCKS_FOLDER.split('/'));
  const written = await withFileLock(
    vault,
    abs,
    async () => {
      const [name] = await readdir(locks);
      const lock = path.join(locks, name as string);
      let seen = (await stat(lock)).mtimeMs;
      for (let refresh = 1; refresh <= refreshes; refresh++) {
        const deadline = Date.now() + 60_000;
        let now = seen;
        while (now === seen) {
          if (Date.now() > deadline) throw new Error(`the lock's refresh ${refresh} never came`);
          await new Promise((resolve) => setTimeout(resolve, 20));
          now = (await stat(lock)).mtimeMs;
        }
        const even = new Date((after?.(refresh, now) ?? round)(now));
        await utimes(lock, even, even);
        seen = even.getTime();
      }
      await writeFileAtomic(abs, text);
      return 'written';
    },
    { staleMs: 2000 },
  );
  expect(await readFile(abs, 'utf8')).toBe(text);
  return written;
}

describe('L360: a file lock on a file system with 2-second mtimes', () => {
  it('L360: a write that outlived a refresh of its lock, whose time the file system cut to an even second, is written', async () => {
    expect(await writeAfterCutRefreshes(1, 'written on a FAT stick\n')).toBe('written');
  }, 180_000);

  it("review V171: a write that outlived two refreshes, each cut to an even second, is written (proper-lockfile's own refresh check no longer marks the lock compromised)", async () => {
    expect(await writeAfterCutRefreshes(2, 'written on a FAT stick after two refreshes\n')).toBe('written');
  }, 180_000);

  it("L395: on Windows' FAT driver (times rounded UP to the next even second) a write that outlived two refreshes is written", async () => {
    expect(await writeAfterCutRefreshes(2, 'written on a Windows FAT stick\n', ceil2)).toBe('written');
  }, 180_000);

  it("L395: once the first refresh showed times cut down, a time moved up is not this holder's: the write is refused, the note unchanged", async () => {
    const abs = path.join(vault.root, NOTE);
    const before = await readFile(abs, 'utf8');
    // Refresh 1 is cut down (the direction learned); refresh 2's time is then moved 1 s up, as no
    // such file system keeps it: read as another holder's, never accepted blindly.
    const up1: Round = (ms) => ms + 1000;
    await expect(
      writeAfterCutRefreshes(2, 'must not be written\n', floor2, (refresh) =>
        refresh === 2 ? up1 : undefined,
      ),
    ).rejects.toThrow();
    expect(await readFile(abs, 'utf8')).toBe(before);
  }, 180_000);
});
