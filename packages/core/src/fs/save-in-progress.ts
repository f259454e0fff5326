import { statSync } from 'node:fs';
import { ConcurrentEditError } from '../errors/concurrent-edit-error.js';
import { changedRecently } from './changed-recently.js';

/**
 * A wait of `ms` milliseconds; {@link waitWhileSaving}'s default, replaced by tests (which then
 * finish the other program's save inside it instead of sleeping).
 * Spec: docs/atomic-writes.md (Saves in progress).
 */
export type SaveWait = (ms: number) => Promise<void>;

const timerWait: SaveWait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits (ms) between looks at a file that is empty and was changed just now: 5 ms doubling, about
 * 5 s in all — past the 100 ms (3 s on a file system with coarse times) after which an unchanged
 * empty file counts as really empty.
 */
const WAIT_STEPS_MS = Object.freeze([5, 10, 20, 40, 80, 160, 320, 640, 1280, 2560]);

/**
 * Whether the file at `abs` (absolute) is, by its stat, in the middle of another program's save:
 * 0 bytes and changed within the last moments (modification or change time within 100 ms, 3 s on a
 * file system with coarse times). An editor that saves in place (Obsidian's `fs.writeFile`: truncate,
 * then write) leaves the file empty between those two steps; a text read then is no text anyone
 * wrote. A missing file or one with bytes is not.
 * Spec: docs/atomic-writes.md (Saves in progress); newcomer session 33 N3.
 */
export function emptiedJustNow(abs: string, nowMs = Date.now()): boolean {
  const stats = statSync(abs, { bigint: true, throwIfNoEntry: false });
  return stats?.isFile() === true && stats.size === 0n && changedRecently(stats, nowMs);
}

/**
 * Waits while the file at `abs` is {@link emptiedJustNow} (a save in progress), looking again after
 * 5, 10, 20 … ms, so that a read-modify-write never takes the empty moment of someone else's save for
 * the file's text (it would write the product's change over an empty text and the save's bytes would
 * go to the replaced file: a meeting note losing its whole frontmatter and body, N3). Returns at once
 * when the file has bytes, is missing, or has been empty and unchanged past the margin (a really
 * empty file).
 * @param abs - absolute path, already checked with `resolveSafePath`
 * @param wait - how to wait (default a timer; tests pass one that finishes the other save)
 * @throws ConcurrentEditError when the file is still empty and changing after about 5 s of waiting
 *   (`… changed on disk while it was being edited (N tries); nothing was written`).
 * Spec: docs/atomic-writes.md (Saves in progress); seed 004 (a note is replaced only by a complete
 *   new text); newcomer session 33 N3.
 */
export async function waitWhileSaving(abs: string, wait: SaveWait = timerWait): Promise<void> {
  for (let i = 0; emptiedJustNow(abs); i++) {
    const ms = WAIT_STEPS_MS[i];
    if (ms === undefined) throw new ConcurrentEditError(abs, i);
    await wait(ms);
  }
}

/**
 * The one rule of every core read that found no bytes in a file (newcomer session 33 N3, review
 * session 34 #2): whether to read the file at `abs` again. True when the file now holds more than
 * `from` bytes (the other program's write landed between the read and this look) or when it is
 * {@link emptiedJustNow} — then only after {@link waitWhileSaving} waited for the save to end. False
 * when it is missing, no regular file, or empty and unchanged past the margin (a really empty
 * file: the empty read stands). A reader calls it once, after a read that gave no bytes, and reads
 * once more when it says so: the empty moment of Obsidian's in-place save (truncate, then write) is
 * never shown as an empty file ("lines 0–0 of 0").
 * @param abs - absolute path, already checked with `resolveSafePath`
 * @param from - the byte offset the read started at (0: the whole file)
 * @param wait - how to wait for the save (default a timer; tests finish the save inside it)
 * @throws ConcurrentEditError when the file is still empty and changing after about 5 s of waiting.
 * Spec: docs/atomic-writes.md (Saves in progress); seed 003 (ranged reads show the transcript's
 *   lines); newcomer session 33 N3.
 */
export async function readAgainAfterEmptyRead(abs: string, from = 0, wait?: SaveWait): Promise<boolean> {
  const stats = statSync(abs, { bigint: true, throwIfNoEntry: false });
  if (stats?.isFile() !== true) return false;
  if (stats.size > BigInt(from)) return true;
  if (stats.size !== 0n || !changedRecently(stats, Date.now())) return false;
  await waitWhileSaving(abs, wait);
  return true;
}
