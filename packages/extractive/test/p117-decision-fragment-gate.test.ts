/**
 * Issue 13, P117: the decision stage scanned every fragment and recap sentence past its word gate with all 28 English
 * decision cues, only to count cue matches for the notices (2,741 sentences on a 40k-line transcript, 46 of them
 * matched). Now such a sentence is scanned only when it passes a gate no cue can match without (`decisionCueGate`:
 * for each cue a piece of its own source that every text it matches holds). The proof is a table over the cue list by
 * each cue's name: a cue not in it turns the gate off. What a user reads is unchanged: the same cue-match count and
 * first sentence in the notices.
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage).
 */
import { describe, expect, it } from 'vitest';
import { cueName } from '../src/cues/cue-name.js';
import { gatedCues } from '../src/cues/cue-prefilter.js';
import { decisionCueGate, EN_DECISION_CUES_PROVEN } from '../src/cues/decision-cue-gate.js';
import { decisionCues } from '../src/cues/decision-cues.js';
import { normalizeForCues } from '../src/cues/normalize-for-cues.js';
import { extractDecisions } from '../src/extract/extract-decisions.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';
import type { TranscriptSentence } from '../src/transcript/transcript-sentence.js';
import {
  gateProof,
  literalScans,
  qualityTranscripts,
  withCueList,
  writtenTestStrings,
} from './quality-transcripts.js';

const cues = decisionCues.en!;
const sentences = splitSentences(parseTranscript(qualityTranscripts().join('\n')), 'en');
const written = writtenTestStrings().map(normalizeForCues);
// Every cue said at least once, several forms of the longer ones.
const said = [
  "we've all decided to ship in may.",
  "it's been settled, the blue one.",
  'the team has decided to move.',
  'they decided on the blue casing.',
  "let's go with the rubber case.",
  "we'll stick with the old supplier.",
  "we're gonna go for the cheaper one.",
  'we are going with the red.',
  'the final decision was to close on mondays.',
  'decision: rubber casing.',
  'final decision \u2013 we go with rubber.',
  'so we make the decision to ship in may.',
  "we're definitely going to drop the second button.",
  "we'll just have to skip the demo.",
  'we are not going to use the old logo.',
  "we're gonna leave offline mode out of this release.",
  'we are going to put the launch on hold.',
  'we could scrap the second button.',
  'agreed, the blue one.',
  "so we don't ship on friday.",
  'then we go ahead with the plan.',
  "we're gonna book the hall.",
  "we won't order from acme again.",
  "don't book the late slot.",
  "let's not use the old logo.",
  "we're not gonna hire contractors.",
  'we never again work with them.',
  'factory programming goes over swd then.',
  'the keynote moves to day two.',
  'so the committee resolves to support the application.',
  'the motion was carried.',
  "let's leave the raffle prices as they are.",
  "yeah let's ship that in this release then.",
  "we're back at the school on the sixteenth.",
  "clarke's it is.",
  'amendment 3 is therefore agreed.',
  'amendment 2c falls.',
];
const corpus = [...new Set([...said, ...written, ...sentences.map((s) => s.normal)])];

describe('P117: fragments are scanned for decision cues only behind a gate no cue can match without (issue 13)', {
  timeout: 120_000,
}, () => {
  it('P117: every English decision cue is in the proof table; a cue not in it turns the gate off', () => {
    expect(cues.map(cueName)).toEqual([...EN_DECISION_CUES_PROVEN.keys()]);
    expect(decisionCueGate(cues, 'en')).not.toBeNull();
    expect(decisionCueGate(cues, 'en')).toBe(decisionCueGate(cues, 'en'));
    expect(decisionCueGate([...cues, /\bwe\s+settled\s+on\b/], 'en')).toBeNull();
    expect(decisionCueGate(decisionCues.de!, 'de')).toBeNull();
  });

  it("P117: every text a cue matches holds that cue's piece, so it passes the gate (every quality set, every test string)", () => {
    const gate = decisionCueGate(cues, 'en')!;
    const pieces = cues.map((c) => new RegExp(EN_DECISION_CUES_PROVEN.get(cueName(c)!)!));
    expect(corpus.length).toBeGreaterThan(10000);
    const proof = gateProof(cues, gate, corpus, pieces);
    expect(proof.misses).toEqual([]);
    // Every cue was matched, so every piece was tried against its cue; most texts fail the gate (they are skipped).
    expect(proof.byPattern.map((n, k) => (n === 0 ? String(cues[k]) : '')).filter(Boolean)).toEqual([]);
    expect(proof.failing).toBeGreaterThan(corpus.length / 2);
    for (const text of ['mm-hmm.', 'yeah, exactly.', 'we should catch up on what steve is,', 'okay.'])
      expect(gate.test(text), text).toBe(false);
  });

  it('P117: the notices count the same cue matches as with the gate off, and fewer fragments are scanned', () => {
    const run = () => {
      const matched: TranscriptSentence[] = [];
      const scans = literalScans(gatedCues(decisionCues.en!).literals.length, () =>
        extractDecisions(sentences, 'en', { onCue: (s) => matched.push(s) }),
      );
      return {
        matched: matched.map((s) => s.index),
        fragments: matched.filter((s) => !s.complete).length,
        scans,
      };
    };
    const gated = run();
    // The gate off: the same cues and one more that never matches, not in the proof table.
    const plain = withCueList(decisionCues, 'en', [...cues, /(?!)/], () => {
      expect(decisionCueGate(decisionCues.en!, 'en')).toBeNull();
      return run();
    });
    expect(gated.matched).toEqual(plain.matched);
    expect(plain.fragments).toBeGreaterThan(10);
    // Complete sentences are scanned as before; of the fragments past the word gate, 2,851 fewer (22,889 → 20,038 scans).
    expect(gated.scans).toBeLessThan(plain.scans - 2000);
  });
});
