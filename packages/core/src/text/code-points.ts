/**
 * Characters as tool output counts them: Unicode code points (what a model counts: `😀` is one
 * character, not two UTF-16 units). Every `from_char`, `characters A–B of N`, character budget and
 * cut of text the tools return goes through these, so no output ever holds half a surrogate pair
 * (review R22). Offsets into JavaScript strings stay UTF-16 indexes; these convert.
 * Spec: docs/tools.md, Rules shared by all tools (Long lines; "character"); review R22.
 */

/** A string holding any surrogate code unit; without one, code points = UTF-16 units. */
const SURROGATE = /[\ud800-\udfff]/;

/**
 * Number of characters (code points) in `text`; a lone surrogate counts as one.
 * Spec: docs/tools.md (Long lines); review R22.
 */
export function codePointLength(text: string): number {
  if (!SURROGATE.test(text)) return text.length;
  let n = 0;
  for (let i = 0; i < text.length; i++, n++) if (isPairAt(text, i)) i++;
  return n;
}

/**
 * Number of characters of `text` for a length limit a person or a model keeps to (PROJECT.md's
 * `name` and `description`, a new attendee, speaker or dictation word): code points of its NFC form,
 * so an accented letter typed on macOS as a letter and a combining mark (`e` + U+0301, NFD) counts
 * once, as it shows and as the composed `é` does (reviewA U8).
 * Spec: reviewA U8; seed 004 (PROJECT.md name/description limits); reviewA S12.
 */
export function textLength(text: string): number {
  return codePointLength(text.normalize('NFC'));
}

/**
 * The UTF-16 index where character `n` (0-based code point) of `text` starts; `text.length` when
 * `n` is at or past the end; 0 for `n <= 0`. Slicing at it never splits a surrogate pair.
 * Spec: docs/tools.md (Long lines: `from_char`); review R22.
 */
export function codePointOffset(text: string, n: number): number {
  if (n <= 0) return 0;
  if (!SURROGATE.test(text)) return Math.min(n, text.length);
  let i = 0;
  for (let k = 0; k < n && i < text.length; k++) i += isPairAt(text, i) ? 2 : 1;
  return i;
}

/**
 * `index` moved back by one when it would fall between the two halves of a surrogate pair, so
 * `text.slice(0, i)` and `text.slice(i)` both stay well formed.
 * Spec: review R22.
 */
export function pairSafeIndex(text: string, index: number): number {
  return index > 0 && index < text.length && isPairAt(text, index - 1) ? index - 1 : index;
}

/**
 * `text` cut to at most `max` characters (code points) with `mark` (default `…`, counted) at the
 * end when something was cut; never half a surrogate pair. `max` below the mark's length keeps the
 * mark alone.
 * Spec: docs/tools.md ("strings cut to 40 characters"); review R22.
 */
export function cutText(text: string, max: number, mark = '…'): string {
  if (codePointLength(text) <= max) return text;
  const keep = Math.max(0, max - codePointLength(mark));
  return `${text.slice(0, codePointOffset(text, keep))}${mark}`;
}

/**
 * `text` with every lone surrogate (half a pair: not well-formed Unicode, refused by strict JSON
 * parsers) replaced by U+FFFD: the last guard of tool output, for text that came from elsewhere
 * (a model's own argument echoed in a refusal).
 * Spec: review R22.
 */
export function wellFormedText(text: string): string {
  if (!SURROGATE.test(text)) return text;
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

function isPairAt(text: string, i: number): boolean {
  const hi = text.charCodeAt(i);
  if (hi < 0xd800 || hi > 0xdbff) return false;
  const lo = text.charCodeAt(i + 1);
  return lo >= 0xdc00 && lo <= 0xdfff;
}
