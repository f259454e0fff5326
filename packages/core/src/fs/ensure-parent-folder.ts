import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Creates the parent folder of `abs` (recursively) so a first note (summary, context, a new project file) can be
 * written into a folder that does not exist yet. `abs` was checked by `resolveSafePath`, whose
 * deepest-existing-ancestor check (B15) already proved the new folders stay inside the vault.
 * Spec: docs/contracts.md (@ma/core, Artifacts: missing folders are created); docs/tools.md (Write modes: create the file if missing).
 */
export async function ensureParentFolder(abs: string): Promise<void> {
  await mkdir(dirname(abs), { recursive: true });
}
