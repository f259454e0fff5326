/**
 * An early, certain answer to "are more than `budget` lines removed + added?" for audit diffs, in
 * work bounded by about the square of the budget, before the texts are split into lines and hashed
 * whole (issue #13: every line of a 100 MB file changed must end in ≤ 1 s with an honest note).
 * Spec: issue #13 (audit worst case bounded); docs/audit-diffs.md.
 */

/** Lines of a text found lazily from its start: offsets and 30-bit FNV-1a hashes. */
class LazyLines {
  /** starts[k] = offset of line k; the last entry is the offset after the last line found. */
  private readonly starts: number[] = [0];
  private readonly hashes: number[] = [];
  /** Set when a line at or past `maxLines` was asked for: the answer is then "not decided". */
  capped = false;

  constructor(
    readonly text: string,
    private readonly maxLines: number,
  ) {}

  /** Whether line `k` exists (finding the lines before it on the way). */
  has(k: number): boolean {
    if (k >= this.maxLines) {
      this.capped = true;
      return false;
    }
    while (this.hashes.length <= k) {
      const start = this.starts[this.starts.length - 1] as number;
      if (start >= this.text.length) return false;
      const br = this.text.indexOf('\n', start);
      const end = br === -1 ? this.text.length : br + 1;
      let h = 0x811c9dc5;
      for (let c = start; c < end; c++) h = Math.imul(h ^ this.text.charCodeAt(c), 0x01000193);
      this.hashes.push(h & 0x3fffffff);
      this.starts.push(end);
    }
    return true;
  }

  hash(k: number): number {
    return this.hashes[k] as number;
  }
}

/**
 * True only when the shortest line diff of `oldText` and `newText` provably removes + adds more
 * than `budget` lines: Myers' greedy search for an edit script of at most `budget` steps, stopped
 * once it has compared `maxWork` pairs of lines. False means "within the budget" or "not decided
 * within `maxWork`" (the caller then diffs as usual). Lines are compared by a 30-bit hash of their
 * text with its line break (a missing final newline is a change, as in the diff itself).
 *
 * Every line changed costs about budget²/2 comparisons of lines near the start (no line after the
 * first `budget + 1` of each text is read); a few changes in a big file stop after reading
 * 16 × (budget + 1) lines or after `maxWork` comparisons, whichever comes first.
 * @param oldText the old lines not shared with the new text at the start or end (LF breaks).
 * @param newText the new lines likewise.
 * @param budget the most lines removed + added that may be shown (≥ 0).
 * @param limits `maxWork`: the most line comparisons before giving up (default 2 × (budget + 1)²;
 *   every line changed needs about half of that); `maxLines`: the most lines read of each text
 *   (default 16 × (budget + 1)).
 * Spec: issue #13 (audit worst case ≤ 1 s, with the reason the diff was cut); docs/audit-diffs.md.
 */
export function exceedsEditBudget(
  oldText: string,
  newText: string,
  budget: number,
  {
    maxWork = 2 * (budget + 1) ** 2,
    maxLines = 16 * (budget + 1),
  }: { maxWork?: number; maxLines?: number } = {},
): boolean {
  const a = new LazyLines(oldText, maxLines);
  const b = new LazyLines(newText, maxLines);
  // Lines with equal hashes are taken as equal: a collision can only make a path look longer, so
  // it can turn "exceeds" into "within budget" (the caller then diffs exactly), never the reverse.
  const same = (x: number, y: number) => a.hash(x) === b.hash(y);
  const max = budget + 1;
  // v[max + k] = furthest old-line index on diagonal k (k = x - y) reached so far.
  const v = new Int32Array(2 * max + 3);
  let work = 0;
  for (let d = 0; d <= budget; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x: number;
      if (k === -d || (k !== d && (v[max + k - 1] as number) < (v[max + k + 1] as number)))
        x = v[max + k + 1] as number; // a line added
      else x = (v[max + k - 1] as number) + 1; // a line removed
      let y = x - k;
      // Past the end of a text the lines do not exist: no snake, and the point only ever
      // over-estimates how far a path got, which can answer "within budget", never "exceeds".
      while (a.has(x) && b.has(y)) {
        if (++work > maxWork) return false;
        if (!same(x, y)) break;
        x++;
        y++;
      }
      v[max + k] = x;
      if (a.capped || b.capped) return false;
      if (!a.has(x) && !b.has(y)) return false; // both ends reached with d ≤ budget edits
    }
  }
  return true;
}
