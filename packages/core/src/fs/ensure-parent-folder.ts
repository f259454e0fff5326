import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { notWritable } from './check-replaceable.js';

/**
 * Creates the parent folder of `abs` (recursively) so a first note (summary, context, a new project file) can be
 * written into a folder that does not exist yet. `abs` was checked by `resolveSafePath`, whose
 * deepest-existing-ancestor check (B15) already proved the new folders stay inside the vault.
 * @throws ProtectedFileError (`folder-not-writable`, `read-only-file-system`) when the system refuses
 *   to create a folder (EACCES, EPERM, EROFS; newcomer session 33 N6); the fs error otherwise.
 * Spec: docs/contracts.md (@ma/core, Artifacts: missing folders are created); docs/tools.md (Write modes: create the file if missing).
 */
export async function ensureParentFolder(abs: string): Promise<void> {
  await mkdir(dirname(abs), { recursive: true }).catch((error: unknown) => {
    throw notWritable(abs, error);
  });
}
