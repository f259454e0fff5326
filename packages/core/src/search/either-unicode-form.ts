import { type PatternToken, patternTokens } from './pattern-tokens.js';

/** A combining mark (general category M): it belongs to the character before it. */
const MARK = /\p{M}/u;

/**
 * A search pattern that finds a word whichever Unicode form it was saved in: every literal
 * character outside character classes that NFC and NFD write differently (e-acute is U+00E9 in NFC and
 * `e` + U+0301 in NFD; a Hangul syllable and its jamo), with the combining marks that follow it,
 * becomes `(?:<NFC>|<NFD>)`, so `Caf\u00e9` typed on Linux finds `Cafe\u0301` saved on macOS or pasted in NFD,
 * and the reverse (review12 Y2). ripgrep compares code points and does not normalize. Escapes
 * (`\.`, `\p{L}`), character classes (`[\u00e9]`: a class cannot hold a two-character sequence) and ASCII
 * are kept byte for byte; a quantifier after such a character applies to the whole character
 * (`\u00e9+`), as the user meant.
 * @param pattern a ripgrep (Rust `regex`) pattern, as the caller wrote it.
 * @returns the pattern with such characters widened (the same string when it has none).
 * Spec: seed 000 (search returns keyword-relevant context); docs/tools.md (names compared ignoring
 *   NFC/NFD everywhere else); review12 Y2.
 */
export function eitherUnicodeForm(pattern: string): string {
  let out = '';
  const tokens = patternTokens(pattern);
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i++] as PatternToken;
    if (token.kind !== 'char') {
      out += token.text;
      continue;
    }
    // One character as a reader sees it: this code point and the combining marks after it.
    const c = token.text;
    let unit = c;
    while (i < tokens.length && tokens[i]?.kind === 'char' && MARK.test(tokens[i]?.text as string))
      unit += (tokens[i++] as PatternToken).text;
    const nfc = unit.normalize('NFC');
    const nfd = unit.normalize('NFD');
    // ASCII syntax (`(`, `|`, `=`) is never widened, even with a mark after it (`=` + U+0338 composes to U+2260).
    const syntax = c.length === 1 && c.charCodeAt(0) < 0x80 && !/[A-Za-z0-9]/.test(c);
    out += nfc === nfd || syntax ? unit : `(?:${nfc}|${nfd})`;
  }
  return out;
}
