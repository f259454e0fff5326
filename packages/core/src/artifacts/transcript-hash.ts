import { createHash } from 'node:crypto';
import path from 'node:path';
import { NotTextError } from '../errors/index.js';
import { readFile, stat } from '../fs/blocking-fs.js';
import { readAgainAfterEmptyRead, type SaveWait } from '../fs/save-in-progress.js';
import { LINE_INDEX_MIN_BYTES } from '../lines/read-lines.js';
import { readTextDigest } from '../lines/text-digest.js';
import { STATE_FOLDER } from '../lock/state-folder.js';
import { frontmatterProperty } from '../notes/frontmatter-property.js';
import { parseNote } from '../notes/index.js';
import type { Meeting, Vault } from '../vault/index.js';

/**
 * The summary frontmatter key recording which transcript bytes the summary was written from
 * (`sha256:<64 hex>`), so that a watcher can tell a changed transcript from a touched one without
 * trusting modification times (identical or older times with new content count as changed).
 * Spec: apps/daemon/README.md (rule 3); docs/vault-format.md, Summary note; issue R14.
 */
export const TRANSCRIPT_HASH_KEY = 'transcript_hash';

/**
 * `sha256:<64 hex>` of a file's bytes as they are on disk (no normalisation: any byte changed is
 * a change). A file found empty while another program saves it in place is waited for and read
 * again (core `readAgainAfterEmptyRead`): the hash is never that of the save's empty moment.
 * @param options - `wait`: how to wait for such a save (default a timer; a test seam)
 * @throws I/O errors (ENOENT included); ConcurrentEditError when the file stays empty and keeps
 *   changing for about 5 s.
 * Spec: issue R14; docs/atomic-writes.md (Saves in progress).
 */
export async function fileContentHash(
  abs: string,
  options: { wait?: SaveWait | undefined } = {},
): Promise<string> {
  let bytes = await readFile(abs);
  if (bytes.length === 0 && (await readAgainAfterEmptyRead(abs, 0, options.wait)))
    bytes = await readFile(abs);
  return `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
}

/**
 * {@link fileContentHash} of a file (`sha256:<64 hex>` of its bytes), taken for a text file of
 * {@link LINE_INDEX_MIN_BYTES} or more from the vault's index database (`text_digests`, keyed by
 * path + size + modification time in ns + inode; docs/indexes.md) when that file version was hashed
 * before, in this process or another: the digest there is the SHA-256 of the file's bytes, read in
 * chunks, so it is the same hash. A smaller file, a file that is not UTF-8 text and a database that
 * cannot be used are hashed from the bytes as before; the index is never needed for the answer.
 * @param abs an absolute path already checked by `vault.resolve`.
 * @param indexFolder the vault's state folder (`<vault>/.meeting-assistant`, absolute).
 * @throws I/O errors (ENOENT included).
 * Spec: issue R14 (transcript_hash); issue #13 (whole processes: a long-lived MCP server or a
 * second one does not hash an unchanged 2M-line transcript again), Q1.
 */
export async function indexedFileContentHash(abs: string, indexFolder: string): Promise<string> {
  if ((await stat(abs)).size >= LINE_INDEX_MIN_BYTES) {
    try {
      const digest = await readTextDigest(abs, { indexFolder });
      if (digest !== null) return `sha256:${digest.hash}`;
    } catch (error) {
      if (!NotTextError.isInstance(error)) throw error;
    }
  }
  return fileContentHash(abs);
}

/**
 * The content hash ({@link fileContentHash}) of a meeting's transcript, or null when the meeting
 * links none or it cannot be read (missing, unsafe, a folder). An unchanged big transcript's hash
 * comes from the vault's index ({@link indexedFileContentHash}, Q1).
 * Spec: apps/daemon/README.md (rule 3); issue R14; issue #13 (Q1).
 */
export async function transcriptContentHash(vault: Vault, meeting: Meeting): Promise<string | null> {
  const rel = meeting.links.transcript;
  if (!rel) return null;
  try {
    const { abs } = await vault.resolve(rel, { argument: 'transcript', mustExist: true, kind: 'file' });
    return await indexedFileContentHash(abs, path.join(vault.root, STATE_FOLDER));
  } catch {
    return null;
  }
}

/**
 * The `transcript_hash` a summary note's frontmatter records, or null (none recorded: a summary
 * written before the key existed, or not by the product; frontmatter that does not parse).
 * Spec: apps/daemon/README.md (rule 3); issue R14.
 */
export function recordedTranscriptHash(summaryText: string): string | null {
  try {
    // V237: the product's key in any case (`Transcript_Hash:`), as Obsidian reads it.
    const value = frontmatterProperty(parseNote(summaryText).frontmatter?.data ?? {}, TRANSCRIPT_HASH_KEY);
    return typeof value === 'string' && /^sha256:[0-9a-f]{64}$/.test(value.trim()) ? value.trim() : null;
  } catch {
    return null;
  }
}
