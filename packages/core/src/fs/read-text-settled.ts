import type { BigIntStats } from 'node:fs';
import { stat } from './blocking-fs.js';
import { settled } from './changed-recently.js';
import { type ReadTextOptions, readText } from './read-text-or-null.js';

/** Texts longer than this (characters) are not kept. */
const MAX_TEXT_CHARS = 1_000_000;
/** At most this many files, and this many characters in all, are kept (least recently used go first). */
const MAX_ENTRIES = 32;
const MAX_TOTAL_CHARS = 8_000_000;

/** What identifies one version of a file in a stat (`{ bigint: true }`): device, inode, size, times in ns. */
export interface FileVersion {
  dev: bigint;
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
  ctimeNs: bigint;
}

interface Entry extends FileVersion {
  text: string;
}

const entries = new Map<string, Entry>();
let totalChars = 0;

/**
 * True when the stat `s` (`{ bigint: true }`) is of the same version of the file as `e`: a kept
 * answer about the file may be used (an edit in place moves the change time, a rename over it the inode).
 */
export function sameFileVersion(e: FileVersion, s: BigIntStats): boolean {
  return (
    e.dev === s.dev &&
    e.ino === s.ino &&
    e.size === s.size &&
    e.mtimeNs === s.mtimeNs &&
    e.ctimeNs === s.ctimeNs
  );
}

function forget(abs: string): void {
  const old = entries.get(abs);
  if (old === undefined) return;
  entries.delete(abs);
  totalChars -= old.text.length;
}

/**
 * The text of the file at `abs` as {@link readText} gives it, read again only when the file may
 * have changed since it was last read here (issue 13, agent-loop overhead: a tool that shows a
 * note on every call read it whole on every call — four round trips to the thread pool).
 *
 * `stats` is the file's stat (`{ bigint: true }`) taken after `askedAtMs` (`Date.now()`) and
 * before this call — for a checked path, the one `resolveSafePath` took. The kept text is used
 * only when the file's device, inode, size, modification time and change time (in ns) all equal
 * those of the stat taken before it was read: an edit in place changes the change time (setting
 * the modification time back with `utimes` does too), a replacement by rename changes the inode.
 * A text is kept only when the file had not changed for a while at that stat (see
 * {@link settled}): two writes within one timestamp step of the file system, the second one
 * after the read, cannot leave the same times behind. Without `stats` the file is simply read.
 * The cache lives in this process's memory only, is bounded (32 files, 8 M characters, none over
 * 1 M) and is never needed for a correct answer. A file read while another program saves it in
 * place is waited for as {@link readText} does (`options.wait`: how; never kept then, as its stat was
 * taken just as it changed).
 *
 * @throws NotTextError when the file is not UTF-8 text; ConcurrentEditError as {@link readText}; the fs
 *   error (ENOENT…) otherwise.
 * Spec: issue 13 (Rules for caches: keyed so that an edit in another program invalidates it,
 * never needed for a correct answer); docs/agent-loop-speed.md.
 */
export async function readTextSettled(
  abs: string,
  stats: BigIntStats | undefined,
  askedAtMs: number,
  options: ReadTextOptions = {},
): Promise<string> {
  if (stats === undefined) return readText(abs, options);
  const kept = entries.get(abs);
  if (kept !== undefined && sameFileVersion(kept, stats)) {
    entries.delete(abs);
    entries.set(abs, kept);
    return kept.text;
  }
  forget(abs);
  const text = await readText(abs, options);
  if (text.length <= MAX_TEXT_CHARS && settled(stats, askedAtMs)) {
    forget(abs);
    entries.set(abs, {
      dev: stats.dev,
      ino: stats.ino,
      size: stats.size,
      mtimeNs: stats.mtimeNs,
      ctimeNs: stats.ctimeNs,
      text,
    });
    totalChars += text.length;
    for (const [key, entry] of entries) {
      if (entries.size <= MAX_ENTRIES && totalChars <= MAX_TOTAL_CHARS) break;
      entries.delete(key);
      totalChars -= entry.text.length;
    }
  }
  return text;
}

/**
 * True when the file at `abs` is provably still the version `seen` (its stat, `{ bigint: true }`,
 * taken after `askedAtMs` and before the caller read the file): device, inode, size and both times
 * in ns are unchanged and `seen` was {@link settled} (no second write can have left the same
 * times within one timestamp step). False when it may differ (then compare the text) or is gone.
 * For a check after a wait (an approval) that the bytes a preview was computed from are still the
 * file's, without reading it again (issue 13: `override_speaker`'s preview read the transcript whole
 * once more after the user decided).
 * Spec: issue 13 (Rules for caches: keyed so that an edit in another program invalidates it).
 */
export async function unchangedSince(abs: string, seen: BigIntStats, askedAtMs: number): Promise<boolean> {
  if (!settled(seen, askedAtMs)) return false;
  const now = await stat(abs, { bigint: true }).catch(() => null);
  return now !== null && sameFileVersion(seen, now);
}
