import type { BigIntStats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { ConcurrentEditError } from '../errors/concurrent-edit-error.js';
import { decodeText } from './decode-text.js';
import { unchangedSince } from './read-text-settled.js';
import { emptiedJustNow, type SaveWait, waitWhileSaving } from './save-in-progress.js';
import { type WriteFileAtomicOptions, writeFileAtomic } from './write-file-atomic.js';

/**
 * Options of {@link editFileAtomic}.
 * Spec: docs/atomic-writes.md (Concurrent saves); newcomer report defect 3.
 */
export interface EditFileAtomicOptions extends WriteFileAtomicOptions {
  /** How many times the edit is redone on a newer text before giving up; default 8. */
  tries?: number;
  /**
   * How to wait while the file is empty in the middle of another program's save (default a timer;
   * see `waitWhileSaving`). Test seam: a test finishes that save inside it instead of sleeping.
   */
  wait?: SaveWait;
  /**
   * The file's text as the caller read it whole just before (a preview, issue #13), with the `stat`
   * taken after `askedAtMs` and before that read: used instead of a first read when the file is
   * provably still that version (`unchangedSince`: settled, same device, inode, size and times).
   * Never needed for a correct answer: the bytes are compared again before the rename, as always,
   * and a text that is not the file's is edited again on the file's.
   */
  known?: { text: string; stats: BigIntStats; askedAtMs: number };
}

/**
 * What {@link editFileAtomic} did: the text the final edit was computed from (null: no file) and
 * the text written (`after === before` or null: nothing was written).
 * Spec: docs/atomic-writes.md (Concurrent saves); newcomer report defect 3.
 */
export interface FileEdit {
  before: string | null;
  after: string | null;
}

async function readBytesOrNull(abs: string): Promise<Buffer | null> {
  try {
    return await readFile(abs);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/**
 * The one read-modify-write of a user's file (meeting note, context note, project file,
 * dictation list): reads the file as UTF-8 text ({@link decodeText}: a file that is not text is
 * refused), computes the new text with `edit`, and replaces the file atomically
 * ({@link writeFileAtomic}) only if it still holds the bytes the edit was computed from — compared
 * again right before the rename. When another program (an editor saving by temp file + rename, or
 * in place) changed it in between, the edit is redone on the new text, up to `tries` times, so a
 * concurrent user save is never overwritten. A file read as empty while it was changed just now
 * (an editor saving in place, caught between its truncate and its write) is waited for and read
 * again, never edited as empty (`waitWhileSaving`; newcomer session 33 N3).
 * @param abs absolute path, already checked with `resolveSafePath`; its folder must exist.
 * @param edit gets the current text (null: no file) and returns (or resolves to) the new text, or
 *   null to write nothing; it may run several times and must not have side effects; it may throw (a refusal,
 *   FrontmatterError…), which is passed on with nothing written.
 * @throws ConcurrentEditError when the file changed before every one of the `tries` renames.
 * @throws NotTextError when the file is not UTF-8 text; whatever `edit` throws; the errors of
 *   {@link writeFileAtomic}.
 * Spec: docs/atomic-writes.md (Concurrent saves); seed 004 (write to a temp file and replace the
 *   note only after the write completes); newcomer report defect 3.
 */
export async function editFileAtomic(
  abs: string,
  edit: (text: string | null) => string | null | Promise<string | null>,
  options: EditFileAtomicOptions = {},
): Promise<FileEdit> {
  const { known, ...writeOptions } = options;
  const tries = Math.max(1, options.tries ?? 8);
  for (let attempt = 1; ; attempt++) {
    const reuse =
      attempt === 1 && known !== undefined && (await unchangedSince(abs, known.stats, known.askedAtMs));
    // The known text is the file's bytes decoded (`decodeText` keeps a BOM): encoded, they are the bytes.
    const bytes = reuse ? Buffer.from(known.text, 'utf8') : await readBytesOrNull(abs);
    // N3 (newcomer session 33): an empty read of a file changed just now is an editor's save
    // caught between its truncate and its write, not the file's text: wait for the save, read again.
    if (bytes?.length === 0 && emptiedJustNow(abs)) {
      await waitWhileSaving(abs, options.wait);
      if (attempt >= tries) throw new ConcurrentEditError(abs, attempt);
      continue;
    }
    const before = reuse ? known.text : bytes === null ? null : decodeText(bytes, abs);
    const after = await edit(before);
    if (after === null || after === before) return { before, after: before };
    try {
      await writeFileAtomic(abs, after, { ...writeOptions, expected: bytes });
      return { before, after };
    } catch (error) {
      if (!ConcurrentEditError.isInstance(error)) throw error;
      if (attempt >= tries) throw new ConcurrentEditError(abs, attempt);
    }
  }
}
