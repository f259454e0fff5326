/**
 * Where two texts differ, found in time linear in their size for the usual audited write (a few
 * changed lines in a big file): the common first and last lines are set aside by string
 * comparison, the rest is cut at lines that occur exactly once in each text (anchors), and only
 * the stretches between anchors are diffed with the `diff` package (Myers, bounded by
 * `maxEditLength` and a deadline).
 * Spec: issue #13 (audit diffs exact up to 100 MB with ≤ 1,000 changed lines; worst case bounded);
 * docs/hostile-cases.md B40.
 */
import { exceedsEditBudget } from './exceeds-edit-budget.js';
import { addChanges, commonRun, diffStretch, localEditRegions } from './local-edit-regions.js';

/**
 * A stretch of changed lines: old lines `[oldFrom, oldTo)` became new lines `[newFrom, newTo)`
 * (0-based line indexes into the whole texts).
 * Spec: issue #13, audit diffs.
 */
export interface EditRegion {
  oldFrom: number;
  oldTo: number;
  newFrom: number;
  newTo: number;
}

/**
 * Result of {@link findEditRegions}: the regions in order and the lines removed and added, or
 * `stopped` when the changed lines exceeded the budget or the deadline passed.
 * Spec: issue #13, audit diffs.
 */
export type EditRegions =
  | { stopped: false; regions: EditRegion[]; removed: number; added: number }
  | { stopped: 'too-many-changes' | 'deadline'; removed: number; added: number };

/**
 * The lines of a text (each without its `\n`; the last one marked when the text does not end
 * with `\n`, so that "no newline at end of file" is a change too).
 */
function lines(text: string): string[] {
  if (text === '') return [];
  const out = text.split('\n');
  if (out[out.length - 1] === '') out.pop();
  else out[out.length - 1] += '\u0000no-eol';
  return out;
}

/** Length of the common suffix of `a` and `b`, at most `max` (slices compared with `===`, as in `commonRun`). */
function commonSuffix(a: string, b: string, max: number): number {
  let len = 0;
  let step = 1 << 16;
  while (len < max && step > 0) {
    const n = Math.min(step, max - len);
    if (a.slice(a.length - len - n, a.length - len) === b.slice(b.length - len - n, b.length - len)) len += n;
    else step = n >> 1;
  }
  return len;
}

function countBreaks(text: string, end: number): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * The changed regions between `oldText` and `newText` (LF line breaks), each region diffed
 * minimally; stops early (`stopped`) once more than `maxChanged` lines are removed + added or when
 * `timeoutMs` pass in the search (the linear preparation, line ids and common ends, is not cut:
 * it costs about as much as reading the texts, so a few changes in a big file are never omitted
 * for lack of time on a busy machine).
 * Spec: issue #13, audit diffs; docs/hostile-cases.md B40.
 */
export function findEditRegions(
  oldText: string,
  newText: string,
  maxChanged: number,
  timeoutMs: number,
): EditRegions {
  // Common first lines: the common prefix, cut back to a line start.
  let prefixChars = commonRun(oldText, 0, newText, 0);
  if (prefixChars > 0 && (prefixChars < oldText.length || prefixChars < newText.length))
    prefixChars = oldText.lastIndexOf('\n', prefixChars - 1) + 1;
  const prefixLines = countBreaks(oldText, prefixChars);
  // Common last lines: the common suffix (not overlapping the prefix), moved to a line start.
  const room = Math.min(oldText.length, newText.length) - prefixChars;
  let suffixChars = commonSuffix(oldText, newText, room);
  const oldAt = oldText.length - suffixChars;
  const newAt = newText.length - suffixChars;
  const lineStart = (text: string, at: number) => at === 0 || text[at - 1] === '\n';
  if (suffixChars > 0 && !(lineStart(oldText, oldAt) && lineStart(newText, newAt))) {
    const next = oldText.indexOf('\n', oldAt);
    suffixChars = next === -1 ? 0 : oldText.length - (next + 1);
  }
  const oldMiddle = oldText.slice(prefixChars, oldText.length - suffixChars);
  const newMiddle = newText.slice(prefixChars, newText.length - suffixChars);
  // Every line changed (or nearly): known for certain from the first lines, before any whole-text
  // work (issue #13: the worst case ends in well under a second).
  if (exceedsEditBudget(oldMiddle, newMiddle, maxChanged))
    return { stopped: 'too-many-changes', removed: 0, added: 0 };
  // A few changed places: settled locally, without splitting or hashing the whole middles.
  const local = localEditRegions(oldMiddle, newMiddle, maxChanged, timeoutMs);
  if (local) return local.stopped === false ? shifted(local.regions, prefixLines, local) : local;
  const a = lines(oldMiddle);
  const b = lines(newMiddle);

  // Line hashes (30 bits: small integers, cheap map keys), and for each hash occurring once in each
  // middle its position there. A hash only ever narrows the search: equal lines are confirmed by
  // comparing their text, and a collision merely hides an anchor (issue #13: a map keyed by every
  // line's text cost 15 s on 100 MB).
  const ai = lineHashes(a);
  const bi = lineHashes(b);
  const same = (x: number, y: number) => ai[x] === bi[y] && a[x] === b[y];
  const partner = uniquePartners(ai, bi);

  const deadline = performance.now() + timeoutMs;
  const regions: EditRegion[] = [];
  let removed = 0;
  let added = 0;
  let i = 0;
  let j = 0;
  while (i < ai.length || j < bi.length) {
    while (i < ai.length && j < bi.length && same(i, j)) {
      i++;
      j++;
    }
    if (i >= ai.length && j >= bi.length) break;
    // The next anchor: a line after i, once in each text, whose place in b is at or after j.
    let i2 = ai.length;
    let j2 = bi.length;
    for (let k = i; k < ai.length; k++) {
      const p = partner[k] as number;
      if (p >= j && a[k] === b[p]) {
        i2 = k;
        j2 = p;
        break;
      }
    }
    if (performance.now() > deadline) return { stopped: 'deadline', removed, added };
    const budget = maxChanged - removed - added;
    if (leastEdits(ai, i, i2, bi, j, j2) > budget) return { stopped: 'too-many-changes', removed, added };
    const changes = diffStretch(a.slice(i, i2), b.slice(j, j2), {
      maxEditLength: budget,
      timeout: Math.max(1, deadline - performance.now()),
    });
    if (!changes) {
      const stopped = performance.now() > deadline ? 'deadline' : 'too-many-changes';
      return { stopped, removed, added };
    }
    const counts = addChanges(regions, changes, i, j);
    removed += counts.removed;
    added += counts.added;
    if (removed + added > maxChanged) return { stopped: 'too-many-changes', removed, added };
    i = i2;
    j = j2;
  }
  return shifted(regions, prefixLines, { removed, added });
}

