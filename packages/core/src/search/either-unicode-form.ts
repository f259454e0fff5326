import { onFirstUse } from '../text/on-first-use.js';
import { type PatternToken, patternTokens } from './pattern-tokens.js';

/** A combining mark (general category M): it belongs to the character before it. */
const mark = onFirstUse(() => /\p{M}/u);

/**
 * Each ASCII letter with the precomposed Latin letters that are it with marks (`e` → `e\u00e8\u00e9…`),
 * built once: an unaccented letter of a query finds the accented one in NFC as it already did in NFD
 * (L350: `cafe` found `Cafe\u0301` only, never `Caf\u00e9`).
 */
let accented: Map<string, string> | undefined;
function withAccents(letter: string): string {
  if (!accented) {
    accented = new Map();
    // Latin-1 Supplement and Latin Extended-A/B (Western, Central European, Turkish, Romanian ș ț):
    // Latin Extended Additional (U+1E00-1EFF, Vietnamese) doubled ripgrep's CPU on a lower-case word
    // (classes twice as long defeat its literal prefilter; 1.35× without it, session 43): its NFD
    // forms are still found through `\p{M}*`.
    for (let cp = 0xc0; cp <= 0x24f; cp++) {
      const c = String.fromCodePoint(cp);
      const base = /^([A-Za-z])\p{M}+$/u.exec(c.normalize('NFD'))?.[1];
      if (base) accented.set(base, (accented.get(base) ?? base) + c);
      // review2 V129: Turkish \u0130 has no one-letter lower case, so ripgrep's case folding never pairs it
      // with `i`: `istanbul` found NFD `I\u0307stanbul` (I folds to i) but not NFC `\u0130stanbul`. It joins
      // `i`'s class as a range between its lower-case neighbours (\u012f-\u0131): an upper-case letter
      // written in the class would turn --smart-case off and lose `I\u0307stanbul` instead.
      const lower = base?.toLowerCase();
      const [before, after] = [String.fromCodePoint(cp - 1), String.fromCodePoint(cp + 1)];
      if (lower && lower !== base && [...c.toLowerCase()].length !== 1 && isLower(before) && isLower(after))
        accented.set(lower, `${accented.get(lower) ?? lower}${before}-${after}`);
    }
  }
  return accented.get(letter) ?? letter;
}

/** True for a letter with an upper-case form of its own (ripgrep's smart case sees no upper case in it). */
function isLower(c: string): boolean {
  return c.toUpperCase() !== c && c.toLowerCase() === c;
}

/** The longest pattern widened with accents (UTF-16 code units), far below one argument's 128 KiB on Linux and Windows' 32 KiB command line. */
const MAX_WIDENED = 8000;

/** How many `char` tokens after an escape are its own: the hex digits of `\x41`, `\u00e9`, the name of `\pL`. */
const ESCAPE_DIGITS: Record<string, number> = { '\\x': 2, '\\u': 4, '\\U': 8, '\\p': 1, '\\P': 1 };

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
 * @param accents false: ASCII letters are not widened to their accented forms (L350); nor are they
 *   in a pattern that turns Unicode off anywhere (`(?-u)`: rg would refuse it; review2 V126).
 * @returns the pattern with such characters widened (the same string when it has none).
 * Spec: seed 000 (search returns keyword-relevant context); docs/tools.md (names compared ignoring
 *   NFC/NFD everywhere else); review12 Y2.
 */
export function eitherUnicodeForm(pattern: string, accents = true): string {
  let out = '';
  const tokens = patternTokens(pattern);
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i++] as PatternToken;
    // An escape's own digits or name, and a group's flags or name (`(?i)`, `(?P<name>`), are syntax.
    let own = token.kind === 'escape' ? (ESCAPE_DIGITS[token.text] ?? 0) : 0;
    if (token.text === '(' && tokens[i]?.text === '?') {
      while (own < tokens.length - i && !/^[:)>]$/.test(tokens[i + own]?.text as string)) own++;
      // review2 V126: where Unicode is off (`(?-u)`, `(?i-u:…)`) rg refuses an accented class and
      // `\p{M}` ("Unicode not allowed here"): such a pattern is searched as typed, as before L350.
      const flags = tokens
        .slice(i, i + own)
        .map((t) => t.text)
        .join('');
      if (accents && /^\?[A-Za-z]*-[A-Za-z]*u/.test(flags)) return eitherUnicodeForm(pattern, false);
    }
    if (token.kind !== 'char' || own > 0) {
      out += token.text;
      for (; own > 0 && i < tokens.length; own--) out += (tokens[i++] as PatternToken).text;
      continue;
    }
    // One character as a reader sees it: this code point and the combining marks after it.
    const c = token.text;
    let unit = c;
    while (i < tokens.length && tokens[i]?.kind === 'char' && mark().test(tokens[i]?.text as string))
      unit += (tokens[i++] as PatternToken).text;
    const nfc = unit.normalize('NFC');
    const nfd = unit.normalize('NFD');
    // ASCII syntax (`(`, `|`, `=`) is never widened, even with a mark after it (`=` + U+0338 composes to U+2260).
    const syntax = c.length === 1 && c.charCodeAt(0) < 0x80 && !/[A-Za-z0-9]/.test(c);
    // L350: an unaccented letter finds its accented forms too, NFC or NFD (marks after it), as Obsidian's
    // search does (`cafe`: `Caf\u00e9`, `munchen`: `Mu\u0308nchen`).
    const letters = accents && unit.length === 1 && /[A-Za-z]/.test(unit) ? withAccents(unit) : unit;
    out += letters !== unit ? `(?:[${letters}]\\p{M}*)` : nfc === nfd || syntax ? unit : `(?:${nfc}|${nfd})`;
  }
  // A long query would pass the argv limits widened (a letter becomes ~40 characters, most of two or
  // three UTF-8 bytes): past MAX_WIDENED it is searched as typed, NFC/NFD widened only.
  return accents && out.length > MAX_WIDENED ? eitherUnicodeForm(pattern, false) : out;
}
