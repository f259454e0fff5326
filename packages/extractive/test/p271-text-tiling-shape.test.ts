/**
 * Issue 13, P271: TextTiling kept its gap scores (cosines, their smoothing, the depths) in `number[]` arrays that
 * started `[0]`: small-integer elements when every cosine of a batch was 0, doubles otherwise. The optimized code of
 * `textTilingIds` was made for one element kind and thrown away ("wrong map") when a batch of the other came (7 of
 * the 36 "wrong map" deoptimizations on 40,000 generated lines). The scores are now Float64Arrays, one kind always,
 * and the boundaries are the same (bench/golden.ts: every sample-vault, bench and generated case byte for byte).
 * Here, in a child Node with V8's test natives: `textTilingIds` optimized on the sample vault's meetings stays
 * optimized when a text whose windows share no term (every cosine 0) comes next.
 * Spec: issue 13 (offline engine 1M lines ≤ 10 s).
 */
import { describe, expect, it } from 'vitest';
import { optimizedAcross, SRC_URL as src, TURBOFANNED } from './v8-optimization.js';

/** The child's inputs: the sample vault's meetings, and a text whose windows share no term (every cosine 0). */
const setup = `
const { textTilingIds, textTiling } = await import('${src}/topics/text-tiling.ts');
const { idfWeights } = await import('${src}/rank/idf-weights.ts');
const { loadSampleMeetings } = await import('${src}/evaluate/sample-vault.ts');
const { wordsAndTerms } = await import('${src}/rank/sentence-terms.ts');
const said = loadSampleMeetings()
  .flatMap((m) => m.transcript.split('\\n'))
  .map((l) => /\\*\\*[^*]+:\\*\\*\\s*(.*)$/.exec(l)?.[1])
  .filter((t) => t !== undefined && t.trim() !== '')
  .map((t) => wordsAndTerms(t, 'en').terms);
const apart = Array.from({ length: 400 }, (_, i) => Array.from({ length: 5 }, (_, j) => 't' + i + 'x' + j));
const run = (terms) => textTiling(terms, idfWeights(terms)).length;
`;

describe('TextTiling gap scores have one element kind (P271)', () => {
  it('stays optimized from a batch with real cosines to one whose cosines are all 0', async () => {
    const status = await optimizedAcross(setup, 'textTilingIds', 'run(said)', 'run(apart)');
    // Boundaries are found in the meetings, none where no window shares a term.
    expect(status.first).toBeGreaterThan(0);
    expect(status.second).toBe(0);
    expect(status.onFirst & TURBOFANNED, 'optimized on the meetings').not.toBe(0);
    expect(status.onSecond & TURBOFANNED, 'still optimized after the all-zero text').not.toBe(0);
  }, 600_000);
});
