/**
 * Issue 13, P122: TextTiling (the topic stage's boundaries) counted each pseudo-sentence's terms in a map of its own
 * and spread the map's keys and values into two arrays (about 9 of the 347 MB the engine allocated on 40,000
 * generated lines). The counts now go into one array by term id for the whole call, the ids kept in the order first
 * counted, so the units and the boundaries are the same (bench/golden.ts: every sample-vault, bench and generated case
 * byte for byte); here: no map write per term said, and the boundaries of the sample vault's meetings read one after
 * another.
 * Spec: issue 13 (offline engine 1M lines ≤ 10 s).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';
import { idfWeights } from '../src/rank/idf-weights.js';
import { wordsAndTerms } from '../src/rank/sentence-terms.js';
import { textTiling } from '../src/topics/text-tiling.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every spoken line of the sample vault's meetings, as term lists, in turn. */
function sampleTerms(): string[][] {
  return loadSampleMeetings()
    .flatMap((m) => m.transcript.split('\n'))
    .map((line) => /\*\*[^*]+:\*\*\s*(.*)$/.exec(line)?.[1])
    .filter((text): text is string => text !== undefined && text.trim() !== '')
    .map((text) => wordsAndTerms(text, 'en').terms);
}

describe('TextTiling counts a unit without a map (P122)', () => {
  it('writes one map entry per distinct term, not one per term said, and still finds the meetings apart', () => {
    const terms = sampleTerms();
    const idf = idfWeights(terms);
    const said = terms.reduce((n, list) => n + list.length, 0);
    const distinct = new Set(terms.flat()).size;
    expect(said).toBeGreaterThan(2 * distinct);
    const set = vi.spyOn(Map.prototype, 'set');
    const starts = textTiling(terms, idf);
    expect(set.mock.calls.length).toBeLessThanOrEqual(distinct);
    set.mockRestore();
    // Several meetings one after another: boundaries found, ascending, inside the text.
    expect(starts.length).toBeGreaterThan(0);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(starts.every((s) => s > 0 && s < terms.length)).toBe(true);
  });

  it('gives the same boundaries whatever the term strings are (ids by first use, not by spelling)', () => {
    const terms = sampleTerms();
    const renamed = terms.map((list) => list.map((t) => `x${t.length}${t}`));
    const idf = idfWeights(terms);
    const renamedIdf = new Map([...idf].map(([t, w]) => [`x${t.length}${t}`, w]));
    expect(textTiling(renamed, renamedIdf)).toEqual(textTiling(terms, idf));
  });
});
