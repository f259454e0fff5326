import sbd from 'sbd';
import { cleanDisfluencies } from './clean-disfluencies.js';
import type { TranscriptSegment } from './transcript-segment.js';
import type { TranscriptSentence } from './transcript-sentence.js';

/**
 * Splits segments into sentences with the `sbd` sentence-boundary detector (abbreviation aware:
 * `"Dr. Jones"`, `"e.g."`, `"12.50"` do not end a sentence) and cleans each with
 * {@link cleanDisfluencies}. A sentence never spans two lines, so every sentence keeps its segment's line.
 *
 * Spec: issue #5 "Offline summarizer" (sentences are the units ranked as key points and matched against
 * cue patterns).
 *
 * @param segments - parsed transcript segments, in order
 * @param language - ISO 639-1 code used for cleaning (fillers are removed for `"en"` only)
 * @returns sentences in transcript order, `index` 0-based and consecutive
 */
export function splitSentences(
  segments: readonly TranscriptSegment[],
  language: string,
): TranscriptSentence[] {
  const out: TranscriptSentence[] = [];
  for (const segment of segments) {
    for (const raw of sbd.sentences(segment.text, { newline_boundaries: false, sanitize: false })) {
      const trimmed = raw.trim();
      if (trimmed === '') continue;
      out.push({
        index: out.length,
        speaker: segment.speaker,
        line: segment.line,
        raw: trimmed,
        clean: cleanDisfluencies(trimmed, language),
      });
    }
  }
  return out;
}
