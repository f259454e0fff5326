import { NotTextError } from '../errors/not-text-error.js';
import { checkTextChunk, Utf8ChunkCheck } from './decode-text.js';
import { LoneCrCheck, lfCount } from './lone-cr.js';
import { readChunks } from './read-chunks.js';

/**
 * Streams the file at `abs` (64 KiB chunks) and returns why the read tools refuse it — the
 * {@link NotTextError} `decodeText` would throw (a UTF-16 byte-order mark, NUL bytes, bytes that
 * are not UTF-8, a lone CR line break) — or null when it is UTF-8 text. Reading stops at the first
 * problem. For callers that learn of lines from elsewhere (ripgrep's matches, which ripgrep
 * decodes leniently: Latin-1 bytes as U+FFFD, a UTF-16 file transcoded) and must neither number
 * the lines of such a file nor show them.
 * @param abs an absolute path already checked by `vault.resolve` / `resolveSafePath`.
 * @throws the fs error when the file cannot be read.
 * Spec: review9 V11; docs/tools.md (UTF-8 text files only); reviewA R1 (session 22).
 */
export async function findNotTextInFile(abs: string): Promise<NotTextError | null> {
  const check = new LoneCrCheck(abs);
  const utf8 = new Utf8ChunkCheck(abs);
  let base = 0;
  try {
    for await (const chunk of readChunks(abs)) {
      checkTextChunk(chunk, abs, base === 0, base);
      const lfs = lfCount(chunk, chunk.length); // one count for both checks
      utf8.chunk(chunk, base, lfs);
      check.chunk(chunk, base, lfs);
      base += chunk.length;
    }
    utf8.end();
    check.end();
    return null;
  } catch (error) {
    if (NotTextError.isInstance(error)) return error;
    throw error;
  }
}
