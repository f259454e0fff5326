import { readFile } from './blocking-fs.js';
import { decodeText } from './decode-text.js';

/**
 * Reads a file as UTF-8 text, or `null` when it does not exist (ENOENT/ENOTDIR). The core's one
 * whole-file text read: notes, project files, the context note, the glossary. A file that is not
 * UTF-8 text (NUL bytes, a UTF-16 BOM, invalid UTF-8) is refused, never decoded with U+FFFD, so no
 * edit can write mojibake back ({@link decodeText}); a UTF-8 BOM is kept in the text.
 * The caller has already checked `abs` with `resolveSafePath`.
 * @throws NotTextError when the file is not UTF-8 text.
 * @throws any other I/O error.
 * Spec: docs/contracts.md (@ma/core, Files); docs/tools.md, Rules shared by all tools (Write modes: create the file if missing); newcomer report defect 2.
 */
export async function readTextOrNull(abs: string): Promise<string | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(abs);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
  return decodeText(bytes, abs);
}

/**
 * Reads an existing file as UTF-8 text (as {@link readTextOrNull}, but a missing file is an error).
 * @throws NotTextError when the file is not UTF-8 text; the fs error (ENOENT…) otherwise.
 * Spec: docs/contracts.md (@ma/core, Files); newcomer report defect 2.
 */
export async function readText(abs: string): Promise<string> {
  return decodeText(await readFile(abs), abs);
}