/** The regions moved down by the `lines` common first lines set aside. */
function shifted(
  regions: EditRegion[],
  lines: number,
  counts: { removed: number; added: number },
): EditRegions {
  for (const r of regions) {
    r.oldFrom += lines;
    r.oldTo += lines;
    r.newFrom += lines;
    r.newTo += lines;
  }
  return { stopped: false, regions, removed: counts.removed, added: counts.added };
}

/** FNV-1a of each line, cut to 30 bits (a V8 small integer). */
function lineHashes(lines: string[]): Int32Array {
  const out = new Int32Array(lines.length);
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k] as string;
    let h = 0x811c9dc5;
    for (let c = 0; c < line.length; c++) h = Math.imul(h ^ line.charCodeAt(c), 0x01000193);
    out[k] = h & 0x3fffffff;
  }
  return out;
}

/**
 * Each hash of `seq` with its 0-based position, packed in one exact double (`hash · 2^bits + position`)
 * and sorted natively: equal hashes end up side by side, in position order, with no map.
 */
function sortedByHash(seq: Int32Array, bits: number, shift: number): Float64Array {
  const out = new Float64Array(seq.length);
  const scale = 2 ** bits;
  for (let k = 0; k < seq.length; k++) out[k] = ((seq[k] as number) >>> shift) * scale + k;
  return out.sort();
}

/**
 * For each line of `a`: the position in `b` of the line with the same hash when that hash occurs
 * exactly once in each (an anchor candidate), else -1. Linear apart from two native sorts.
 */
function uniquePartners(a: Int32Array, b: Int32Array): Int32Array {
  const partner = new Int32Array(a.length).fill(-1);
  const bits = Math.max(1, Math.ceil(Math.log2(Math.max(a.length, b.length) + 1)));
  // Hash bits that still fit a double exactly next to the position (fewer only hide anchors).
  const shift = Math.max(0, 30 - (53 - bits));
  const scale = 2 ** bits;
  const sa = sortedByHash(a, bits, shift);
  const sb = sortedByHash(b, bits, shift);
  const keyOf = (v: number) => Math.floor(v / scale);
  let x = 0;
  let y = 0;
  while (x < sa.length && y < sb.length) {
    const ka = keyOf(sa[x] as number);
    const kb = keyOf(sb[y] as number);
    if (ka < kb) x++;
    else if (kb < ka) y++;
    else {
      let x2 = x + 1;
      while (x2 < sa.length && keyOf(sa[x2] as number) === ka) x2++;
      let y2 = y + 1;
      while (y2 < sb.length && keyOf(sb[y2] as number) === ka) y2++;
      if (x2 - x === 1 && y2 - y === 1) partner[(sa[x] as number) % scale] = (sb[y] as number) % scale;
      x = x2;
      y = y2;
    }
  }
  return partner;
}

/**
 * A lower bound of the lines removed + added between `a[aFrom, aTo)` and `b[bFrom, bTo)` (line
 * hashes): every line without a partner of the same hash on the other side (linear; spares Myers
 * the hopeless cases, such as every line changed). A hash collision can only lower the bound.
 */
function leastEdits(
  a: Int32Array,
  aFrom: number,
  aTo: number,
  b: Int32Array,
  bFrom: number,
  bTo: number,
): number {
  const n = aTo - aFrom;
  const m = bTo - bFrom;
  if (n === 0 || m === 0) return n + m;
  // Lines in common, counted with multiplicity by merging the two sorted hash lists.
  const sa = a.slice(aFrom, aTo).sort();
  const sb = b.slice(bFrom, bTo).sort();
  let common = 0;
  for (let x = 0, y = 0; x < n && y < m; ) {
    const va = sa[x] as number;
    const vb = sb[y] as number;
    if (va === vb) {
      common++;
      x++;
      y++;
    } else if (va < vb) x++;
    else y++;
  }
  return n + m - 2 * common;
}
