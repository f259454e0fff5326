/** Word bounds of the last {@link scanAsciiWords}: `[start, end)` of word `w` at `2w`, `2w + 1` (grown on demand). */
let bounds = new Int32Array(256);

/**
 * The buffer {@link scanAsciiWords} wrote its bounds into (read it after each scan: a scan may grow it, so a
 * buffer taken before a scan can be stale). Shared by the engine's hand scans, which never nest.
 */
export function asciiWordBounds(): Int32Array {
  return bounds;
}

/**
 * One hand scan of a plain text's words, without allocation (D1: the disfluency gates and the broken-word check
 * had a copy each): words are runs of ASCII letters, digits and apostrophes, and `-` when `hyphenInWord`; their
 * bounds go to {@link asciiWordBounds}. A character above 127 that `separatorAbove127` does not call a separator
 * (any when it is null) ends the scan: the text is not plain, and the caller reads it the full way.
 *
 * Spec: issue 13 (offline engine linear in time, 1M lines ≤ 10 s).
 *
 * @param text - the text to scan
 * @param hyphenInWord - whether `-` is part of a word ("mm-hmm") or separates words
 * @param separatorAbove127 - which UTF-16 code units above 127 only separate words; null for none
 * @returns the number of words, or -1 when the text is not plain
 */
export function scanAsciiWords(
  text: string,
  hyphenInWord: boolean,
  separatorAbove127: ((c: number) => boolean) | null,
): number {
  let words = 0;
  let start = -1;
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 32;
    if (c > 127 && (separatorAbove127 === null || !separatorAbove127(c))) return -1;
    const inWord =
      (c >= 97 && c <= 122) ||
      (c >= 65 && c <= 90) ||
      (c >= 48 && c <= 57) ||
      c === 39 ||
      (c === 45 && hyphenInWord);
    if (inWord) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      if (2 * words + 2 > bounds.length) {
        const grown = new Int32Array(bounds.length * 2);
        grown.set(bounds);
        bounds = grown;
      }
      bounds[2 * words] = start;
      bounds[2 * words + 1] = i;
      words++;
      start = -1;
    }
  }
  return words;
}
