import { describe, expect, it } from 'vitest';
import { cueNeeds, firstCue, gatedCues } from '../src/cues/cue-prefilter.js';
import { decisionCues } from '../src/cues/decision-cues.js';
import { nextStepBlockers, nextStepCues } from '../src/cues/next-step-cues.js';
import { normalizeForCues } from '../src/cues/normalize-for-cues.js';
import { precisionCues } from '../src/cues/precision-cues.js';
import { REVERSAL_CUES } from '../src/extract/mark-reversals.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';
import { qualityTranscripts, writtenTestStrings } from './quality-transcripts.js';

/**
 * Issue 13, K2: the English decision and next-step cue patterns and the next-step blockers run only on a sentence
 * holding one of each pattern's necessary substrings. The prefilter must never reject a sentence a pattern accepts: checked on every sentence of the quality
 * sets (sample vault and every bench meeting) and on every string written in this package's tests (the hand-made cue
 * examples), each as the engine reads it (`normal`) and lower-cased as written.
 */
describe('K2: the cue prefilter never rejects a sentence a cue accepts (issue 13)', () => {
  const meetings = qualityTranscripts();
  const spoken = splitSentences(parseTranscript(meetings.join('\n')), 'en').map((s) => s.normal);
  // Quoted strings of the test files: the cue examples people wrote by hand ("We'll go with the rubber case.").
  const written = writtenTestStrings();
  const corpus = [
    ...new Set([
      ...spoken,
      ...written.map((w) => normalizeForCues(w)),
      ...written.map((w) => w.toLowerCase()),
    ]),
  ];
  const cues = decisionCues.en!;
  const lists = {
    'decision cues': cues,
    'next-step cues': nextStepCues.en!.map((c) => c.pattern),
    'next-step blockers': nextStepBlockers.en!,
    // P105's single patterns, tried on every sentence through `gatedTest` (F102: proved here over the whole corpus too).
    'reversal, logistics and minutes-handover patterns': [
      REVERSAL_CUES.en!,
      precisionCues.en!.logistics,
      precisionCues.en!.recapHandover!,
    ],
  };

  it.each(Object.entries(lists))(
    'K2 %s: each text a pattern matches holds one of its substrings',
    (_, patterns) => {
      expect(spoken.length).toBeGreaterThan(5000);
      let checked = 0;
      let matches = 0;
      for (const cue of patterns) {
        const needs = cueNeeds(cue);
        if (needs === null) continue;
        checked++;
        for (const text of corpus) {
          if (!cue.test(text)) continue;
          matches++;
          expect(
            needs.some((n) => text.includes(n)),
            `${cue} matches ${JSON.stringify(text)} without ${needs}`,
          ).toBe(true);
        }
      }
      // A pattern without a name (or a name without a row) has no substrings and always runs: the result stays right,
      // only slower. Most must be covered, or the prefilter no longer pays (F102 requires every English cue covered).
      const uncovered = patterns.filter((p) => cueNeeds(p) === null).map(String);
      expect(
        checked,
        `no substrings in src/cues/cue-prefilter.ts for ${uncovered.join(', ')}`,
      ).toBeGreaterThanOrEqual(Math.ceil(0.8 * patterns.length));
      expect(matches).toBeGreaterThan(50);
    },
    // every cue over the whole bench corpus: 35 s against the 30 s default at load 30 (F88)
    120_000,
  );

  it.each(Object.entries(lists))(
    'K2 %s: firstCue gives the first matching pattern, as a scan of every one does',
    (_, patterns) => {
      const gated = gatedCues(patterns);
      let found = 0;
      for (const text of corpus) {
        const expected = patterns.findIndex((c) => c.test(text));
        if (expected >= 0) found++;
        expect(firstCue(gated, text)).toBe(expected);
      }
      expect(found).toBeGreaterThan(50);
    },
    120_000,
  );

  it('K2 the cues no other test string says are read by the property above too (this file is in the corpus)', () => {
    // Patterns 6, 10, 16 and 24 of decisionCues.en, said in so many words.
    const said = [
      "we're going to go with the rubber case.",
      'so we make the decision to ship in may.',
      'we could scrap the second button.',
      "yeah let's ship that in this release then.",
    ];
    for (const [k, text] of said.entries()) {
      const cue = cues[[6, 10, 16, 24][k]!]!;
      expect(cue.test(text), `${cue} on ${text}`).toBe(true);
      expect(corpus).toContain(text);
    }
  });

  it('K2 a pattern without a name has no entry and always runs (a cue not in the table is never filtered out)', () => {
    const changed = /\bwe\s+settled\s+on\b/;
    expect(cueNeeds(changed)).toBeNull();
    const gated = gatedCues([changed]);
    expect(firstCue(gated, 'so we settled on the blue one.')).toBe(0);
    // One with substrings is skipped on a text without them, and found on one with them.
    const known = cues[0]!;
    expect(cueNeeds(known)).toEqual(['decided', 'agreed']);
    expect(firstCue(gatedCues([known]), 'we all went home.')).toBe(-1);
    expect(firstCue(gatedCues([known]), 'we all agreed.')).toBe(0);
  });
});
