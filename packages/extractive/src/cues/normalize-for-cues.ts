/**
 * Prepares a cleaned sentence for cue matching: lower case, curly apostrophes made straight,
 * whitespace collapsed.
 *
 * Spec: issue #5 "Offline summarizer" (decisions and next steps by cue patterns); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (decisions, next steps).
 *
 * @param text - a cleaned sentence
 * @returns the normalised text
 */
export function normalizeForCues(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
