import { NotTextError } from '../errors/not-text-error.js';
import { checkTextChunk, Utf8ChunkCheck } from './decode-text.js';
import { LoneCrCheck, lfCount } from './lone-cr.js';
import { readChunks, readChunksBlocking } from './read-chunks.js';

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
  const check = notTextCheck(abs);
  try {
    for await (const chunk of readChunks(abs)) check.chunk(chunk);
    check.end();
    return null;
  } catch (error) {
    return notTextOrThrow(error);
  }
}

/**
 * {@link findNotTextInFile} with blocking reads (core `readChunksBlocking`), for a caller that cannot
 * await: a one-shot search deciding, in its blocking ripgrep run, whether a file's matches count (L480).
 * The same verdict and errors; no wait for a save in progress.
 * @param abs an absolute path already checked by `vault.resolve` / `resolveSafePath`.
 * @throws the fs error when the file cannot be read.
 * Spec: review9 V11; reviewA R1 (session 22); issue #13, goal (f).
 */
export function findNotTextInFileSync(abs: string): NotTextError | null {
  const check = notTextCheck(abs);
  try {
    for (const chunk of readChunksBlocking(abs)) check.chunk(chunk);
    check.end();
    return null;
  } catch (error) {
    return notTextOrThrow(error);
  }
}

/** The read tools' checks over a file's chunks in order: each throws the {@link NotTextError} it finds. */
function notTextCheck(abs: string): { chunk(chunk: Buffer): void; end(): void } {
  const check = new LoneCrCheck(abs);
  const utf8 = new Utf8ChunkCheck(abs);
  let base = 0;
  return {
    chunk(chunk) {
      checkTextChunk(chunk, abs, base === 0, base);
      const lfs = lfCount(chunk, chunk.length); // one count for both checks
      utf8.chunk(chunk, base, lfs);
      check.chunk(chunk, base, lfs);
      base += chunk.length;
    },
    end() {
      utf8.end();
      check.end();
    },
  };
}

/** The {@link NotTextError} a check threw; any other error is thrown again. */
function notTextOrThrow(error: unknown): NotTextError {
  if (NotTextError.isInstance(error)) return error;
  throw error;
}
