import { mkdir } from 'node:fs/promises';
import { NotFoundError } from '../errors/index.js';
import type { Vault } from '../vault/vault.js';

/** True for "the folder vanished": another process's clean-up removed an empty lock folder. */
export function isGone(error: unknown): boolean {
  return NotFoundError.isInstance(error) || (error as { code?: unknown } | null)?.code === 'ENOENT';
}

/**
 * True for "a part of the path is (now) a file": `ENOTDIR` (`mkdir` below a file), or `EEXIST`
 * (a recursive `mkdir` onto a file) — the folder was replaced meanwhile (another process, a sync
 * tool, the user). The lock code then checks the folder again: a file there is refused naming it
 * (`PathSafetyError`, as when it was there from the start), a folder put back is used (L36).
 */
export function isNotFolder(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOTDIR' || code === 'EEXIST';
}

/**
 * Creates a lock folder under `.meeting-assistant` and returns its absolute path, checked like
 * every vault path (no symlink out of the vault, before and after creation). A folder removed
 * between creation and the check (a file lock's clean-up in another process) is made again; one
 * replaced by a file between the check and the `mkdir` ({@link isNotFolder}) is checked again, so
 * the file is refused as a `PathSafetyError`, never a raw `ENOTDIR`/`EEXIST` (L36).
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
      if (!(isGone(error) || isNotFolder(error)) || attempt >= 20) throw error;
    }
  }
}
