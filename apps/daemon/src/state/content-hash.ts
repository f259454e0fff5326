/**
 * Content hashes of vault files. Spec: issue 12 (content-based change detection);
 * docs/hostile-cases.md B37, B38.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/**
 * The sha256 (hex) of a file's bytes, or null when it does not exist (or is not a file). The
 * daemon compares these, never modification times alone: a sync client touching a file (B37) or
 * our own write seen again (B38) leaves the hash as it was.
 * @throws I/O errors other than ENOENT/EISDIR/ENOTDIR.
 * Spec: issue 12; docs/hostile-cases.md B37, B38.
 */
export async function contentHash(abs: string): Promise<string | null> {
  try {
    return createHash('sha256')
      .update(await readFile(abs))
      .digest('hex');
  } catch (error) {
    if (isMissingFileError(error)) return null;
    throw error;
  }
}

/**
 * True for the errors that mean "no file there" (ENOENT, EISDIR, ENOTDIR): a hash of such a path
 * is null, not a failure.
 * Spec: issue 12.
 */
export function isMissingFileError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}
