/**
 * Terminal columns of text, for tables printed to a terminal (`ma projects`): a combining mark (an
 * accent a Mac stores as `e` + U+0301), a zero-width or format character (ZWJ, a variation selector)
 * takes none, an East Asian wide or full-width character (Han, kana, Hangul, full-width forms) and an
 * emoji shown as a picture take two, everything else one (Unicode UAX #11, the wide ranges; ambiguous
 * characters as narrow, as terminals outside East Asian locales show them). reviewA R8 (session 22):
 * columns were padded by UTF-16 length, so an NFD name stood one column short per accent and a CJK
 * name half its width short.
 * Spec: reviewA R8 (session 22); apps/cli/README.md (`ma projects`).
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    if (ZERO_WIDTH.test(ch)) continue;
    width += WIDE.test(ch) ? 2 : 1;
  }
  return width;
}

/** `text` followed by spaces up to `width` terminal columns ({@link displayWidth}); never cut. */
export function padToWidth(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
const WIDE =
  /^[\p{Emoji_Presentation}\u1100-\u115f\u231a\u231b\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe10-\ufe19\ufe30-\ufe6f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]$/u;
