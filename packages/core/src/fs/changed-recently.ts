import type { BigIntStats } from 'node:fs';

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

/**
 * True when the file's modification and change times both lie more than the margin before
 * `askedAtMs`: any write after that moment gives it a later change time (ctime, which no
 * program can set back, unlike the modification time), so its stat can no longer match.
 * The one settle rule of every cache keyed by a file's stat (core's indexes, the daemon's records
 * and hashes, L296): `s` is a stat taken with `{ bigint: true }` (or its two times, ns) after
 * `askedAtMs` (`Date.now()`, ms) and before the file was read.
 * Spec: issue 13 (Rules for caches); docs/atomic-writes.md (Saves in progress).
 */
export function settled(s: Pick<BigIntStats, 'mtimeNs' | 'ctimeNs'>, askedAtMs: number): boolean {
  const fine = s.mtimeNs % 1_000_000n !== 0n && s.ctimeNs % 1_000_000n !== 0n;
  const before = BigInt(Math.floor(askedAtMs)) * 1_000_000n - (fine ? FINE_MARGIN_NS : COARSE_MARGIN_NS);
  return s.mtimeNs < before && s.ctimeNs < before;
}

/**
 * {@link settled} for a plain (number) stat, as `statVersion` keys a file: its times in ms with a
 * fractional part when the file system stores sub-millisecond times (a whole number of ms is read
 * as a coarse file system, the longer margin: never a wrongly trusted stat).
 * Spec: issue 13 (Rules for caches); review s38 V66 (every cache keyed by size and times).
 */
export function settledMs(s: { mtimeMs: number; ctimeMs: number }, askedAtMs: number): boolean {
  const fine = s.mtimeMs % 1 !== 0 && s.ctimeMs % 1 !== 0;
  const before = Math.floor(askedAtMs) - Number((fine ? FINE_MARGIN_NS : COARSE_MARGIN_NS) / 1_000_000n);
  return s.mtimeMs < before && s.ctimeMs < before;
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
