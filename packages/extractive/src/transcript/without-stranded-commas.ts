/**
 * An article or possessive determiner (lower case: "bay A, and post-ops" names a bay) followed by a comma and then not a
 * conjunction: it always has its noun after it, so the comma is a pause.
 */
const STRANDED =
  /\b(the|a|an|my|our|your|their)\s*,\s+(?!(?:and|or|but|so|then|plus|nor)\b)(?=[\p{L}\p{N}])/gu;

/**
 * A quoted item without the commas a speaker's pause left between a determiner and its noun (E36): "I'll be encoding
 * the, things that are in curly brackets" → "… the things that …", "we bought a, new printer" → "a new printer". Only
 * after "the", "a", "an", "my", "our", "your", "their", which never end a phrase ("her" and "his" can: "collect it from
 * her, I've got the van" stays). Only commas are deleted, so every word stays on the cited line.
 *
 * Spec: issue 15 deliverable 3 (readable units: disfluencies removed); hand audit of session 19 (2026-03-05 L555).
 *
 * @param text - a cleaned sentence or clause
 * @returns the text without such commas; `text` itself when there is none
 */
export function withoutStrandedCommas(text: string): string {
  return text.includes(',') ? text.replace(STRANDED, '$1 ') : text;
}
