import { CONFUSABLE_RECORDS } from './confusables-table.js';
import { onFirstUse } from './on-first-use.js';

/** Code point → its prototype (UTS #39 confusables.txt), built on first use. */
let prototypes: Map<number, string> | null = null;
/** The prototype of each ASCII character (index = char code), the character itself when it has none. */
let asciiPrototypes: string[] | null = null;

function table(): Map<number, string> {
  if (prototypes !== null) return prototypes;
  const map = new Map<number, string>();
  for (const record of CONFUSABLE_RECORDS.split('\n')) {
    const tab = record.indexOf('\t');
    if (tab === -1) continue;
    const proto = record.slice(0, tab);
    for (const ch of record.slice(tab + 1)) map.set(ch.codePointAt(0)!, proto);
  }
  asciiPrototypes = Array.from({ length: 128 }, (_, c) => map.get(c) ?? String.fromCharCode(c));
  prototypes = map;
  return map;
}

const ASCII = /^[\x00-\x7f]*$/;
const ignorable = onFirstUse(() => /\p{Default_Ignorable_Code_Point}/u);

/**
 * The Unicode TR39 confusable skeleton of `text` (UTS #39 section 4, Unicode 17 data from
 * `packages/core/unicode/confusables.txt`, see docs/confusables.md): NFD, Default_Ignorable_Code_Point
 * characters removed, every character replaced by its prototype, NFD again. Two strings that look alike
 * have the same skeleton: `\u0415\u0445ternal` (Cyrillic) and `External`, `2026\u201012` (U+2010 HYPHEN) and `2026-12`,
 * `Ru\u0578` (Armenian) and `Run`. The skeleton is for comparing only, never shown: it is case-sensitive and maps
 * some plain letters too (`m` → `rn`, `I` and `1` → `l`, `0` → `O`).
 * Pure; never throws. An ASCII string costs one table look-up per character (the table is built on the first call).
 * @param text any string (lone surrogates are kept as they are).
 * @returns the skeleton, a string (possibly longer or shorter than `text`).
 * Spec: Unicode TR39 section 4 (skeleton); review7 T7 (record headings), T8 (look-alike names).
 */
export function confusableSkeleton(text: string): string {
  const map = table();
  if (ASCII.test(text)) {
    const ascii = asciiPrototypes!;
    let out = '';
    for (let i = 0; i < text.length; i++) out += ascii[text.charCodeAt(i)];
    return out.normalize('NFD');
  }
  let out = '';
  for (const ch of text.normalize('NFD')) {
    if (ignorable().test(ch)) continue;
    out += map.get(ch.codePointAt(0)!) ?? ch;
  }
  return out.normalize('NFD');
}

/**
 * The caseless confusable skeleton of `text`: NFKC (full width `\uff44` is `d`: TR39 expects NFKC text), then
 * {@link confusableSkeleton}, lower case, the skeleton and lower case again, so that names the product compares
 * without case (`nameKey`) and that look alike fold to one string: `\u041c\u0430rketing`, `MARKETING` and
 * `marketing` all give `rnarketing`; `\u041c\u0421\u0420` and `mcp` give `rncp`.
 * For comparing only, never shown. Pure; never throws.
 * Spec: Unicode TR39 section 4; review7 T7 (record headings), T8 (look-alike names).
 */
export function caselessSkeleton(text: string): string {
  return confusableSkeleton(confusableSkeleton(text.normalize('NFKC')).toLowerCase()).toLowerCase();
}
