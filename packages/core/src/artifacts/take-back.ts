import { rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { readTextOrNull } from '../fs/read-text-or-null.js';

/**
 * The outermost folder on the way to the file at `abs` (absolute) that does not exist yet, or null when
 * its folder exists: what creating the file's folder (`ensureParentFolder`) will make, and so what a
 * take-back ({@link takeBackNote}) removes again. `root` (absolute, the vault) is never climbed past.
 * Spec: docs/atomic-writes.md (a refused call changes no file); review session 34 V4.
 */
export async function missingFolderOf(root: string, abs: string): Promise<string | null> {
  let missing: string | null = null;
  for (let dir = path.dirname(abs); dir.startsWith(root) && dir !== root; dir = path.dirname(dir)) {
    if (
      await stat(dir).then(
        () => true,
        () => false,
      )
    )
      break;
    missing = dir;
  }
  return missing;
}

/**
 * Takes back a note this call wrote at `abs` (absolute) as `text` when a later step of the same call was
 * refused (a read-only meeting note would not take its link: newcomer session 33 N2, review session 34
 * V2), so that the refusal's "nothing was written" is true: `restore` (the previous note put back over
 * ours) when given, else the note is removed, with the folders `madeFrom` (from {@link missingFolderOf},
 * null: none) made for it when they are empty. A note someone saved over ours meanwhile stays, and so
 * does one that cannot be read (the caller's own error is the one to report). Never throws.
 * Spec: docs/atomic-writes.md (a refused call changes no file); seed 003.
 */
export async function takeBackNote(
  abs: string,
  text: string,
  madeFrom: string | null,
  restore?: () => Promise<void>,
): Promise<void> {
  if ((await readTextOrNull(abs).catch(() => null)) !== text) return;
  if (restore) return restore();
  await rm(abs, { force: true }).catch(() => undefined);
  if (madeFrom === null) return;
  // Innermost first; a folder that holds anything else (another call's note) stops the climb.
  for (let dir = path.dirname(abs); dir.length >= madeFrom.length; dir = path.dirname(dir)) {
    if (
      !(await rmdir(dir).then(
        () => true,
        () => false,
      ))
    )
      return;
    if (dir === madeFrom) return;
  }
}
