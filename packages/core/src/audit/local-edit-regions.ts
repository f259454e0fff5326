/**
 * The usual audited write, a few changed places in a big file, diffed without splitting or hashing
 * the whole texts: equal stretches are skipped by comparing big slices of the two strings, and at
 * each difference the texts are resynchronised on a line that occurs once in a small window of each
 * (a patience anchor, looked for in windows of 32, 64, … lines), with Myers (`diff`'s `diffArrays`)
 * between. The whole-text search (`findEditRegions`) takes over whenever this cannot settle a place
 * within its window or its change budget, so a diff is never omitted here that the whole-text search
 * would show.
 * Spec: issue #13 (audit diffs exact up to 100 MB with ≤ 1,000 changed lines, ≤ 2× `diff -u`);
 * docs/audit-diffs.md.
 */
import { diffArrays } from 'diff';
import type { EditRegion, EditRegions } from './edit-regions.js';

/** Lines of the first window looked at after a difference; doubled until an anchor is found. */
const FIRST_WINDOW = 32;
/** Past this many lines in a window without an anchor, the whole-text search takes over. */
const MAX_WINDOW = 8192;

/**
 * Length of the common prefix of `a` from `pa` and `b` from `pb` (UTF-16 units), comparing big
 * slices with `===` (V8 compares the characters of two slices like `memcmp`; `startsWith` on a
 * two-byte string compared about 20× slower, 2.5 s per 84 MB: issue #13).
 * Spec: issue #13 (audit diffs).
 */
export function commonRun(a: string, pa: number, b: string, pb: number): number {
  const max = Math.min(a.length - pa, b.length - pb);
  let at = 0;
  let step = 1 << 16;
  while (at < max && step > 0) {
    const n = Math.min(step, max - at);
    if (a.slice(pa + at, pa + at + n) === b.slice(pb + at, pb + at + n)) at += n;
    else step = n >> 1;
  }
  return at;
}

