/**
 * Issue 13, P119: TextRank, run on every topic's key-point candidates, built an object per posting of every term, a map
 * of dot products per sentence and a map of edges per sentence (about 5 % of the bytes a long transcript allocates, the
 * most of any function), and the cosine of two vectors an array per call. Both now work on flat arrays, with every sum
 * taken in the order the maps gave, so the scores are the same to the last bit and what a user reads is unchanged
 * (bench/golden.ts: every quality set byte for byte).
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; less garbage per sentence).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cosine, type SparseVector } from '../src/rank/sparse-vector.js';
import { textRank } from '../src/rank/text-rank.js';
import { tfIdfVectors } from '../src/rank/tf-idf.js';
import { sampleVaultSentences } from './quality-transcripts.js';

afterEach(() => vi.restoreAllMocks());

/** TextRank as it was before P119 (maps), for the equality check. */
function textRankWithMaps(vectors: readonly SparseVector[]): number[] {
  const n = vectors.length;
  if (n === 0) return [];
  const postings = new Map<string, { node: number; weight: number }[]>();
  vectors.forEach((vector, node) => {
    for (const [term, weight] of vector) {
      const list = postings.get(term);
      if (list) list.push({ node, weight });
      else postings.set(term, [{ node, weight }]);
    }
  });
  const edges: Map<number, number>[] = vectors.map(() => new Map());
  vectors.forEach((vector, i) => {
    const dots = new Map<number, number>();
    for (const [term, weight] of vector)
      for (const posting of postings.get(term) ?? []) {
        if (posting.node <= i) continue;
        dots.set(posting.node, (dots.get(posting.node) ?? 0) + weight * posting.weight);
      }
    for (const [j, similarity] of dots) {
      if (similarity < 0.05) continue;
      edges[i]!.set(j, similarity);
      edges[j]!.set(i, similarity);
    }
  });
  const totals = edges.map((e) => {
    let total = 0;
    for (const w of e.values()) total += w;
    return total;
  });
  let scores = new Float64Array(n).fill(1 / n);
  let next = new Float64Array(n);
  for (let iteration = 0; iteration < 200; iteration++) {
    next.fill(0);
    let dangling = 0;
    for (let j = 0; j < n; j++) {
      if (totals[j] === 0) {
        dangling += scores[j]!;
        continue;
      }
      for (const [i, w] of edges[j]!) next[i]! += (w / totals[j]!) * scores[j]!;
    }
    let change = 0;
    for (let i = 0; i < n; i++) {
      const value = (1 - 0.85) / n + 0.85 * (next[i]! + dangling / n);
      change += Math.abs(value - scores[i]!);
      next[i] = value;
    }
    [scores, next] = [next, scores];
    if (change < 1e-7) break;
  }
  return Array.from(scores);
}

const sentences = sampleVaultSentences().filter((s) => s.terms.length >= 4);
// Topics of 5 to 300 candidates, as blockTopics ranks them.
const topics: SparseVector[][] = [];
for (let at = 0, size = 5; at + size <= sentences.length; at += size, size = size >= 300 ? 5 : size * 2)
  topics.push(tfIdfVectors(sentences.slice(at, at + size).map((s) => s.terms)));

describe('P119: TextRank and cosine on flat arrays, the same scores to the bit (issue 13)', () => {
  it('P119: every topic of the sample vault gets the same scores as with the maps, bit for bit', () => {
    expect(topics.length).toBeGreaterThan(10);
    expect(topics.some((t) => t.length >= 300)).toBe(true);
    let edges = 0;
    for (const vectors of topics) {
      const flat = textRank(vectors);
      const maps = textRankWithMaps(vectors);
      expect(flat.length).toBe(maps.length);
      const differing = flat.filter((x, k) => !Object.is(x, maps[k]));
      expect(differing).toEqual([]);
      for (let i = 1; i < vectors.length; i++) if (cosine(vectors[0]!, vectors[i]!) >= 0.05) edges++;
    }
    expect(edges).toBeGreaterThan(100);
  });

  it('P119: TextRank sets a map entry per distinct term only (a posting, dot product and edge each did before)', () => {
    const vectors = topics.find((t) => t.length >= 300)!;
    const distinct = new Set(vectors.flatMap((v) => [...v.keys()])).size;
    const sets = vi.spyOn(Map.prototype, 'set');
    textRank(vectors);
    const calls = sets.mock.calls.length;
    sets.mockRestore();
    expect(calls).toBe(distinct);
  });

  it('P119: cosine is the same either way round and of a vector with itself', () => {
    const vectors = topics[3]!;
    for (const a of vectors)
      for (const b of vectors) {
        expect(Object.is(cosine(a, b), cosine(b, a)) || a.size === b.size).toBe(true);
        let dot = 0;
        const [small, large] = a.size <= b.size ? [a, b] : [b, a];
        for (const [term, weight] of small) {
          const other = large.get(term);
          if (other !== undefined) dot += weight * other;
        }
        expect(Object.is(cosine(a, b), dot)).toBe(true);
      }
  });
});
