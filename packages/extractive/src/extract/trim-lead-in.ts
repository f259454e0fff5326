import { normalizeForCues } from '../cues/normalize-for-cues.js';
import { withoutDanglingConnective } from '../transcript/without-dangling-connective.js';
import { withoutRestarts } from '../transcript/without-restarts.js';
import { withoutStrandedCommas } from '../transcript/without-stranded-commas.js';
import { wordCount } from './word-count.js';

/** Spoken connectives that dangle at the start of a quoted item when the cue sits later. */
const LEAD_WORDS = /^(?:(?:which|so|and|but|or|um|uh|er|erm|well|like|because|cause)(?:[\s,]+|$))+/i;
/** A framing clause that only announces what follows: "the first one is that", "the thing is that". */
const FRAME = /^(?:[^\s,;:]+\s+){0,10}?(?:is|was|are|were)\s+that\s+/i;
/** The frame may leave at most this many words between "that" and the cue ("that the company's decided"). */
const FRAME_GAP_WORDS = 2;

/**
 * Removes a dangling spoken lead-in before a cue: a framing clause ending in "is that" right before the
 * cue (`"Which is the first one is that the company's decided …"` → `"The company's decided …"`), or
 * leading connectives (`"which"`, `"so"`, `"and"`, `"um"`, …) when the cue is not at the very start.
 * Only cuts a prefix, so every remaining word is still on the cited line; text from the cue on is kept. A
 * connective left with a comma at the start ("Since, what I decided …") goes too ({@link withoutDanglingConnective}), and so
 * do spoken restarts ("we just we'll go" → "we'll go", {@link withoutRestarts}, E33) and a pause's comma after an article
 * ("the, things" → "the things", {@link withoutStrandedCommas}, E36).
 *
 * Spec: issue #5 "Offline summarizer" (decisions and next steps by cue patterns); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (decisions, next steps).
 *
 * @param text - a cleaned sentence or clause
 * @param cue - the cue pattern (matched on the normalised text); without a match the text is returned unchanged
 * @returns the trimmed text, first letter upper-cased
 */
export function trimLeadIn(text: string, cue: RegExp): string {
  return withoutStrandedCommas(withoutRestarts(withoutDanglingConnective(cutLeadIn(text, cue))));
}

function cutLeadIn(text: string, cue: RegExp): string {
  const normal = normalizeForCues(text);
  // Indexes are only comparable when normalisation kept the length (it does unless whitespace collapsed).
  if (normal.length !== text.length) return text;
  const at = cue.exec(normal)?.index ?? -1;
  if (at <= 0) return text;
  let start = 0;
  const frame = FRAME.exec(normal.slice(0, at));
  if (frame && wordCount(normal.slice(frame[0].length, at)) <= FRAME_GAP_WORDS) start = frame[0].length;
  else start = LEAD_WORDS.exec(normal)?.[0].length ?? 0;
  if (start <= 0 || start > at) return text;
  const tail = text.slice(start).trim();
  return tail.charAt(0).toUpperCase() + tail.slice(1);
}