/** Line breaks in `text[from, to)`. */
function breaksIn(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/** Up to `count` lines of `text` from offset `from`, each with its `\n` (the last may lack it). */
interface Window {
  lines: string[];
  /** starts[k] = offset of line k; starts[lines.length] = offset after the last line taken. */
  starts: number[];
  /** True when the window reaches the end of the text. */
  whole: boolean;
}

function windowOf(text: string, from: number, count: number): Window {
  const lines: string[] = [];
  const starts = [from];
  let at = from;
  while (lines.length < count && at < text.length) {
    const br = text.indexOf('\n', at);
    const end = br === -1 ? text.length : br + 1;
    lines.push(text.slice(at, end));
    starts.push(end);
    at = end;
  }
  return { lines, starts, whole: at >= text.length };
}

/**
 * The first line of `a` (in order) that occurs exactly once in `a` and once in `b`, with its place
 * in `b`; or null.
 */
function firstAnchor(a: string[], b: string[]): [number, number] | null {
  const inB = new Map<string, number>();
  for (let y = 0; y < b.length; y++) {
    const line = b[y] as string;
    inB.set(line, inB.has(line) ? -1 : y);
  }
  const inA = new Map<string, number>();
  for (const line of a) inA.set(line, (inA.get(line) ?? 0) + 1);
  for (let x = 0; x < a.length; x++) {
    const line = a[x] as string;
    const y = inB.get(line);
    if (y !== undefined && y >= 0 && inA.get(line) === 1) return [x, y];
  }
  return null;
}

/**
 * The changed regions between `oldText` and `newText` (LF breaks; 0-based line indexes, as
 * `findEditRegions` gives them), found locally; `null` when a place could not be settled within
 * `MAX_WINDOW` lines or within `maxChanged` lines removed + added (the caller then runs the
 * whole-text search, which may find a smaller diff). Myers' search time counts against
 * `timeoutMs`; skipping equal text does not (it is linear, like reading the texts).
 * Spec: issue #13 (audit diffs); docs/audit-diffs.md.
 */
export function localEditRegions(
  oldText: string,
  newText: string,
  maxChanged: number,
  timeoutMs: number,
): EditRegions | null {
  const regions: EditRegion[] = [];
  let removed = 0;
  let added = 0;
  let searchMs = 0;
  let pa = 0;
  let pb = 0;
  let line = 0; // old line index of pa
  let newLine = 0; // new line index of pb
  for (;;) {
    // Skip the equal lines: the common run, cut back to a line start.
    const run = commonRun(oldText, pa, newText, pb);
    if (pa + run === oldText.length && pb + run === newText.length) break;
    const cut = run === 0 ? 0 : oldText.lastIndexOf('\n', pa + run - 1) + 1 - pa;
    if (cut > 0) {
      const skipped = breaksIn(oldText, pa, pa + cut);
      line += skipped;
      newLine += skipped;
      pa += cut;
      pb += cut;
    }
    // Lines `line` and `newLine` differ (or one text ended): find the next anchor.
    let x = -1;
    let y = -1;
    let wa: Window | undefined;
    let wb: Window | undefined;
    for (let size = FIRST_WINDOW; ; size *= 2) {
      if (size > MAX_WINDOW) return null;
      wa = windowOf(oldText, pa, size);
      wb = windowOf(newText, pb, size);
      const anchor = firstAnchor(wa.lines, wb.lines);
      if (anchor) {
        [x, y] = anchor;
        break;
      }
      if (wa.whole && wb.whole) {
        x = wa.lines.length;
        y = wb.lines.length;
        break;
      }
    }
    const budget = maxChanged - removed - added;
    if (Math.abs(x - y) > budget) return null; // at least that many lines removed or added
    const started = performance.now();
    const changes = diffStretch(wa.lines.slice(0, x), wb.lines.slice(0, y), {
      maxEditLength: budget,
      timeout: Math.max(1, timeoutMs - searchMs),
    });
    searchMs += performance.now() - started;
    if (!changes) {
      if (searchMs >= timeoutMs) return { stopped: 'deadline', removed, added };
      return null;
    }
    const counts = addChanges(regions, changes, line, newLine);
    removed += counts.removed;
    added += counts.added;
    if (removed + added > maxChanged) return null;
    pa = wa.starts[x] as number;
    pb = wb.starts[y] as number;
    line += x;
    newLine += y;
  }
  return { stopped: false, regions, removed, added };
}

/**
 * `diffArrays(a, b, options)` (the `diff` package's Myers), except when no line of `a` occurs in
 * `b`: then the shortest diff is known without a search (all of `a` removed, all of `b` added),
 * which a rewrite of every line needs and Myers takes longest on (800 rewritten lines: over a
 * second on a busy machine, so the deadline omitted the diff; M12).
 * Spec: issue #13, audit diffs; review3 M12.
 */
export function diffStretch(
  a: string[],
  b: string[],
  options: { maxEditLength: number; timeout: number },
): ReturnType<typeof diffArrays<string>> | undefined {
  const inA = new Set(a);
  if (!b.some((line) => inA.has(line))) {
    if (a.length + b.length > options.maxEditLength) return undefined;
    const changes: { count: number; value: string[]; added: boolean; removed: boolean }[] = [];
    if (a.length > 0) changes.push({ count: a.length, value: a, added: false, removed: true });
    if (b.length > 0) changes.push({ count: b.length, value: b, added: true, removed: false });
    return changes;
  }
  return diffArrays(a, b, options);
}

/**
 * Appends the changes of one stretch (`diffArrays`' result, the stretch starting at old line
 * `oldFrom` and new line `newFrom`) to `regions`, merging touching regions; returns the lines
 * removed and added.
 * Spec: issue #13, audit diffs.
 */
export function addChanges(
  regions: EditRegion[],
  changes: ReadonlyArray<{ count?: number; value: readonly unknown[]; added?: boolean; removed?: boolean }>,
  oldFrom: number,
  newFrom: number,
): { removed: number; added: number } {
  let oi = oldFrom;
  let nj = newFrom;
  let removed = 0;
  let added = 0;
  for (const change of changes) {
    const count = change.count ?? change.value.length;
    if (change.removed) {
      extend(regions, oi, oi + count, nj, nj);
      oi += count;
      removed += count;
    } else if (change.added) {
      extend(regions, oi, oi, nj, nj + count);
      nj += count;
      added += count;
    } else {
      oi += count;
      nj += count;
    }
  }
  return { removed, added };
}

/** Appends a region, merging it into the previous one when they touch. */
function extend(regions: EditRegion[], oldFrom: number, oldTo: number, newFrom: number, newTo: number): void {
  const last = regions[regions.length - 1];
  if (last && last.oldTo === oldFrom && last.newTo === newFrom) {
    last.oldTo = oldTo;
    last.newTo = newTo;
  } else regions.push({ oldFrom, oldTo, newFrom, newTo });
}
