import type { BigIntStats } from 'node:fs';
import { readText } from './read-text-or-null.js';

/**
 * How long before the moment a file's stat was asked for its last change must lie for its text
 * to be kept, in ns: a later edit then carries a later change time whatever the file system's
 * timestamp step (Linux takes file times from a clock that advances per tick, at most 10 ms;
 * Windows about 16 ms). 100 ms when both times have a sub-millisecond part (such a file system
 * stores fine times); 3 s otherwise (FAT stores modification times in 2 s steps; HFS+ and ext3
 * in 1 s).
 */
const FINE_MARGIN_NS = 100_000_000n;
const COARSE_MARGIN_NS = 3_000_000_000n;

/** Texts longer than this (characters) are not kept. */
const MAX_TEXT_CHARS = 1_000_000;
/** At most this many files, and this many characters in all, are kept (least recently used go first). */
const MAX_ENTRIES = 32;
const MAX_TOTAL_CHARS = 8_000_000;

interface Entry {
  dev: bigint;
  ino: bigint;
  size: bigint;
  mtimeNs: bigint;
  ctimeNs: bigint;
  text: string;
}

const entries = new Map<string, Entry>();
let totalChars = 0;

function sameFile(e: Entry, s: BigIntStats): boolean {
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
 * True when the file's modification and change times both lie more than the margin before
 * `askedAtMs`: any write after that moment gives it a later change time (ctime, which no
 * program can set back, unlike the modification time), so its stat can no longer match.
 */
function settled(s: BigIntStats, askedAtMs: number): boolean {
  const fine = s.mtimeNs % 1_000_000n !== 0n && s.ctimeNs % 1_000_000n !== 0n;
  const before = BigInt(Math.floor(askedAtMs)) * 1_000_000n - (fine ? FINE_MARGIN_NS : COARSE_MARGIN_NS);
  return s.mtimeNs < before && s.ctimeNs < before;
}

/**
 * True when the file whose stat is `s` (`{ bigint: true }`) was modified or changed within the
 * margin before `nowMs` (100 ms on a file system with sub-millisecond times, 3 s otherwise): a
 * write may still be under way or follow within one timestamp step. The opposite of the rule that
 * lets a kept text be used.
 * Spec: issue 13 (Rules for caches); docs/atomic-writes.md (Saves in progress); newcomer session 33 N3.
 */
export function changedRecently(s: BigIntStats, nowMs: number): boolean {
  return !settled(s, nowMs);
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
 * 1 M) and is never needed for a correct answer.
 *
 * @throws NotTextError when the file is not UTF-8 text; the fs error (ENOENT…) otherwise.
 * Spec: issue 13 (Rules for caches: keyed so that an edit in another program invalidates it,
 * never needed for a correct answer); docs/agent-loop-speed.md.
 */
export async function readTextSettled(
  abs: string,
  stats: BigIntStats | undefined,
  askedAtMs: number,
): Promise<string> {
  if (stats === undefined) return readText(abs);
  const kept = entries.get(abs);
  if (kept !== undefined && sameFile(kept, stats)) {
    entries.delete(abs);
    entries.set(abs, kept);
    return kept.text;
  }
  forget(abs);
  const text = await readText(abs);
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
