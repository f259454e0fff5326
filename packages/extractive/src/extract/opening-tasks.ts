import type { NextStep } from '../extractive-summary.js';

/** The share of a meeting's spoken lines, from its first, that is its opening (E157). */
export const OPENING_SHARE = 0.05;
/** A meeting of fewer spoken lines than this has no opening of its own: a short exchange is all business (E157). */
export const OPENING_MIN_SEGMENTS = 40;

/** Where a meeting's spoken lines lie: the first and last transcript line of a segment and how many segments. */
export interface SpokenSpan {
  /** 1-based transcript line of the first spoken segment. */
  first: number;
  /** 1-based transcript line of the last spoken segment. */
  last: number;
  /** Spoken segments read. */
  segments: number;
}

/**
 * Leaves out the work a speaker takes on in a long meeting's opening (E157, session 39): in its first
 * {@link OPENING_SHARE} of lines a meeting sets itself up — its objective ("the final objective of this meeting is to
 * reach a decision"), whose turn it is ("I'll hand over to the functional team"), the room and its equipment ("I'll
 * get the door", "I have to make sure that this attachment will open") — and the labelled follow-up work of the dev
 * meetings is said in its body and close (dev: 1 of 4 such tasks right; the one right was handed to another person).
 * A task given to someone other than the speaker, one with a due date, and any task of a meeting shorter than
 * {@link OPENING_MIN_SEGMENTS} spoken lines stay. User-notes items are never touched.
 *
 * Spec: issue 15 (precision of next steps on real meetings; deliverable 2: meeting logistics dropped).
 *
 * @param steps - the meeting's next steps, in order
 * @param span - the meeting's spoken lines ({@link SpokenSpan}); `first`/`last` are 1-based transcript lines
 * @returns the steps that stay, in the same order (a new array)
 */
export function withoutOpeningTasks<T extends NextStep>(steps: readonly T[], span: SpokenSpan): T[] {
  if (span.segments < OPENING_MIN_SEGMENTS) return [...steps];
  const end = span.first + OPENING_SHARE * (span.last - span.first);
  return steps.filter(
    (s) =>
      s.source !== 'transcript' ||
      s.line === null ||
      s.line >= end ||
      s.due !== null ||
      (s.owner !== null && s.owner !== s.speaker),
  );
}
