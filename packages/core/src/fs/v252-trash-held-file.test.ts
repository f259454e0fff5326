/**
 * V252 (session 49, hostile B43): moving a file to the trash (`delete_identity`, a summary replaced by
 * force) while another program holds it. Windows refuses the unlink or rename of an open file
 * with EPERM/EBUSY for as long as it is held; `moveToTrash` gave up at once with the bare system error,
 * and when the hard link into the trash had been made and only the unlink was refused, the file was
 * left in both places (a refused call that changed the trash). Now the unlink and the rename are
 * retried as an atomic write's rename is, then `LockedError`, the trash slot removed again.
 * Real locks of the file system (chattr +i as root, a read-only folder otherwise), no mocked fs.
 * Spec: docs/hostile-cases.md B43; docs/vault-format.md (`.trash/`).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LockedError } from '../errors/locked-error.js';
import { holdLocked } from '../test-support/held-by-another-program.js';
import { releaseOnFirstRetry } from '../test-support/release-on-first-retry.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { moveToTrash } from './move-to-trash.js';

let dir: TempDir;
const vault = () => ({ root: dir.root, config: { folders: { trash: '.trash' } } });
const rel = 'Identities/Project Manager.md';
beforeEach(async () => {
  dir = await copySampleVault();
});
afterEach(async () => {
  vi.useRealTimers();
  await dir.cleanup();
});

describe('V252: a file held by another program is not trashed half-way', () => {
  // The folder held: the link into the trash works and only the unlink is refused (Windows' open
  // file); the file held (as root): the link and the rename are refused.
  for (const held of ['Identities', rel])
    it(`B43: held for good (${held}) → LockedError, the file in place byte-identical, nothing in the trash`, async () => {
      const abs = path.join(dir.root, rel);
      const before = await readFile(abs);
      const release = holdLocked(path.join(dir.root, held));
      let error: unknown;
      try {
        error = await moveToTrash(vault(), rel, { retryDelaysMs: [0, 0, 0] }).catch((e: unknown) => e);
      } finally {
        release();
      }
      expect(LockedError.isInstance(error), String(error)).toBe(true);
      expect((error as Error).message).toContain('locked by another program');
      expect(await readFile(abs)).toEqual(before);
      // L486: nor the folders the move made for its slot.
      expect(await readdir(path.join(dir.root, '.trash')).catch(() => null)).toBeNull();
    });

  it('B43: held for a while → moved once the hold ends, within the bounded retries', async () => {
    const abs = path.join(dir.root, rel);
    const before = await readFile(abs);
    const release = holdLocked(path.join(dir.root, 'Identities'));
    const moved = await releaseOnFirstRetry(release, () => moveToTrash(vault(), rel));
    expect(moved).toBe('.trash/Identities/Project Manager.md');
    expect(await readFile(path.join(dir.root, '.trash', rel))).toEqual(before);
    expect(await readdir(path.join(dir.root, 'Identities'))).toEqual(['Industrial Designer.md']);
  }, 120_000);
});
