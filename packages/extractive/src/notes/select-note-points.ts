import type { KeyPoint, NotePoint } from '../extractive-summary.js';
import { sentenceTerms } from '../rank/sentence-terms.js';

/**
 * At most this many note points are shown in the Summary.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (from the transcript and user
 * notes); issue #5 "Offline summarizer".
 */
export const MAX_NOTE_POINTS = 8;
/** A note point is a repeat of a key point when this share of its terms is in that key point. */
const REPEAT_SHARE = 0.6;

/**
 * The note points to show in the Summary: those not already said by a transcript key point (at least
 * {@link REPEAT_SHARE} of the point's index terms — stopwords removed, stemmed for English — occur in one
 * key point), the first {@link MAX_NOTE_POINTS} in note order.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (from the transcript and user
 * notes); issue #5 "Offline summarizer".
 *
 * @param points - note points in note order
 * @param keyPoints - the transcript key points shown
 * @param language - base ISO 639-1 code (for terms)
 * @returns the points kept, and how many others (not repeats) the limit left out (review 4 P13: said in the summary)
 */
export function selectNotePoints(
  points: readonly NotePoint[],
  keyPoints: readonly KeyPoint[],
  language: string,
): { shown: NotePoint[]; overLimit: number } {
  const keyTerms = keyPoints.map((k) => new Set(sentenceTerms(k.text, language)));
  const shown: NotePoint[] = [];
  let overLimit = 0;
  for (const point of points) {
    const terms = [...new Set(sentenceTerms(point.text, language))];
    const repeat =
      terms.length > 0 &&
      keyTerms.some((k) => terms.filter((t) => k.has(t)).length / terms.length >= REPEAT_SHARE);
    if (repeat) continue;
    if (shown.length < MAX_NOTE_POINTS) shown.push(point);
    else overLimit++;
  }
  return { shown, overLimit };
}
