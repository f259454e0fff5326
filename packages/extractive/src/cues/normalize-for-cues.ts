import { irregularSpace } from '../transcript/irregular-space.js';

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
  let out = text.toLowerCase();
  if (/[\u2018\u2019\u02bc]/.test(out)) out = out.replace(/[\u2018\u2019\u02bc]/g, "'");
  // A cleaned sentence is already trimmed with single spaces: the costly steps only when needed.
  if (irregularSpace(out, true)) out = out.replace(/\s+/g, ' ').trim();
  return out;
}
