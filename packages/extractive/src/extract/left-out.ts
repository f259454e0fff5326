/**
 * Decisions or next steps found in the transcript but not listed in the summary (review10 W12: no silent cut):
 * how many, and the first and last transcript line among them, so the note and the run record can say so.
 *
 * Spec: review10 W12; review 4 P13 (what a limit leaves out is said).
 */
export interface LeftOut {
  /** Items not listed (0: none). */
  count: number;
  /** Smallest and largest cited transcript line of those items (1-based), `null` when none has a line. */
  firstLine: number | null;
  lastLine: number | null;
  /** True when more were left out than could be told apart within the memory bound: `count` is a lower bound. */
  atLeast?: boolean;
}

/** A tally with nothing left out. Spec: review10 W12. */
export function noneLeftOut(): LeftOut {
  return { count: 0, firstLine: null, lastLine: null };
}

/**
 * Adds items to a tally of left-out items (mutates `tally`).
 * Spec: review10 W12.
 * @param tally - the tally to add to
 * @param items - the items left out, each with its transcript line (`null` for a user-notes item)
 */
export function addLeftOut(tally: LeftOut, items: readonly { line: number | null }[]): void {
  for (const { line } of items) {
    tally.count++;
    if (line === null) continue;
    if (tally.firstLine === null || line < tally.firstLine) tally.firstLine = line;
    if (tally.lastLine === null || line > tally.lastLine) tally.lastLine = line;
  }
}

/**
 * Halves a list that grew past its memory bound (every other item kept, in order), counting the dropped ones
 * in `tally` so they are still reported as left out.
 * Spec: review10 W12; issue 13 (bounded memory on huge transcripts).
 * @returns the kept items
 */
export function thinOut<T extends { line: number | null }>(items: readonly T[], tally: LeftOut): T[] {
  addLeftOut(
    tally,
    items.filter((_, i) => i % 2 === 1),
  );
  return items.filter((_, i) => i % 2 === 0);
}

/**
 * The items past the first `max`, added to what was already left out on the way (`thinned`, not changed).
 * Spec: review10 W12.
 * @param items - all items found, in order
 * @param max - how many are listed
 * @param thinned - items dropped earlier to bound memory
 * @returns a new tally of everything not listed
 */
export function leftOut(items: readonly { line: number | null }[], max: number, thinned: LeftOut): LeftOut {
  const tally = { ...thinned };
  addLeftOut(tally, items.slice(max));
  return tally;
}
