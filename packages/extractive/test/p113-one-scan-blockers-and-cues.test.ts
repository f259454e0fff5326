/**
 * Issue 13, P113: the next-step stage scanned every sentence past its word gate for literals twice, once for the
 * blockers ("next meeting", "i'll ask again" …) and once more for the cues ("i'll", "can you", "need to" …), each scan a
 * pass over the sentence's characters (`firstCue`, about 3 % of the engine's CPU on a long transcript, most of it in
 * this stage). The blockers and the cues are now one list whose literals one pass marks (`markLiterals`); the
 * blockers are tried first, then the cues (`firstMarked`), so a sentence is blocked, and its cue found, as before
 * (bench/golden.ts: every quality set, golden case and the sample vault byte for byte).
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; work done for every sentence that only a few need).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstCue, firstMarked, gatedCues, markLiterals } from '../src/cues/cue-prefilter.js';
import { nextStepBlockers, nextStepCues } from '../src/cues/next-step-cues.js';
import { blockersAndCues, extractNextSteps } from '../src/extract/extract-next-steps.js';
import { sampleVaultSentences } from './quality-transcripts.js';

afterEach(() => vi.restoreAllMocks());

const blockers = nextStepBlockers.en!;
const cues = nextStepCues.en!;
const patterns = cues.map((c) => c.pattern);
const sentences = sampleVaultSentences();
const made = [
  "i'll ask again, because the minister did not answer.",
  "i'll ask jane about the invoices before friday.",
  "can you send the report to the next meeting's chair?",
  'so the next meeting is on tuesday, and i will book the room.',
  'i just want to separate the contributions out, i ran a few experiments.',
  'we need to follow up with the printer.',
  'yeah.',
  '',
  'naïve café, i’ll send it, über alles.',
];

describe('P113: one pass over a sentence serves the next-step blockers and cues (issue 13)', () => {
  it('P113: the joined list gives the first blocker and the first cue of the plain lists, on every sample-vault sentence', () => {
    const joined = gatedCues(blockersAndCues(blockers, cues));
    expect(blockersAndCues(blockers, cues)).toBe(blockersAndCues(blockers, cues));
    const texts = [...made, ...sentences.map((s) => s.normal)];
    expect(texts.length).toBeGreaterThan(1000);
    let blocked = 0;
    let cued = 0;
    for (const text of texts) {
      markLiterals(joined, text);
      const blocker = firstMarked(joined, text, 0, blockers.length);
      const cue = firstMarked(joined, text, blockers.length, joined.cues.length);
      expect(blocker, text).toBe(blockers.findIndex((p) => p.test(text)));
      expect(cue < 0 ? -1 : cue - blockers.length, text).toBe(patterns.findIndex((p) => p.test(text)));
      expect(firstCue(joined, text), text).toBe(blocker >= 0 ? blocker : cue);
      if (blocker >= 0) blocked++;
      if (cue >= 0) cued++;
    }
    // The sample vault holds both kinds, so both ranges were tried for real.
    expect(blocked).toBeGreaterThan(0);
    expect(cued).toBeGreaterThan(10);
  });

  it('P113: the stage marks literals once a sentence, with the joined list, never the blockers alone', () => {
    const joined = gatedCues(blockersAndCues(blockers, cues));
    const alone = gatedCues(blockers);
    const fills = vi.spyOn(Uint8Array.prototype, 'fill');
    const owned = { from: 0, to: sentences.length };
    const steps = extractNextSteps(sentences, 'en', { owned, speakers: [] });
    const scans = fills.mock.contexts.filter((c) => c === joined.present).length;
    const blockerScans = fills.mock.contexts.filter((c) => c === alone.present).length;
    fills.mockRestore();
    expect(steps.length).toBeGreaterThan(0);
    // Before P113 every sentence past the word gate was scanned with the blockers' list, then again with the cues'.
    expect(blockerScans).toBe(0);
    expect(scans).toBeGreaterThan(0);
    expect(scans).toBeLessThanOrEqual(sentences.length);
  });
});
