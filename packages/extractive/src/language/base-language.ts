/**
 * The base ISO 639-1 code of a language tag: `"en-GB"` → `"en"`, `"DE"` → `"de"`, `""` → `"und"`.
 *
 * Spec: issue #5 "Offline summarizer" (key-point ranking and cue patterns per language; other languages
 * degrade to key points only).
 *
 * @param language - a BCP 47-ish tag
 * @returns the lower-case primary subtag, or `"und"`
 */
export function baseLanguage(language: string): string {
  return language.trim().toLowerCase().split(/[-_]/)[0] || 'und';
}
