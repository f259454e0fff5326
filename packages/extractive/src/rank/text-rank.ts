import type { SparseVector } from './sparse-vector.js';

/**
 * Tuning of {@link textRank}.
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 */
export interface TextRankOptions {
  /** Damping factor d of the random walk, default 0.85. */
  damping?: number;
  /** Edges with cosine similarity below this are dropped, default 0.05. */
  minSimilarity?: number;
  /** Stop when the L1 change of the scores is below this, default 1e-7. */
  tolerance?: number;
  /** Hard cap on power iterations, default 200. */
  maxIterations?: number;
}

/**
 * TextRank / LexRank centrality over a similarity graph: nodes are sentences, undirected edges are
 * weighted by the cosine similarity of their TF-IDF vectors, and scores are the stationary
 * distribution of a damped random walk, computed by power iteration
 * (`s_i = (1-d)/N + d · Σ_j w_ji / W_j · s_j`; a node without edges spreads its score evenly).
 * Edges are found through an inverted index, so only sentences sharing a term are compared.
 * Deterministic: same vectors → same scores.
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 *
 * @param vectors - unit-length sparse vectors, one per sentence
 * @returns one score per sentence (they sum to 1), same order; `[]` for no sentences
 */
export function textRank(vectors: readonly SparseVector[], options: TextRankOptions = {}): number[] {
  const n = vectors.length;
  if (n === 0) return [];
  const damping = options.damping ?? 0.85;
  const minSimilarity = options.minSimilarity ?? 0.05;
  const tolerance = options.tolerance ?? 1e-7;
  const maxIterations = options.maxIterations ?? 200;

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
    for (const [term, weight] of vector) {
      for (const posting of postings.get(term) ?? []) {
        if (posting.node <= i) continue;
        dots.set(posting.node, (dots.get(posting.node) ?? 0) + weight * posting.weight);
      }
    }
    for (const [j, similarity] of dots) {
      if (similarity < minSimilarity) continue;
      edges[i]!.set(j, similarity);
      edges[j]!.set(i, similarity);
    }
  });
  // The graph as flat arrays (each node's edges in the maps' order, then its total weight), so the power iteration
  // below allocates nothing per step (issue 13: a map entry per edge per iteration before).
  const totals = new Float64Array(n);
  const firstEdge = new Int32Array(n + 1);
  for (let j = 0; j < n; j++) firstEdge[j + 1] = firstEdge[j]! + edges[j]!.size;
  const neighbour = new Int32Array(firstEdge[n]!);
  const edgeWeight = new Float64Array(firstEdge[n]!);
  for (let j = 0; j < n; j++) {
    let at = firstEdge[j]!;
    let total = 0;
    for (const [i, weight] of edges[j]!) {
      neighbour[at] = i;
      edgeWeight[at++] = weight;
      total += weight;
    }
    totals[j] = total;
  }

  let scores = new Float64Array(n).fill(1 / n);
  let next = new Float64Array(n);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    next.fill(0);
    let dangling = 0;
    for (let j = 0; j < n; j++) {
      const total = totals[j]!;
      if (total === 0) {
        dangling += scores[j]!;
        continue;
      }
      for (let e = firstEdge[j]!; e < firstEdge[j + 1]!; e++)
        next[neighbour[e]!]! += (edgeWeight[e]! / total) * scores[j]!;
    }
    let change = 0;
    for (let i = 0; i < n; i++) {
      const value = (1 - damping) / n + damping * (next[i]! + dangling / n);
      change += Math.abs(value - scores[i]!);
      next[i] = value;
    }
    [scores, next] = [next, scores];
    if (change < tolerance) break;
  }
  return Array.from(scores);
}
