import { mkdir } from 'node:fs/promises';
import { NotFoundError, ProtectedFileError } from '../errors/index.js';
import { folderWriteProblem } from '../fs/folder-write-problem.js';
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
      // F6: node's recursive mkdir on a read-only mount says ENOENT: asked of the vault before a retry.
      if (!(isGone(error) || isNotFolder(error)) || attempt >= 20)
        throw await vaultWriteRefusal(vault, error);
      const refusal = await vaultWriteRefusal(vault, error);
      if (refusal !== error) throw refusal;
    }
  }
}

/**
 * What a failure to write the state folder (`.meeting-assistant/`: locks, journals) means when the
 * vault itself may not be written: a {@link ProtectedFileError} naming the vault (`vault-read-only`:
 * a read-only mount; `vault-not-writable`: permission denied on its folder), so every command, tool
 * and the daemon say "the vault is read-only: …" once, not EROFS, EACCES or the ENOENT node's
 * recursive `mkdir` gives on a read-only mount. Any other error (or a writable vault) is returned as
 * it is. Use: `throw await vaultWriteRefusal(vault, error)`.
 * Spec: docs/atomic-writes.md (Folders this user may not write); newcomer s35 F6.
 */
export async function vaultWriteRefusal(vault: Vault, error: unknown): Promise<unknown> {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'ENOENT' && code !== 'EROFS' && code !== 'EACCES' && code !== 'EPERM') return error;
  const problem = await folderWriteProblem(vault.root);
  if (problem === null) return error;
  return new ProtectedFileError(
    vault.root,
    problem === 'read-only-file-system' ? 'vault-read-only' : 'vault-not-writable',
  );
}
