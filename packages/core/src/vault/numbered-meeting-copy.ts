import { sameFileOnDisk } from '../fs/same-file.js';
import { sameName } from '../names/name-key.js';
import type { Meeting } from './meeting.js';
import { readMeeting } from './read-meeting.js';
import { syncConflictCopyOf } from './sync-conflict-copies.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * The original's vault path when `meeting` is a numbered copy of a meeting note beside it
 * (`Standup 2.md`, `Standup (1).md` next to `Standup.md`, names compared as the vault compares them:
 * core `syncConflictCopyOf`) and both notes' transcript links resolve to the same file; else null.
 * "The same file" is what the links resolve to, never how they are written: `[[Transcripts/X]]`,
 * `[[x]]`, a markdown link `[X](Transcripts/X.md)`, and a second name of the file (a symlink, a hard
 * link) all name it — resolved paths compared as names, then the files' device and inode where
 * the file system's inodes can be trusted (core `sameFileStats`: never inode 0, a link count of two or more,
 * the same size and modification time; else "cannot tell", no copy: L377). A second
 * meeting of the day named `Standup 2` has a transcript of its own and is no copy; a numbered note
 * without a transcript of its own (its default file missing) is not judged here (it waits for its
 * transcript, as any meeting). One transcript is one meeting: the daemon leaves such a copy alone and
 * `ma summarize` refuses it ({@link numberedCopyAdvice}), so the two hosts agree (obsidian R201, L359).
 * Reads the original note and stats the two transcript files; never writes.
 * Spec: docs/hostile-cases.md (sync-conflict copies); apps/daemon/README.md (trigger rule 2).
 */
export async function numberedMeetingCopyOf(vault: Vault, meeting: Meeting): Promise<VaultPath | null> {
  const own = meeting.links.transcript;
  if (!own) return null;
  const copy = await syncConflictCopyOf(vault, meeting.path);
  if (copy === null || !copy.numbered || !copy.originalExists) return null;
  const original = await readMeeting(vault, copy.original).catch(() => null);
  const theirs = original?.links.transcript;
  if (!theirs) return null;
  if (sameName(theirs, own)) return copy.original;
  const place = (rel: string) =>
    vault.resolve(rel, { argument: 'link' }).then(
      (r) => r.abs,
      () => null,
    );
  const [a, b] = await Promise.all([place(theirs), place(own)]);
  // L377: a second name (a hard link) by dev+inode only where the file system's inodes can be trusted.
  return a !== null && b !== null && (await sameFileOnDisk(a, b)) ? copy.original : null;
}

/**
 * What to tell a user who runs a numbered copy ({@link numberedMeetingCopyOf}) of `original`, one
 * clause: whether it is a copy (then keep what they want in the original and delete it) or a meeting
 * of its own (then link its own transcript), never summarized as it is. `copy`, `original` and
 * `transcript` are vault paths.
 * Spec: docs/hostile-cases.md (sync-conflict copies: "a numbered `Name 2.md` … is asked about").
 */
export function numberedCopyAdvice(copy: VaultPath, original: VaultPath, transcript: VaultPath): string {
  return `${copy} links the transcript of ${original} (${transcript}): one transcript is one meeting; is ${copy} a copy of that note (a sync tool or a file manager names a copy \`Name 2\`, \`Name (1)\`, OneDrive \`Name-<PC name>\`)? Then keep what you want in ${original} and delete the copy; if it is a meeting of its own, link its own transcript instead`;
}
