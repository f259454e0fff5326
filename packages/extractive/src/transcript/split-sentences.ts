import sbd from 'sbd';
import { normalizeForCues } from '../cues/normalize-for-cues.js';
import { termsOfWords } from '../rank/sentence-terms.js';
import { cleanDisfluencies } from './clean-disfluencies.js';
import { isCompleteSentence } from './is-complete-sentence.js';
import { tokenize } from './tokenize.js';
import type { TranscriptSegment } from './transcript-segment.js';
import type { TranscriptSentence } from './transcript-sentence.js';

/** More than one sentence may be in the text: a sentence mark followed by more words. */
const MAYBE_SEVERAL = /[.!?…]["')\]]*\s+\S/u;
/**
 * A restart inside a spoken sentence: a capitalised sentence-opening word right after a lower-case word
 * with no punctuation between ("… money we had to s Um just want to …", "… what does it say Uh something").
 */
const EN_RESTART =
  /(?<=[\p{Ll}\p{N}'])\s+(?=(?:Um|Uh|So|And|But|Then|The|It|It's|That|That's|This|We|We're|We'll|You|Okay|Well|Yeah|Now|Oh|What|How|Because|If|Just|Anyway|Right|Alright|Actually|Basically)\b)/gu;

/**
 * Splits one segment into sentences: `sbd` (abbreviation aware: `"Dr. Jones"`, `"e.g."`, `"12.50"` do not
 * end a sentence) when the text may hold more than one, then, for English, at spoken restarts (a
 * capitalised opener after a lower-case word with no punctuation between). Each sentence is cleaned with
 * {@link cleanDisfluencies} and marked complete or not ({@link isCompleteSentence}).
 *
 * Spec: issue #5 "Offline summarizer" (sentences are the units ranked and matched); issue 15 (readable
 * units: whole sentences, no mid-thought fragments); issue 13 (linear time: one segment at a time).
 *
 * @param segment - one parsed transcript segment
 * @param language - base ISO 639-1 code
 * @param firstIndex - `index` of the first sentence produced
 * @returns the segment's sentences in order, indexes consecutive from `firstIndex`
 */
export function segmentSentences(
  segment: TranscriptSegment,
  language: string,
  firstIndex: number,
): TranscriptSentence[] {
  const out: TranscriptSentence[] = [];
  const pieces = MAYBE_SEVERAL.test(segment.text)
    ? sbd.sentences(segment.text, { newline_boundaries: false, sanitize: false })
    : [segment.text];
  for (const piece of pieces) {
    const parts = language === 'en' ? piece.split(EN_RESTART) : [piece];
    for (const part of parts) {
      const raw = part.trim();
      if (raw === '') continue;
      const clean = cleanDisfluencies(raw, language);
      const words = clean === '' ? [] : tokenize(clean);
      out.push({
        index: firstIndex + out.length,
        speaker: segment.speaker,
        line: segment.line,
        raw,
        clean,
        normal: normalizeForCues(clean),
        complete: isCompleteSentence(clean, language),
        inSegment: out.length,
        words,
        terms: termsOfWords(words, language),
      });
    }
  }
  return out;
}

/**
 * Splits segments into sentences with {@link segmentSentences}. A sentence never spans two lines, so every
 * sentence keeps its segment's line.
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
  for (const segment of segments) out.push(...segmentSentences(segment, language, out.length));
  return out;
}
