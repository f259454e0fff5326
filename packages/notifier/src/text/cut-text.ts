/**
 * Cutting text at a limit without breaking a character as the reader sees it: never inside a UTF-16
 * surrogate pair (a lone half shows as U+FFFD, or as an escape in a message), nor inside a grapheme
 * (a letter with its combining accents, a flag's two regional indicators, an emoji's ZWJ sequence),
 * where a cut shows another symbol: `🇫🇷` cut to `🇫`, `👨‍👩‍👧` to `👨`, `é` (e + U+0301) to `e`.
 * Spec: R63; docs/hostile-cases.md (names and text).
 */

let segmenter: Intl.Segmenter | undefined;

/**
 * The longest start of `text` made of whole graphemes whose `size` (default: UTF-16 code units, what
 * `.length` counts) is at most `max`. When not even the first grapheme fits (a letter carrying
 * hundreds of combining marks), its first code points that fit are kept, so a surrogate pair is
 * still never split. `text` itself when it fits.
 */
export function cutText(
  text: string,
  max: number,
  size: (part: string) => number = (part) => part.length,
): string {
  if (size(text) <= max) return text;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let used = 0;
  let end = 0;
  for (const { segment } of segmenter.segment(text)) {
    const next = used + size(segment);
    if (next > max) {
      if (end > 0) break;
      // Not even one whole grapheme fits: its code points, as many as fit.
      let kept = '';
      for (const point of segment) {
        if (size(kept + point) > max) break;
        kept += point;
      }
      return kept;
    }
    used = next;
    end += segment.length;
  }
  return text.slice(0, end);
}

/**
 * The characters of `text` as a reader counts them: its graphemes (`Intl.Segmenter`), so an emoji — also a flag, a
 * skin tone or a ZWJ family — and a letter with its combining accents are one each, and a CJK character is one, not
 * the UTF-16 code units `.length` counts (two for every emoji). L107 (session 28).
 */
export function graphemeCount(text: string): number {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

/**
 * `text` cut to at most `max` characters as a reader counts them ({@link graphemeCount}: graphemes, the ellipsis one
 * of them) with `…` at the cut, never inside a grapheme; as it is when it fits. What a toast's 600-character limit
 * counts (L107, session 28: it counted UTF-16 units, so 300 emoji filled it).
 */
export function cutGraphemesWithEllipsis(text: string, max: number): string {
  return graphemeCount(text) > max ? `${cutText(text, max - 1, graphemeCount)}\u2026` : text;
}
