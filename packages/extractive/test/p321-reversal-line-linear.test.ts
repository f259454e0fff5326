/**
 * Session 51, P321: a change of plan said over several sentences of one line is one statement, its terms joined. Each
 * further sentence copied the terms joined so far into a new set, so a monologue line with many such sentences
 * (an unbroken export: "Let's not use the … instead." thousands of times, each naming other things) took time
 * quadratic in them. The terms are now gathered in sets while the line is read and made arrays once, in the same order.
 * Spec: issue 13 (offline engine: linear time).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findReversals } from '../src/extract/mark-reversals.js';
import { segmentSentences } from '../src/transcript/split-sentences.js';
import type { TranscriptSentence } from '../src/transcript/transcript-sentence.js';

/** Sentences of `lines` (speaker, text), numbered from line 1. */
function sentencesOf(lines: readonly (readonly [string, string])[]): TranscriptSentence[] {
  const out: TranscriptSentence[] = [];
  lines.forEach(([speaker, text], k) => {
    out.push(...segmentSentences({ speaker, timestamp: null, text, line: k + 1 }, 'en', out.length, true));
  });
  return out;
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ru', 'ze', 'ta', 'vo', 'ni'];
/** A made-up word of five syllables, different for each `i` below 32,768. */
function word(i: number): string {
  return [0, 1, 2, 3, 4].map((k) => SYLLABLES[Math.floor(i / 8 ** k) % 8]).join('');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('P321: a change of plan joined over many sentences of one line', () => {
  it('P321: findReversals adds each sentence’s terms once, and joins them in the order said', () => {
    const N = 3000;
    const sentences = sentencesOf([
      ['Chair', 'What do we do about the parts?'],
      [
        'Ana',
        Array.from({ length: N }, (_, i) => `Let's not use the ${word(i)} ${word(i + N)} instead.`).join(' '),
      ],
    ]);
    expect(sentences.length).toBe(N + 1);
    const add = vi.spyOn(Set.prototype, 'add');
    const reversals = findReversals(sentences, 'en', { from: 0, to: sentences.length });
    const adds = add.mock.calls.length;
    vi.restoreAllMocks();
    expect(reversals).toHaveLength(1);
    const [joined] = reversals;
    const line = sentences.slice(1);
    expect(joined!.line).toBe(2);
    expect(joined!.text).toBe(line.map((s) => s.clean).join(' '));
    expect(joined!.terms).toEqual([...new Set(line.flatMap((s) => s.terms))]);
    expect(joined!.terms.length).toBeGreaterThan(2 * N);
    expect(new Set(joined!.objectTerms).size).toBe(joined!.objectTerms.length);
    // Copying the joined terms for each sentence added about n² = 9.0 million here (two new terms a sentence).
    expect(adds).toBeLessThanOrEqual(100 * N);
  });
});
