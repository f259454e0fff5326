/**
 * Issue 13, P103: a meeting says its short turns over and over ("Yeah.", "Okay.", "Mm-hmm.", "Yeah, exactly."; in five
 * real AMI and ICSI meetings 22 % of all sentences repeat an earlier one of the same meeting), and the sentence stage
 * cleaned, normalised, tested and tokenised each one again. A short unit (at most 24 characters) seen before now gets
 * what was worked out for it then, per language, from a bounded memo: each sentence is the same as worked out afresh.
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s, bounded memory).
 */
import { describe, expect, it } from 'vitest';
import { normalizeForCues } from '../src/cues/normalize-for-cues.js';
import { wordsAndTerms } from '../src/rank/sentence-terms.js';
import { cleanDisfluencies } from '../src/transcript/clean-disfluencies.js';
import { isCompleteSentence } from '../src/transcript/is-complete-sentence.js';
import { segmentSentences } from '../src/transcript/split-sentences.js';
import type { TranscriptSegment } from '../src/transcript/transcript-segment.js';

const segment = (line: number, speaker: string, text: string): TranscriptSegment => ({
  line,
  speaker,
  timestamp: null,
  text,
});

/** The sentence-stage fields worked out afresh, as before P103. */
const afresh = (raw: string, language: string) => {
  const clean = cleanDisfluencies(raw, language);
  const { bits, ...words } =
    clean === '' ? { words: [], terms: [], bits: 0 } : wordsAndTerms(clean, language);
  return {
    clean,
    normal: normalizeForCues(clean),
    complete: isCompleteSentence(clean, language),
    ...words,
    wordBits: bits,
  };
};

describe('P103: a short unit said again is worked out once (issue 13)', () => {
  it('P103: a repeated short turn is the same sentence, its words shared; each language reads it its own way', () => {
    const texts = ['Yeah.', 'Um, okay.', 'Yeah, exactly, yeah.', 'Mm-hmm.', 'The the remote.'];
    for (const language of ['en', 'de', 'en']) {
      const seen = new Map<string, { words: readonly string[] }>();
      for (let round = 0; round < 3; round++)
        for (const [k, text] of texts.entries()) {
          const [s] = segmentSentences(segment(10 * round + k + 1, `S${k}`, text), language, 0, true);
          const { clean, normal, complete, words, terms, wordBits } = s!;
          expect({ clean, normal, complete, words, terms, wordBits }, `${language} ${text}`).toEqual(
            afresh(text, language),
          );
          expect(s!.line).toBe(10 * round + k + 1);
          expect(s!.speaker).toBe(`S${k}`);
          const first = seen.get(text);
          // Said again: the same arrays as the first time (worked out once), not a copy made again.
          if (first) expect(s!.words).toBe(first.words);
          else seen.set(text, s!);
        }
    }
    // English drops the filler, German keeps it: the memo is per language.
    expect(segmentSentences(segment(1, 'A', 'Um, okay.'), 'en', 0)[0]!.clean).toBe(
      afresh('Um, okay.', 'en').clean,
    );
    expect(segmentSentences(segment(1, 'A', 'Um, okay.'), 'de', 0)[0]!.clean).toBe(
      afresh('Um, okay.', 'de').clean,
    );
  });

  it('P103: more distinct short turns than the memo holds, and longer sentences, still come out as worked out afresh', () => {
    for (let i = 0; i < 9000; i += 7) {
      const text = `Item ${i} okay.`;
      const [s] = segmentSentences(segment(i + 1, 'A', text), 'en', 0);
      expect(s!.clean).toBe(afresh(text, 'en').clean);
      expect(s!.terms).toEqual(afresh(text, 'en').terms);
    }
    const long = 'We agreed to move the launch of the remote control to Friday.';
    const [a] = segmentSentences(segment(1, 'A', long), 'en', 0);
    const [b] = segmentSentences(segment(2, 'B', long), 'en', 0);
    expect(a!.words).toEqual(afresh(long, 'en').words);
    expect(b!.words).toEqual(a!.words);
  });
});
