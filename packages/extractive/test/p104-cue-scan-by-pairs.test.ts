/**
 * Issue 13, P104: the cue prefilter (K2) read a sentence character by character and, at each one, compared every
 * literal starting with that character ("we'll", "we will", "we're", "won't", "wait" … at every "w"): about 5 % of the
 * engine's CPU on a long transcript, the decision stage scanning every sentence its word gate passes and the next-step
 * stage every fragment. Now the literals are found by the text's first two characters at each place, so a literal is
 * compared only where the text holds its first two; which cue matches is unchanged (K2's tests).
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstCue, gatedCues } from '../src/cues/cue-prefilter.js';
import { decisionCues } from '../src/cues/decision-cues.js';
import { nextStepBlockers, nextStepCues } from '../src/cues/next-step-cues.js';

afterEach(() => vi.restoreAllMocks());

/** The places of `text` and literals of the list whose first two characters are there (the most compares needed). */
const pairsAt = (literals: readonly string[], text: string) => {
  let n = 0;
  for (let i = 0; i < text.length; i++) for (const l of literals) if (text.startsWith(l.slice(0, 2), i)) n++;
  return n;
};

describe('P104: the cue prefilter compares a literal only where the text holds its first two characters (issue 13)', () => {
  const lists = {
    'decision cues': decisionCues.en!,
    'next-step cues': nextStepCues.en!.map((c) => c.pattern),
    'next-step blockers': nextStepBlockers.en!,
  };
  const texts = [
    'we all went home, and we wanted to wait and see what we would want.',
    "i'm going to wash the windows with what is left, i will ask if it is fine.",
    'yeah.',
    'mm-hmm, we',
    'naïve café, über alles, we decided.',
  ];

  it.each(Object.entries(lists))('P104 %s: the same first cue, fewer compares', (_, patterns) => {
    const gated = gatedCues(patterns);
    for (const text of texts) {
      const bound = pairsAt(gated.literals, text);
      const expected = patterns.findIndex((p) => p.test(text));
      const compares = vi.spyOn(String.prototype, 'startsWith');
      const found = firstCue(gated, text);
      const calls = compares.mock.calls.length;
      compares.mockRestore();
      expect(found, text).toBe(expected);
      expect(calls, text).toBeLessThanOrEqual(bound);
    }
  });
});
