/** A speaker's stance opening a sentence: "I think (that)", "I guess", "I mean", "basically", "honestly", … */
const HEDGE_OPENER =
  /^(?:(?:i\s+think|i\s+guess|i\s+suppose|i\s+mean|i\s+believe|i\s+reckon|i\s+feel\s+like|i'd\s+say|basically|obviously|actually|honestly|personally)(?:\s+that)?[\s,]+)+/i;
/** What is left must still be this long (words), else the sentence is kept whole. */
const MIN_LEFT_WORDS = 6;

/**
 * A key point without the speaker's stance at its start ("I think what we find in secondary schools is …" →
 * "What we find in secondary schools is …"): the Summary names the speaker already, and the opener carries no
 * content. Words are only deleted (every quoted word is still on the cited line); a sentence that would be left
 * too short comes back unchanged.
 *
 * Spec: issue 15 (readable units: disfluencies removed; content-dense key points).
 *
 * @param text - a cleaned sentence
 * @returns the sentence without its opener, capitalised, or `text` unchanged
 */
export function withoutHedgeOpener(text: string): string {
  const out = text.replace(HEDGE_OPENER, '');
  if (out === text || out.split(/\s+/).filter(Boolean).length < MIN_LEFT_WORDS) return text;
  return out.charAt(0).toUpperCase() + out.slice(1);
}
