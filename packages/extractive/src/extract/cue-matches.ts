import type { TranscriptSentence } from '../transcript/transcript-sentence.js';

/**
 * How many owned sentences matched a kind's cue words (decision or task), kept as items or not, and the first of
 * them (1-based transcript line, the sentence as cleaned). Plain data, so it crosses a worker thread.
 *
 * Spec: review4 P26 (the context note says a cue matched and the sentence was left out, never that nothing
 * matched); issue 15 (precision: items left out rather than quoted as fragments).
 */
export interface CueMatches {
  /** Sentences whose cue words matched. */
  count: number;
  /** The earliest of them, or `null` when none matched. */
  first: { line: number; text: string } | null;
}

/** No cue matched. */
export function noCueMatches(): CueMatches {
  return { count: 0, first: null };
}

/**
 * Counts a sentence into `matches` (the extractors' `onCue`).
 *
 * @param matches - updated in place
 * @param sentence - a sentence whose cue words matched
 */
export function countCueMatch(matches: CueMatches, sentence: TranscriptSentence): void {
  matches.count++;
  if (matches.first === null || sentence.line < matches.first.line)
    matches.first = { line: sentence.line, text: sentence.clean };
}

/**
 * Adds a later batch's matches to `into` (counts add up, the earliest sentence stays).
 *
 * @param into - updated in place
 * @param more - the later batch's matches
 */
export function addCueMatches(into: CueMatches, more: CueMatches): void {
  into.count += more.count;
  if (more.first !== null && (into.first === null || more.first.line < into.first.line))
    into.first = more.first;
}
