import { mkdir } from 'node:fs/promises';
import { NotFoundError } from '../errors/index.js';
import type { Vault } from '../vault/vault.js';

/** True for "the folder vanished": another process's clean-up removed an empty lock folder. */
export function isGone(error: unknown): boolean {
  return NotFoundError.isInstance(error) || (error as { code?: unknown } | null)?.code === 'ENOENT';
}

/**
 * Creates a lock folder under `.meeting-assistant` and returns its absolute path, checked like
 * every vault path (no symlink out of the vault, before and after creation). A folder removed
 * between creation and the check (a file lock's clean-up in another process) is made again.
 * Core-internal (run lock and file locks).
 * @throws PathSafetyError when the folder is (or passes through) a symlink out of the vault or
 *   a non-folder; other I/O errors pass through.
 * Spec: docs/contracts.md (@ma/core, Run lock; Rules: concurrency).
 */
export async function ensureLockFolder(vault: Vault, rel: string, argument: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      const planned = await vault.resolve(rel, { argument, kind: 'folder' });
      await mkdir(planned.abs, { recursive: true });
      // Re-check once it exists: a symlink put there meanwhile must not lead out of the vault.
      return (await vault.resolve(rel, { argument, kind: 'folder', mustExist: true })).abs;
    } catch (error) {
      if (!isGone(error) || attempt >= 20) throw error;
    }
  }
}
