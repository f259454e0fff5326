import { readFile } from 'node:fs/promises';

/**
 * Reads a whole file as UTF-8, or `null` when it does not exist (ENOENT/ENOTDIR).
 * Only for paths already checked by core's `resolveSafePath`.
 * @throws any other I/O error.
 */
export async function readTextOrNull(abs: string): Promise<string | null> {
  try {
    return await readFile(abs, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}
