/**
 * Language names (English and their own) and ISO 639-2/3 codes that recorders and transcribers write instead of
 * an ISO 639-1 code (Whisper's `"language": "english"`, `eng`, `Deutsch`, `ger`/`deu`), lower-case, without
 * diacritics.
 */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  english: 'en',
  eng: 'en',
  german: 'de',
  deutsch: 'de',
  ger: 'de',
  deu: 'de',
  french: 'fr',
  francais: 'fr',
  fre: 'fr',
  fra: 'fr',
  spanish: 'es',
  espanol: 'es',
  castellano: 'es',
  spa: 'es',
  italian: 'it',
  italiano: 'it',
  ita: 'it',
  dutch: 'nl',
  nederlands: 'nl',
  nld: 'nl',
  dut: 'nl',
  portuguese: 'pt',
  portugues: 'pt',
  por: 'pt',
  welsh: 'cy',
  cymraeg: 'cy',
  cym: 'cy',
  wel: 'cy',
  russian: 'ru',
  rus: 'ru',
  chinese: 'zh',
  zho: 'zh',
  chi: 'zh',
  japanese: 'ja',
  jpn: 'ja',
};

/**
 * The base ISO 639-1 code of a language tag or name: `"en-GB"` → `"en"`, `"DE"` → `"de"`, `"English"`, `"eng"` →
 * `"en"`, `"Deutsch"`, `"deu"` → `"de"`, `""` → `"und"`.
 *
 * Spec: issue #5 "Offline summarizer" (key-point ranking and cue patterns per language; other languages
 * degrade to key points only); review5 Q13 (names and 3-letter codes that recorders write).
 *
 * @param language - a BCP 47-ish tag, an ISO 639-2/3 code or a language name
 * @returns the lower-case primary subtag (mapped to ISO 639-1 when it is a known name or 3-letter code), or `"und"`
 */
export function baseLanguage(language: string): string {
  const primary =
    language
      .trim()
      .toLowerCase()
      .split(/[-_\s]/)[0] || 'und';
  const plain = primary.normalize('NFD').replace(/\p{M}/gu, '');
  return OTHER_NAMES[plain] ?? primary;
}
