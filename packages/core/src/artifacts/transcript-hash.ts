import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
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
 * a change).
 * @throws I/O errors (ENOENT included).
 * Spec: issue R14.
 */
export async function fileContentHash(abs: string): Promise<string> {
  return `sha256:${createHash('sha256')
    .update(await readFile(abs))
    .digest('hex')}`;
}

/**
 * The content hash ({@link fileContentHash}) of a meeting's transcript, or null when the meeting
 * links none or it cannot be read (missing, unsafe, a folder).
 * Spec: apps/daemon/README.md (rule 3); issue R14.
 */
export async function transcriptContentHash(vault: Vault, meeting: Meeting): Promise<string | null> {
  const rel = meeting.links.transcript;
  if (!rel) return null;
  try {
    const { abs } = await vault.resolve(rel, { argument: 'transcript', mustExist: true, kind: 'file' });
    return await fileContentHash(abs);
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
    const value = parseNote(summaryText).frontmatter?.data[TRANSCRIPT_HASH_KEY];
    return typeof value === 'string' && /^sha256:[0-9a-f]{64}$/.test(value.trim()) ? value.trim() : null;
  } catch {
    return null;
  }
}
