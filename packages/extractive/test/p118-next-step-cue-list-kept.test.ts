/**
 * Issue 13, P118: the next-step stage asked for its cue list's literals with a new array of the cues' patterns on every
 * call (`gatedCues(cues.map(…))`), so the memo keyed by the array never hit and every batch of a long transcript worked
 * the literals, their 16,385-entry index and a scratch array out again. `cuePatterns` gives the same array for the same
 * cue list, so they are worked out once; the fragments' cue matches for the notices are counted as before.
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; work done for every batch that one would do).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatedCues } from '../src/cues/cue-prefilter.js';
import { nextStepCues } from '../src/cues/next-step-cues.js';
import { cuePatterns, extractNextSteps } from '../src/extract/extract-next-steps.js';
import type { TranscriptSentence } from '../src/transcript/transcript-sentence.js';
import { sampleVaultSentences } from './quality-transcripts.js';

afterEach(() => vi.restoreAllMocks());

const cues = nextStepCues.en!;
const sentences = sampleVaultSentences();

describe('P118: the next-step cue list is worked out once, not on every call (issue 13)', () => {
  it('P118: cuePatterns gives the same array of the same patterns for the same list', () => {
    expect(cuePatterns(cues)).toBe(cuePatterns(cues));
    expect(cuePatterns(cues)).toEqual(cues.map((c) => c.pattern));
    expect(gatedCues(cuePatterns(cues))).toBe(gatedCues(cuePatterns(cues)));
    const other = cues.slice(1);
    expect(cuePatterns(other)).not.toBe(cuePatterns(cues));
    expect(cuePatterns(other)).toEqual(other.map((c) => c.pattern));
  });

  it("P118: two calls scan the fragments with the one list's scratch, and count the same cue matches", () => {
    const kept = gatedCues(cuePatterns(cues));
    const fills = vi.spyOn(Uint8Array.prototype, 'fill');
    const counts: number[][] = [];
    for (let call = 0; call < 2; call++) {
      const matched: TranscriptSentence[] = [];
      extractNextSteps(sentences, 'en', { speakers: [], onCue: (s) => matched.push(s) });
      counts.push(matched.map((s) => s.index));
    }
    const sameSize = fills.mock.contexts.filter((c) => (c as Uint8Array).length === kept.present.length);
    fills.mockRestore();
    expect(counts[0]).toEqual(counts[1]);
    expect(counts[0]!.some((i) => !sentences[i]!.complete)).toBe(true);
    // Every scan with the cue list's literals used the kept list (before P118: a new list, and scratch, per call).
    expect(sameSize.length).toBeGreaterThan(0);
    expect(sameSize.filter((c) => c !== kept.present)).toEqual([]);
  });
});
