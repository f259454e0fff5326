import { readFile } from './blocking-fs.js';
import { decodeText } from './decode-text.js';
import { readAgainAfterEmptyRead, type SaveWait } from './save-in-progress.js';

/**
 * Options of the whole-file text reads ({@link readText}, {@link readTextOrNull}).
 * Spec: docs/atomic-writes.md (Saves in progress).
 */
export interface ReadTextOptions {
  /** How to wait for another program's in-place save (default a timer; a test seam). */
  wait?: SaveWait | undefined;
}

/**
 * Reads a file as UTF-8 text, or `null` when it does not exist (ENOENT/ENOTDIR). The core's one
 * whole-file text read: notes, project files, the context note, the glossary. A file that is not
 * UTF-8 text (NUL bytes, a UTF-16 BOM, invalid UTF-8) is refused, never decoded with U+FFFD, so no
 * edit can write mojibake back ({@link decodeText}); a UTF-8 BOM is kept in the text.
 * A file found empty while another program saves it in place (truncate, then write: Obsidian) is
 * waited for and read again (core `readAgainAfterEmptyRead`), never taken for an empty text.
 * The caller has already checked `abs` with `resolveSafePath`.
 * @throws NotTextError when the file is not UTF-8 text.
 * @throws ConcurrentEditError when the file stays empty and keeps changing for about 5 s.
 * @throws any other I/O error.
 * Spec: docs/contracts.md (@ma/core, Files); docs/tools.md, Rules shared by all tools (Write modes: create the file if missing); newcomer report defect 2.
 */
export async function readTextOrNull(abs: string, options: ReadTextOptions = {}): Promise<string | null> {
  try {
    return decodeText(await readBytes(abs, options.wait), abs);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/**
 * Reads an existing file as UTF-8 text (as {@link readTextOrNull}, but a missing file is an error;
 * an in-place save caught empty is waited for the same way).
 * @throws NotTextError when the file is not UTF-8 text; ConcurrentEditError when it stays empty and
 *   keeps changing for about 5 s; the fs error (ENOENT…) otherwise.
 * Spec: docs/contracts.md (@ma/core, Files); newcomer report defect 2.
 */
export async function readText(abs: string, options: ReadTextOptions = {}): Promise<string> {
  return decodeText(await readBytes(abs, options.wait), abs);
}

/** The file's bytes; read once more when the read found none while a save was under way. */
async function readBytes(abs: string, wait: SaveWait | undefined): Promise<Buffer> {
  const bytes = await readFile(abs);
  if (bytes.length > 0 || !(await readAgainAfterEmptyRead(abs, 0, wait))) return bytes;
  return readFile(abs);
}
