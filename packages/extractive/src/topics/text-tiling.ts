import { type BatchTerms, batchTerms } from '../rank/batch-terms.js';

/**
 * Tuning of {@link textTiling}.
 *
 * Spec: issue 15 (the whole meeting: topic segmentation by lexical cohesion, TextTiling manner).
 */
export interface TextTilingOptions {
  /** Content terms per pseudo-sentence (unit), default 20 (Hearst's w). */
  unitTerms?: number;
  /** Units compared on each side of a gap, default 6 (Hearst's k). */
  windowUnits?: number;
  /** Fewest units in a topic, default 6 (about 120 content terms, a few minutes of talk). */
  minTopicUnits?: number;
}

/**
 * Topic segmentation by lexical cohesion in the manner of TextTiling (Hearst 1997): sentences are grouped
 * into units of about `unitTerms` content terms; at each gap between units the IDF-weighted term counts of
 * the `windowUnits` units before and after are compared (cosine); the similarity curve is smoothed, each
 * gap gets a depth score (how far the curve dips below the peaks on both sides), and gaps deeper than the
 * mean depth become boundaries, deepest first, at least `minTopicUnits` units apart and from the ends.
 * Linear in the number of terms (sliding windows), deterministic.
 *
 * Spec: issue 15 (the whole meeting: segment the transcript into topics by lexical cohesion).
 *
 * @param terms - content terms of each sentence, in order (stemmed, stopwords removed)
 * @param idf - weight of a term (e.g. its IDF); terms missing count 1
 * @returns 0-based sentence indexes where a new topic starts, ascending (not including 0); `[]` = one topic
 */
export function textTiling(
  terms: readonly (readonly string[])[],
  idf: ReadonlyMap<string, number>,
  options: TextTilingOptions = {},
): number[] {
  // Terms as small integers by first use, each weighed by `idf` (1 when missing).
  const batch = batchTerms(terms);
  const weights = new Float64Array(batch.names.length);
  for (let id = 0; id < weights.length; id++) weights[id] = idf.get(batch.names[id]!) ?? 1;
  return textTilingIds(batch, 0, terms.length, weights, options);
}

/**
 * {@link textTiling} of sentences `[from, to)` of a {@link BatchTerms} (P125: the batch's ids, no map per call).
 *
 * Spec: issue 15 (topic segmentation by lexical cohesion); issue 13 (offline engine linear in time).
 *
 * @param batch - the batch's term ids ({@link batchTerms})
 * @param from - first sentence
 * @param to - end of the sentences (exclusive)
 * @param weights - the weight of each id (e.g. `batch.idf`)
 * @param options - {@link TextTilingOptions}
 * @returns indexes relative to `from` where a new topic starts, ascending (not including 0); `[]` = one topic
 */
