import { describe, expect, it } from 'vitest';
import { rouge } from '../src/index.js';

describe('rouge', () => {
  it('matches a hand-computed example of equal length', () => {
    // unigrams: 5 of 6 match (the×2, cat, on, mat); bigrams: 3 of 5 (the cat, on the, the mat); LCS = 5.
    const r = rouge('the cat sat on the mat', 'The cat is on the mat.');
    expect(r.rouge1).toEqual({ p: 5 / 6, r: 5 / 6, f: 5 / 6 });
    expect(r.rouge2.f).toBeCloseTo(0.6, 12);
    expect(r.rougeL.f).toBeCloseTo(5 / 6, 12);
  });

  it('computes precision and recall separately when lengths differ', () => {
    const r = rouge('a b c', 'a b c d e');
    expect(r.rouge1.p).toBe(1);
    expect(r.rouge1.r).toBeCloseTo(0.6, 12);
    expect(r.rouge1.f).toBeCloseTo(0.75, 12);
    expect(r.rouge2.p).toBe(1);
    expect(r.rouge2.r).toBeCloseTo(0.5, 12);
    expect(r.rouge2.f).toBeCloseTo(2 / 3, 12);
    expect(r.rougeL.f).toBeCloseTo(0.75, 12);
  });

  it('clips repeated n-grams to their count in the reference', () => {
    const r = rouge('the the the', 'the cat');
    expect(r.rouge1.p).toBeCloseTo(1 / 3, 12);
    expect(r.rouge1.r).toBeCloseTo(1 / 2, 12);
    expect(r.rouge1.f).toBeCloseTo(0.4, 12);
    expect(r.rouge2.f).toBe(0);
  });

  it('uses the longest common subsequence, not contiguous runs, for ROUGE-L', () => {
    // LCS of "a x b y c" and "a b c" is "a b c" (3): p = 3/5, r = 1, f = 0.75.
    const r = rouge('a x b y c', 'a b c');
    expect(r.rougeL.p).toBeCloseTo(0.6, 12);
    expect(r.rougeL.r).toBe(1);
    expect(r.rougeL.f).toBeCloseTo(0.75, 12);
  });

  it('tokenises on letters and digits, case-insensitively, in any script', () => {
    expect(rouge('Größe: 12,50 €!', 'größe 12 50').rouge1.f).toBe(1);
    expect(rouge('Mae’r pwyllgor', 'mae r pwyllgor').rouge1.f).toBe(1);
  });

  it('applies Porter stemming only when asked', () => {
    expect(rouge('running meetings', 'run meeting').rouge1.f).toBe(0);
    expect(rouge('running meetings', 'run meeting', { stem: true }).rouge1.f).toBe(1);
  });

  it('gives zeros, not NaN, when a side is empty', () => {
    const zero = { p: 0, r: 0, f: 0 };
    expect(rouge('', 'a b')).toEqual({ rouge1: zero, rouge2: zero, rougeL: zero });
    expect(rouge('a b', '...')).toEqual({ rouge1: zero, rouge2: zero, rougeL: zero });
  });
});
