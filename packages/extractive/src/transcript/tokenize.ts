/**
 * Unicode word tokens of a text: maximal runs of letters (`\p{L}`, with combining marks
 * `\p{M}` kept attached) or of digits (`\p{N}`), lower-cased. Punctuation and whitespace are dropped.
 *
 * Works for any script with letters (English, German, French, Welsh, ...), so the ranking and
 * ROUGE never depend on an English-only tokeniser.
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 *
 * @param text - any text
 * @returns tokens in order of appearance, lower-case (`"Don't 12.5"` → `["don", "t", "12", "5"]`)
 */
export function tokenize(text: string): string[] {
  // Text in ASCII and general punctuation (dashes, curly quotes, "…") needs no Unicode tables.
  if (!BEYOND_PLAIN.test(text)) return text.toLowerCase().match(/[a-z]+|[0-9]+/g) ?? [];
  return text.toLowerCase().match(/[\p{L}\p{M}]+|\p{N}+/gu) ?? [];
}

/** A character beyond ASCII and general punctuation (U+2000–U+206F, no letters, digits or marks there). */
const BEYOND_PLAIN = /[^\u0000-\u007f\u2000-\u206f]/;
