/**
 * Where one sentence ends and the next begins: after . ! ? … and a space; after the full-width marks of Chinese and
 * Japanese (。！？) and the danda of Indic scripts (। ॥), which need none.
 */
const SENTENCE_END = /(?<=[.!?\u2026])\s+|(?<=[\u3002\uff01\uff1f\u0964\u0965])\s*/u;

/** A point's sentences, compared without case or spacing. */
function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((s) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim())
    .filter((s) => s !== '');
}

/** How many of `a`'s last sentences are `b`'s first ones (0 when none). */
function overlap(a: readonly string[], b: readonly string[]): number {
  for (let n = Math.min(a.length, b.length); n > 0; n--)
    if (a.slice(a.length - n).every((s, i) => s === b[i])) return n;
  return 0;
}

/** Whether every sentence of `inner` is said, in a row, in `outer`. */
function contains(outer: readonly string[], inner: readonly string[]): boolean {
  for (let i = 0; i + inner.length <= outer.length; i++)
    if (inner.every((s, k) => outer[i + k] === s)) return true;
  return false;
}

/**
 * The key points with no sentence said twice on one line (E170): a point is quoted with the sentence before it as
 * context, so two points of one line can repeat each other ("Agreed. We decided to raise the budget." and
 * "Agreed. We decided to raise the budget. Anna, please send me the figures by Friday."). A point whose sentences
 * another point of its line holds is dropped; two that overlap (one's last sentences are the other's first) become
 * one, the earlier one with the rest of the later one's words. Points of different lines, and points without a
 * shared sentence, are kept as they are. Works for every language and every path that makes points (ranked,
 * reserves, stated business, the leading turns of a short meeting).
 *
 * Spec: issue 15 (readable units, no point said twice).
 *
 * @param points - the key points in the order shown; a merged point's `text` is updated in place
 * @returns the points kept, in the same order (the same objects)
 */
export function withoutRepeatedPoints<T extends { text: string; line: number | null }>(
  points: readonly T[],
): T[] {
  const kept: { point: T; sentences: string[] }[] = [];
  for (const point of points) {
    const sentences = sentencesOf(point.text);
    let absorbed = false;
    for (let i = 0; i < kept.length && !absorbed; i++) {
      const other = kept[i]!;
      if (other.point.line !== point.line) continue;
      if (contains(other.sentences, sentences)) absorbed = true;
      else if (contains(sentences, other.sentences)) {
        // The longer point says all of the shorter one: it takes the shorter one's place.
        other.point.text = point.text;
        other.sentences = sentences;
        absorbed = true;
      } else {
        const after = overlap(other.sentences, sentences);
        const before = overlap(sentences, other.sentences);
        if (after > 0 || before > 0) {
          const [first, second, n] =
            after >= before ? [other.point.text, point.text, after] : [point.text, other.point.text, before];
          const rest = second
            .split(SENTENCE_END)
            .filter((s) => s.trim() !== '')
            .slice(n);
          other.point.text = [first, ...rest].join(/[\u3002\uff01\uff1f]$/u.test(first) ? '' : ' ');
          other.sentences = sentencesOf(other.point.text);
          absorbed = true;
        }
      }
    }
    if (!absorbed) kept.push({ point, sentences });
  }
  // A merge can make a kept point hold another kept one: run again until nothing changes.
  const result = kept.map((k) => k.point);
  return result.length < points.length ? withoutRepeatedPoints(result) : result;
}
