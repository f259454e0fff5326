import { readFile } from 'node:fs/promises';

/**
 * Reads a file as UTF-8 text, or `null` when it does not exist (ENOENT/ENOTDIR).
 * The caller has already checked `abs` with `resolveSafePath`.
 * @throws any other I/O error.
 * Spec: docs/contracts.md (@ma/core, Files); docs/tools.md, Rules shared by all tools (Write modes: create the file if missing).
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
