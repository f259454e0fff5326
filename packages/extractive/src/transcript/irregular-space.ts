/** Any white space `\s` matches other than U+0020 (tab, line breaks, U+00A0, U+2009, U+3000 …). */
const OTHER_SPACE = /[^\S ]/;

/**
 * Whether a text's white space is other than single spaces between words: the answer of
 * `/\s\s|[^\S ]/.test(text)`, or of `/\s\s|[^\S ]|^ | $/.test(text)` with `edges` (P114). Those two patterns ran on
 * every sentence (cleaning it, and normalising it for the cue patterns, several times a sentence), about 2 % of the
 * engine's CPU on a long transcript, and nearly always answered `false` after trying their alternatives at every
 * offset. Two white-space characters in a row are either two spaces (a native `includes("  ")`) or hold one other than
 * a space (`[^\S ]`, a one-class pattern V8 scans fast); the edges are two character codes. About 40 % less time than
 * the alternation on the generated transcript's lines (100,000 lines, both forms, Node 22).
 *
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; work done for every sentence that only a few need).
 *
 * @param text - any text (UTF-16 code units)
 * @param edges - also `true` when the text opens or ends on a space (`^ `, ` $`)
 * @returns `true` when two white-space characters follow each other, a white-space character other than U+0020 is
 *   there, or (with `edges`) a space opens or ends the text
 */
export function irregularSpace(text: string, edges: boolean): boolean {
  if (edges && text.length > 0 && (text.charCodeAt(0) === 32 || text.charCodeAt(text.length - 1) === 32))
    return true;
  return text.includes('  ') || OTHER_SPACE.test(text);
}
