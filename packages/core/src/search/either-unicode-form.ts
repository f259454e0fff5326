import { onFirstUse } from '../text/on-first-use.js';
import { type PatternToken, patternTokens } from './pattern-tokens.js';

/** A combining mark (general category M): it belongs to the character before it. */
const mark = onFirstUse(() => /\p{M}/u);

/**
 * True for a combining mark (general category M). No mark lies below U+0300, so a query's ASCII and
 * Latin-1 letters are told without the `\p{M}` pattern, which V8 builds from ICU's tables on its first
 * use (about 0.9 million instructions, P240).
 */
function isMark(c: string): boolean {
  return c.charCodeAt(0) >= 0x300 && mark().test(c);
}

/**
 * Each ASCII letter with the precomposed Latin letters that are it with marks (`e` → `e\u00e8\u00e9…`):
 * an unaccented letter of a query finds the accented one in NFC as it already did in NFD (L350: `cafe`
 * found `Cafe\u0301` only, never `Caf\u00e9`). A table, what {@link accentedLetterClasses} computes: that
 * computation (about 400 code points normalized, each tested against a `\p{M}` pattern) cost every `ma
 * search` about 6 million instructions, 2.5 % of the process (P240, docs/startup.md "Session 47");
 * `either-unicode-form.test.ts` holds the two equal under the Node that runs it.
 */
const ACCENTED: Readonly<Record<string, string>> = {
  A: 'A\u00c0\u00c1\u00c2\u00c3\u00c4\u00c5\u0100\u0102\u0104\u01cd\u01de\u01e0\u01fa\u0200\u0202\u0226',
  C: 'C\u00c7\u0106\u0108\u010a\u010c',
  D: 'D\u010e',
  E: 'E\u00c8\u00c9\u00ca\u00cb\u0112\u0114\u0116\u0118\u011a\u0204\u0206\u0228',
  G: 'G\u011c\u011e\u0120\u0122\u01e6\u01f4',
  H: 'H\u0124\u021e',
  I: 'I\u00cc\u00cd\u00ce\u00cf\u0128\u012a\u012c\u012e\u0130\u01cf\u0208\u020a',
  J: 'J\u0134',
  K: 'K\u0136\u01e8',
  L: 'L\u0139\u013b\u013d',
  N: 'N\u00d1\u0143\u0145\u0147\u01f8',
  O: 'O\u00d2\u00d3\u00d4\u00d5\u00d6\u014c\u014e\u0150\u01a0\u01d1\u01ea\u01ec\u020c\u020e\u022a\u022c\u022e\u0230',
  R: 'R\u0154\u0156\u0158\u0210\u0212',
  S: 'S\u015a\u015c\u015e\u0160\u0218',
  T: 'T\u0162\u0164\u021a',
  U: 'U\u00d9\u00da\u00db\u00dc\u0168\u016a\u016c\u016e\u0170\u0172\u01af\u01d3\u01d5\u01d7\u01d9\u01db\u0214\u0216',
  W: 'W\u0174',
  Y: 'Y\u00dd\u0176\u0178\u0232',
  Z: 'Z\u0179\u017b\u017d',
  a: 'a\u00e0\u00e1\u00e2\u00e3\u00e4\u00e5\u0101\u0103\u0105\u01ce\u01df\u01e1\u01fb\u0201\u0203\u0227',
  c: 'c\u00e7\u0107\u0109\u010b\u010d',
  d: 'd\u010f',
  e: 'e\u00e8\u00e9\u00ea\u00eb\u0113\u0115\u0117\u0119\u011b\u0205\u0207\u0229',
  g: 'g\u011d\u011f\u0121\u0123\u01e7\u01f5',
  h: 'h\u0125\u021f',
  i: 'i\u00ec\u00ed\u00ee\u00ef\u0129\u012b\u012d\u012f\u012f-\u0131\u01d0\u0209\u020b',
  j: 'j\u0135\u01f0',
  k: 'k\u0137\u01e9',
  l: 'l\u013a\u013c\u013e',
  n: 'n\u00f1\u0144\u0146\u0148\u01f9',
  o: 'o\u00f2\u00f3\u00f4\u00f5\u00f6\u014d\u014f\u0151\u01a1\u01d2\u01eb\u01ed\u020d\u020f\u022b\u022d\u022f\u0231',
  r: 'r\u0155\u0157\u0159\u0211\u0213',
  s: 's\u015b\u015d\u015f\u0161\u0219',
  t: 't\u0163\u0165\u021b',
  u: 'u\u00f9\u00fa\u00fb\u00fc\u0169\u016b\u016d\u016f\u0171\u0173\u01b0\u01d4\u01d6\u01d8\u01da\u01dc\u0215\u0217',
  w: 'w\u0175',
  y: 'y\u00fd\u00ff\u0177\u0233',
  z: 'z\u017a\u017c\u017e',
};

/** The class of `letter` and its accented forms (`[…]` contents), or `letter` when it has none. */
function withAccents(letter: string): string {
  return Object.hasOwn(ACCENTED, letter) ? (ACCENTED[letter] as string) : letter;
}

/**
 * Computes the table {@link ACCENTED} holds: each ASCII letter with the precomposed letters of Latin-1
 * Supplement and Latin Extended-A/B that are it with marks (Western, Central European, Turkish,
 * Romanian ș ț). Latin Extended Additional (U+1E00-1EFF, Vietnamese) doubled ripgrep's CPU on a lower-case
 * word (classes twice as long defeat its literal prefilter; 1.35× without it, session 43): its NFD
 * forms are still found through `\p{M}*`. For the table's test; not run by a search.
 * @returns letter → class contents (the letter first, then its forms in code point order).
 */
export function accentedLetterClasses(): Map<string, string> {
  const accented = new Map<string, string>();
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
  return accented;
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
    while (i < tokens.length && tokens[i]?.kind === 'char' && isMark(tokens[i]?.text as string))
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
