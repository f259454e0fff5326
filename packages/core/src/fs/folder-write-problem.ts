import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

/**
 * Why this user may not create files in the folder `abs` (absolute), by the system's own answer
 * (`access(W_OK)`, which also reports a read-only mount): `read-only-file-system` (EROFS: the vault
 * is on a read-only mount, a write-protected disk, a read-only snapshot), `folder-not-writable`
 * (EACCES, EPERM: `chmod -R a-w`, another owner), or null when it may (or the answer is another
 * error: not ours to judge). A folder that does not exist yet is judged by the nearest folder
 * above it that does (where it would be made).
 * Spec: docs/atomic-writes.md (Folders this user may not write); newcomer s35 F6.
 */
export async function folderWriteProblem(
  abs: string,
): Promise<'read-only-file-system' | 'folder-not-writable' | null> {
  for (let at = abs; ; at = path.dirname(at)) {
    try {
      await access(at, constants.W_OK);
      return null;
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'EROFS') return 'read-only-file-system';
      if (code === 'EACCES' || code === 'EPERM') return 'folder-not-writable';
      if (code !== 'ENOENT' || path.dirname(at) === at) return null;
    }
  }
}
