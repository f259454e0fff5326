/**
 * L486: a move to the trash refused because another program holds the file (`delete_identity`, a
 * summary replaced by force; hostile B43, LockedError after the bounded retries) removed its trash
 * slot but left the folders it had made for it: an empty `.trash/Identities/` (and `.trash/` itself)
 * in the user's vault after a call that said nothing was moved. Now the folders that call made are
 * removed again, only those: folders that were there before stay.
 * Real locks of the file system (chattr +i as root, a read-only folder otherwise), no mocked fs.
 * Spec: docs/hostile-cases.md B43; docs/vault-format.md (`.trash/`); docs/atomic-writes.md (a
 * refused call leaves every file as it was).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LockedError } from '../errors/locked-error.js';
import { holdLocked } from '../test-support/held-by-another-program.js';
import { releaseOnFirstRetry } from '../test-support/release-on-first-retry.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { moveToTrash } from './move-to-trash.js';

let dir: TempDir;
const vault = () => ({ root: dir.root, config: { folders: { trash: '.trash' } } });
const IDENTITY = 'Identities/Project Manager.md';
const SUMMARY = 'Summaries/2026-03-09 Remote control kickoff.md';

/** Every entry under `folder` (`/`-separated, sorted), folders marked with a trailing `/`; null: no folder. */
async function tree(folder: string): Promise<string[] | null> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => null);
  if (entries === null) return null;
  return entries
    .map((e) => {
      const rel = path.relative(folder, path.join(e.parentPath, e.name)).split(path.sep).join('/');
      return e.isDirectory() ? `${rel}/` : rel;
    })
    .sort();
}

/** Moves `rel` to the trash while its folder is held for good; returns what was thrown. */
async function refusedMove(rel: string, replacing = false): Promise<unknown> {
  const release = holdLocked(path.join(dir.root, path.dirname(rel)));
  try {
    return await moveToTrash(vault(), rel, { replacing, retryDelaysMs: [0, 0] }).then(
      () => null,
      (e: unknown) => e,
    );
  } finally {
    release();
  }
}

beforeEach(async () => {
  dir = await copySampleVault();
});
afterEach(async () => {
  vi.useRealTimers();
  await dir.cleanup();
});

describe('L486: a refused move to the trash leaves no folders it made', () => {
  for (const [what, rel, replacing] of [
    ['delete_identity', IDENTITY, false],
    ['a summary replaced by force', SUMMARY, true],
  ] as const)
    it(`${what}: no trash folder before → none after (the file in place)`, async () => {
      const before = await readFile(path.join(dir.root, rel));
      expect(await tree(path.join(dir.root, '.trash'))).toBeNull();
      const error = await refusedMove(rel, replacing);
      expect(LockedError.isInstance(error), String(error)).toBe(true);
      expect(await tree(path.join(dir.root, '.trash'))).toBeNull();
      expect(await readFile(path.join(dir.root, rel))).toEqual(before);
    });

  it('only the folders it made: the trash folder and what it held before stay', async () => {
    const trash = path.join(dir.root, '.trash');
    await mkdir(path.join(trash, 'Projects/x'), { recursive: true });
    await writeFile(path.join(trash, 'Projects/x/old.md'), 'kept\n');
    await mkdir(path.join(trash, 'Empty'));
    const before = await tree(trash);
    const error = await refusedMove(IDENTITY);
    expect(LockedError.isInstance(error), String(error)).toBe(true);
    expect(await tree(trash)).toEqual(before);
  });

  it('an empty folder of the slot that was there before stays', async () => {
    const trash = path.join(dir.root, '.trash');
    await mkdir(path.join(trash, 'Identities'), { recursive: true });
    const error = await refusedMove(IDENTITY);
    expect(LockedError.isInstance(error), String(error)).toBe(true);
    expect(await tree(trash)).toEqual(['Identities/']);
  });

  it('held for a while → moved once the hold ends: the folders it made hold the file and stay', async () => {
    const release = holdLocked(path.join(dir.root, 'Identities'));
    const moved = await releaseOnFirstRetry(release, () => moveToTrash(vault(), IDENTITY));
    expect(moved).toBe(`.trash/${IDENTITY}`);
    expect(await tree(path.join(dir.root, '.trash'))).toEqual(['Identities/', IDENTITY]);
  }, 120_000);
});
