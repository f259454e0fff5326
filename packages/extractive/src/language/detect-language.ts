import { tokenize } from '../transcript/tokenize.js';
import { stopwordLanguages, stopwordsFor } from './stopwords.js';

/** Languages considered by detection, most likely first (ties go to the earlier one). */
const CANDIDATES = ['en', 'de', 'fr', 'cy', 'es', 'it', 'nl', 'pt'] as const;

/**
 * The fewest stopwords of one language a text must hold to be read as that language (L324): `Hi.` is one word,
 * a Welsh stopword (`hi`, "she"), and was read as Welsh; `Ja.`, `Oui.`, `Hi there.` say as little. Fewer, and the
 * language is `"und"` (the transcript's `language:` label, when set, is used instead), never a guess. Two, not
 * three (F84): a two-line English stand-up ("The build is green again. Thanks everyone.") holds two, and reading it
 * as not recognised told its user the engine had no English cue words.
 */
const MIN_STOPWORDS = 2;

/**
 * The language guess of {@link detectLanguage} with the stopword share of each candidate, so a caller can
 * tell a text in one language from one that mixes two (a German team's meeting with English phrases).
 * Spec: issue #5 "Offline summarizer"; review 6 S6 (a correct label kept on a code-switching meeting).
 */
export interface LanguageReading {
  /**
   * ISO 639-1 code of the best-covered language, or `"und"` when none covers at least 25 % of the tokens with at
   * least {@link MIN_STOPWORDS} stopwords (too little text to tell: `Hi.`).
   */
  language: string;
  /** Share (0–1) of the first 5,000 tokens that are stopwords of each candidate language (`{ en: 0.72, de: 0.13, … }`). */
  shares: Record<string, number>;
}

/**
 * Crude language guess by stopword coverage: the language whose stopword list covers the largest
 * share of the first 5,000 tokens, if that share is at least 25 % and holds {@link MIN_STOPWORDS} stopwords or more
 * (L324: a one-line `Hi.` is no Welsh); with every candidate's share.
 *
 * Spec: issue #5 "Offline summarizer" (key-point ranking and cue patterns per language; other languages
 * degrade to key points only).
 *
 * @param text - any text
 * @returns the guess (`"en"`, `"de"`, `"fr"`, `"cy"`, ..., or `"und"` for empty text or text no list covers well)
 *   and each candidate's share (all 0 for empty text)
 */
export function readLanguage(text: string): LanguageReading {
  const tokens = tokenize(text).slice(0, 5000);
  const shares: Record<string, number> = {};
  let best = 'und';
  let bestShare = 0.25;
  for (const code of CANDIDATES) {
    if (!stopwordLanguages.includes(code)) continue;
    const stops = stopwordsFor(code);
    const hits = tokens.filter((t) => stops.has(t)).length;
    const share = tokens.length === 0 ? 0 : hits / tokens.length;
    shares[code] = share;
    if (share > bestShare && hits >= MIN_STOPWORDS) {
      best = code;
      bestShare = share;
    }
  }
  return { language: best === 'und' ? scriptLanguage(text.slice(0, 20000)) : best, shares };
}

/**
 * E176: scripts that name their language, letter counts over the text's letters (Latin-script text is read by its
 * stopwords instead): any kana makes it Japanese (Japanese mixes kanji and kana), Hangul Korean, Han alone Chinese,
 * Greek, Hebrew and Thai their own. A script shared by several languages (Cyrillic, Arabic, Devanagari) names none.
 */
const SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['ja', /[\p{Script=Hiragana}\p{Script=Katakana}]/gu],
  ['ko', /\p{Script=Hangul}/gu],
  ['zh', /\p{Script=Han}/gu],
  ['el', /\p{Script=Greek}/gu],
  ['he', /\p{Script=Hebrew}/gu],
  ['th', /\p{Script=Thai}/gu],
];

/**
 * The language a text's script names ({@link SCRIPTS}) when half its letters are in one such script (kana counted
 * with the kanji for Japanese), else `"und"`. Spec: issue #5 (other languages degrade to key points, named).
 */
function scriptLanguage(text: string): string {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return 'und';
  const count = (re: RegExp) => text.match(re)?.length ?? 0;
  const han = count(SCRIPTS[2]![1]);
  for (const [code, re] of SCRIPTS) {
    const n = count(re);
    if (n === 0) continue;
    const own = code === 'ja' ? n + han : n;
    if (code === 'ja' && n * 20 < own) continue;
    if (own * 2 >= letters) return code;
  }
  return 'und';
}

/**
 * Crude language guess by stopword coverage ({@link readLanguage} without the shares).
 *
 * Spec: issue #5 "Offline summarizer" (key-point ranking and cue patterns per language; other languages
 * degrade to key points only).
 *
 * @param text - any text
 * @returns an ISO 639-1 code (`"en"`, `"de"`, `"fr"`, `"cy"`, ...), or `"und"` (undetermined)
 *   for empty text or text no list covers well
 */
export function detectLanguage(text: string): string {
  return readLanguage(text).language;
}
