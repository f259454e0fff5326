import { onFirstUse } from './on-first-use.js';

/**
 * "Blank" as a reader sees it: text whose characters are all white space (what
 * `String.prototype.trim` removes: spaces, tabs, line breaks, NBSP, U+FEFF, …) or invisible format
 * characters — Unicode category Cf (ZERO WIDTH SPACE U+200B, ZWNJ/ZWJ U+200C–U+200D, WORD JOINER
 * U+2060–U+2064, SOFT HYPHEN U+00AD, bidi marks, U+FEFF) and the fillers that render as nothing
 * (COMBINING GRAPHEME JOINER U+034F, HANGUL FILLER U+115F, U+1160, U+3164, U+FFA0, BRAILLE BLANK
 * U+2800). A write of such content writes nothing anyone can read (M17, review4 P23).
 * Spec: docs/tools.md (write_projectfile: blank content; M17); review4 P23.
 */
const blank = onFirstUse(() => /^(?:[\s\p{Cf}\u115f\u1160\u3164\uffa0\u2800]|\u034f)*$/u);

/**
 * True when `text` holds nothing visible: only white space and invisible format characters
 * (see the module comment); `''` is blank.
 * Spec: docs/tools.md (Write modes, write_projectfile: blank content, M17); review4 P23.
 */
export function isBlankText(text: string): boolean {
  // P275: a visible ASCII character first (U+0021-U+007E: neither white space nor a format character) answers at once.
  // The offline engine asks this of every transcript line twice and of every sentence (issue 13); nearly all open so.
  const first = text.charCodeAt(0);
  if (first > 0x20 && first < 0x7f) return false;
  return blank().test(text);
}