export function textTilingIds(
  batch: Pick<BatchTerms, 'flat' | 'start'>,
  from: number,
  to: number,
  weights: ArrayLike<number>,
  options: TextTilingOptions = {},
): number[] {
  const unitTerms = options.unitTerms ?? 20;
  const k = options.windowUnits ?? 6;
  const minUnits = options.minTopicUnits ?? 6;

  // Windows as count arrays over the ids, and each window's ids in a list: a gap's cosine reads only the terms of
  // its two windows (no map look-ups; issue 13).
  const units: { start: number; ids: Int32Array; counts: Int32Array }[] = [];
  // P122: the open unit's counts by term id in one array for the whole call, and its ids in the order first counted
  // (a map per unit before, with its keys and values spread into arrays: 9 of 347 MB allocated on 40,000 lines).
  const counts = new Int32Array(weights.length);
  const seen: number[] = [];
  let start = -1;
  let size = 0;
  const close = () => {
    const unitIds = Int32Array.from(seen);
    const unitCounts = new Int32Array(seen.length);
    for (let j = 0; j < seen.length; j++) {
      unitCounts[j] = counts[seen[j]!]!;
      counts[seen[j]!] = 0;
    }
    units.push({ start, ids: unitIds, counts: unitCounts });
    seen.length = 0;
    start = -1;
    size = 0;
  };
  const { flat, start: ranges } = batch;
  for (let index = 0; index < to - from; index++) {
    const first = ranges[from + index]!;
    const end = ranges[from + index + 1]!;
    if (end === first) continue;
    if (start < 0) start = index;
    for (let t = first; t < end; t++) {
      const id = flat[t]!;
      const before = counts[id]!;
      counts[id] = before + 1;
      if (before === 0) seen.push(id);
    }
    size += end - first;
    if (size >= unitTerms) close();
  }
  if (start >= 0) close();
  if (units.length < 2 * minUnits) return [];

  const left = new Window(weights.length);
  const right = new Window(weights.length);
  const cosine = () => {
    let dot = 0;
    let nl = 0;
    let nr = 0;
    for (let j = 0; j < left.size; j++) {
      const id = left.active[j]!;
      const w = left.count[id]! * weights[id]!;
      nl += w * w;
      dot += w * right.count[id]! * weights[id]!;
    }
    for (let j = 0; j < right.size; j++) {
      const id = right.active[j]!;
      const w = right.count[id]! * weights[id]!;
      nr += w * w;
    }
    return nl === 0 || nr === 0 ? 0 : dot / Math.sqrt(nl * nr);
  };
  // gap g sits between unit g-1 and unit g (g = 1 … units.length-1). P271: the gap scores in Float64Arrays, one
  // element kind whatever the values (a number[] starting [0] was small-integer or double by the batch: the optimized
  // code of this function deoptimized on "wrong map" as the kinds alternated, 7 times on 40,000 lines).
  const gaps = units.length;
  const raw = new Float64Array(gaps);
  for (let i = 1; i <= k && i < units.length; i++) right.add(units[i]!, 1);
  left.add(units[0]!, 1);
  for (let g = 1; g < units.length; g++) {
    raw[g] = cosine();
    // slide: unit g moves from right to left
    right.add(units[g]!, -1);
    left.add(units[g]!, 1);
    if (g - k >= 0) left.add(units[g - k]!, -1);
    if (g + k < units.length) right.add(units[g + k]!, 1);
  }
  // The mean of the gaps g-1, g, g+1 that exist (summed in that order from 0, as before).
  const smooth = new Float64Array(gaps);
  for (let g = 1; g < gaps; g++) {
    let sum = 0;
    let n = 0;
    for (let i = g - 1; i <= g + 1; i++) {
      if (i < 1 || i >= gaps) continue;
      sum += raw[i]!;
      n++;
    }
    smooth[g] = sum / n;
  }
  const depth = new Float64Array(gaps);
  let total = 0;
  for (let g = 1; g < gaps; g++) {
    const s = smooth[g]!;
    let lp = s;
    for (let i = g - 1; i >= 1 && smooth[i]! >= lp; i--) lp = smooth[i]!;
    let rp = s;
    for (let i = g + 1; i < gaps && smooth[i]! >= rp; i++) rp = smooth[i]!;
    depth[g] = lp - s + (rp - s);
    total += depth[g]!;
  }
  const mean = total / Math.max(1, gaps - 1);
  const order: { g: number; d: number }[] = [];
  for (let g = 1; g < gaps; g++) {
    const d = depth[g]!;
    if (d > mean && g >= minUnits && units.length - g >= minUnits) order.push({ g, d });
  }
  order.sort((a, b) => b.d - a.d || a.g - b.g);
  const chosen: number[] = [];
  for (const { g } of order) {
    if (chosen.some((c) => Math.abs(c - g) < minUnits)) continue;
    chosen.push(g);
  }
  return chosen.sort((a, b) => a - b).map((g) => units[g]!.start);
}

/** Term counts of a sliding window, with the list of the terms it holds (their place in it kept for removal). */
class Window {
  readonly count: Int32Array;
  readonly active: Int32Array;
  readonly #place: Int32Array;
  size = 0;

  constructor(terms: number) {
    this.count = new Int32Array(terms);
    this.active = new Int32Array(terms);
    this.#place = new Int32Array(terms);
  }

  /** Adds (`sign` 1) or removes (`sign` −1) a unit's term counts. */
  add(unit: { ids: Int32Array; counts: Int32Array }, sign: number): void {
    for (let j = 0; j < unit.ids.length; j++) {
      const id = unit.ids[j]!;
      const before = this.count[id]!;
      const after = before + sign * unit.counts[j]!;
      this.count[id] = after;
      if (before === 0 && after > 0) {
        this.#place[id] = this.size;
        this.active[this.size++] = id;
      } else if (before > 0 && after === 0) {
        const last = this.active[--this.size]!;
        const at = this.#place[id]!;
        this.active[at] = last;
        this.#place[last] = at;
      }
    }
  }
}
