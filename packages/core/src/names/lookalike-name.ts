import { caselessSkeleton } from '../text/confusable-skeleton.js';
import { nameKey } from './name-key.js';

/**
 * Unicode scripts (ISO 15924 codes, Unicode 17) a letter may belong to, for the UTS #39 resolved script set.
 * Common (Zyyy), Inherited (Zinh) and Unknown (Zzzz) go with every script and are not listed.
 */
const SCRIPTS =
  'Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah Brai Bugi Buhd Cakm Cans Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm Goth Gran Grek Gujr Gukh Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi Khar Khmr Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci Lydi Mahj Maka Mand Mani Marc Medf Mend Merc Mero Mlym Modi Mong Mroo Mtei Mult Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw Shaw Shrd Sidd Sidt Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa Todr Tols Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb';

/** UTS #39 5.1: Han, Hiragana, Katakana, Hangul and Bopomofo also count as the writing systems that mix them. */
const AUGMENTED: Record<string, string[]> = {
  Hani: ['Hanb', 'Jpan', 'Kore'],
  Hira: ['Jpan'],
  Kana: ['Jpan'],
  Hang: ['Kore'],
  Bopo: ['Hanb'],
};

/** Script → its `\p{scx=…}` test; scripts the running Node does not know are left out. Built on first use. */
let scriptTests: Array<[string, RegExp]> | null = null;
/** Code point → its augmented script set (null: Common/Inherited/Unknown, i.e. every script). */
const scriptCache = new Map<number, ReadonlySet<string> | null>();

function scriptsOf(ch: string): ReadonlySet<string> | null {
  const cp = ch.codePointAt(0)!;
  if (cp < 0x80) return /[A-Za-z]/.test(ch) ? LATIN : null;
  const cached = scriptCache.get(cp);
  if (cached !== undefined) return cached;
  scriptTests ??= SCRIPTS.split(' ').flatMap((s): Array<[string, RegExp]> => {
    try {
      return [[s, new RegExp(`^\\p{scx=${s}}$`, 'u')]];
    } catch {
      return [];
    }
  });
  const set = new Set<string>();
  for (const [s, re] of scriptTests)
    if (re.test(ch)) for (const x of [s, ...(AUGMENTED[s] ?? [])]) set.add(x);
  const result = set.size === 0 ? null : set;
  scriptCache.set(cp, result);
  return result;
}
const LATIN: ReadonlySet<string> = new Set(['Latn']);

/**
 * The UTS #39 resolved script set of `text` (section 5.1): the scripts every character of it belongs to
 * (Script_Extensions, Han/Kana/Hangul augmented), `'all'` when it has only Common and Inherited characters
 * (digits, punctuation, spaces); an empty set means mixed-script (`\u041c\u0430rketing`: Cyrillic and Latin).
 */
function resolvedScripts(text: string): ReadonlySet<string> | 'all' {
  let out: Set<string> | null = null; // null: only Common and Inherited characters so far
  for (const ch of text) {
    const s = scriptsOf(ch);
    if (s === null) continue;
    const kept: Set<string> = new Set();
    for (const x of out ?? s) if (s.has(x)) kept.add(x);
    out = kept;
    if (out.size === 0) break;
  }
  return out ?? 'all';
}

const ASCII = /^[\x00-\x7f]*$/;

/** Whether two resolved script sets share one script (a side of only Common characters shares the other's). */
function oneScript(a: ReadonlySet<string> | 'all', b: ReadonlySet<string> | 'all'): boolean {
  if (a === 'all') return b !== 'all' && b.size > 0;
  if (b === 'all') return a.size > 0;
  return [...a].some((s) => b.has(s));
}

/**
 * The existing name that `name` is a look-alike twin of, or null: one whose caseless TR39 confusable skeleton
 * (core `caselessSkeleton`) is the same while the names differ (by `nameKey`: NFC + case), and that is written in
 * another script, or `name` mixes scripts (UTS #39 5.1), or the two are the same in NFKC (full width):
 * `\u041c\u0430rketing` (Cyrillic М, а in a Latin word) is a twin of `Marketing`, `d\u0435cisions.md` of `decisions.md`,
 * an all-Cyrillic `\u0421\u0412\u0410` of the Latin `CBA`, `\uff44ecisions.md` of `decisions.md`; but `modem` is not a twin
 * of `modern` (both Latin; TR39 folds `m` to `rn`), and a genuinely non-Latin name (`\u041c\u0430\u0440\u0438\u044f`,
 * a Greek word) is a twin of nothing unless it looks like one. Names equal by `nameKey` are the same name, not
 * twins (the caller matches them). Two ASCII names are never twins, so a folder of ASCII names costs one test each.
 * Pure; never throws.
 * @param name a name about to be created or added (an attendee, a file or folder name, a speaker's new name, a
 *   dictation word).
 * @param existing the names already there, as written.
 * @returns the first twin in `existing`, as written, or null.
 * Spec: review7 T8 (docs/tools.md: attendees "never added twice", "a write never creates a twin of an existing
 *   file"); Unicode TR39 sections 4 (skeleton) and 5.1 (mixed script); docs/confusables.md.
 */
export function lookalikeOf(name: string, existing: Iterable<string>): string | null {
  const asciiName = ASCII.test(name);
  let key: string | null = null;
  let scripts: ReadonlySet<string> | 'all' | null = null;
  const wanted = nameKey(name);
  for (const other of existing) {
    if (asciiName && ASCII.test(other)) continue;
    key ??= caselessSkeleton(name);
    if (caselessSkeleton(other) !== key || nameKey(other) === wanted) continue;
    if (nameKey(other.normalize('NFKC')) === nameKey(name.normalize('NFKC'))) return other;
    scripts ??= resolvedScripts(name);
    if (!oneScript(scripts, resolvedScripts(other))) return other;
  }
  return null;
}
