import { describe, expect, it } from 'vitest';
import { selectDiverse } from '../src/rank/select-diverse.js';
import { cosine } from '../src/rank/sparse-vector.js';
import { textRank } from '../src/rank/text-rank.js';
import { tfIdfVectors } from '../src/rank/tf-idf.js';

describe('ranking', () => {
  const docs = [
    ['remote', 'control', 'design'],
    ['remote', 'control', 'price'],
    ['remote', 'control', 'design', 'price'],
    ['lunch', 'break'],
  ];
  const vectors = tfIdfVectors(docs);

  it('builds unit-length TF-IDF vectors', () => {
    for (const v of vectors) expect(cosine(v, v)).toBeCloseTo(1, 12);
    expect(cosine(vectors[0]!, vectors[3]!)).toBe(0);
  });

  it('TextRank scores sum to 1 and favour the most central sentence', () => {
    const scores = textRank(vectors);
    expect(scores.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(scores.indexOf(Math.max(...scores))).toBe(2);
    expect(scores[3]).toBeLessThan(scores[0]!);
  });

  it('MMR skips near-duplicates', () => {
    const dup = tfIdfVectors([
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
      ['x', 'y'],
    ]);
    expect(selectDiverse([1, 0.9, 0.2], dup, 2)).toEqual([0, 2]);
  });

  it('handles no sentences', () => {
    expect(textRank([])).toEqual([]);
    expect(selectDiverse([], [], 3)).toEqual([]);
  });
});
