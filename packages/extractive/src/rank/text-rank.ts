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

  // P119: the vectors, their terms' postings and the graph as flat arrays (an object per posting, a map of dot products
  // per node and a map of edges per node before). Every sum is taken in the order the maps gave: a node's vector in its
  // map's order, a term's postings by node, a node's edges in the order they were found.
  const termIds = new Map<string, number>();
  const postingCount: number[] = [];
  const vectorStart = new Int32Array(n + 1);
  let entries = 0;
  for (const vector of vectors) entries += vector.size;
  const vectorTerm = new Int32Array(entries);
  const vectorWeight = new Float64Array(entries);
  let at = 0;
  const add = (weight: number, term: string): void => {
    let id = termIds.get(term);
    if (id === undefined) {
      id = postingCount.length;
      termIds.set(term, id);
      postingCount.push(0);
    }
    postingCount[id]!++;
    vectorTerm[at] = id;
    vectorWeight[at++] = weight;
  };
  for (let node = 0; node < n; node++) {
    vectorStart[node] = at;
    vectors[node]!.forEach(add);
  }
  vectorStart[n] = at;
  const terms = postingCount.length;
  const postingStart = new Int32Array(terms + 1);
  for (let t = 0; t < terms; t++) postingStart[t + 1] = postingStart[t]! + postingCount[t]!;
  const postingFill = postingStart.slice(0, terms);
  const postingNode = new Int32Array(entries);
  const postingWeight = new Float64Array(entries);
  for (let e = 0, node = 0; e < entries; e++) {
    while (e >= vectorStart[node + 1]!) node++;
    const p = postingFill[vectorTerm[e]!]!++;
    postingNode[p] = node;
    postingWeight[p] = vectorWeight[e]!;
  }
  // Each node's dot products with the later nodes, in the order they were first found (`stamp` = the node + 1 whose
  // products `dot` holds), then its edges in that order.
  const dot = new Float64Array(n);
  const stamp = new Int32Array(n);
  const found = new Int32Array(n);
  const edgeFrom: number[] = [];
  const edgeTo: number[] = [];
  const edgeSimilarity: number[] = [];
  const degree = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let count = 0;
    for (let e = vectorStart[i]!; e < vectorStart[i + 1]!; e++) {
      const term = vectorTerm[e]!;
      const weight = vectorWeight[e]!;
      for (let p = postingStart[term]!; p < postingStart[term + 1]!; p++) {
        const node = postingNode[p]!;
        if (node <= i) continue;
        if (stamp[node] !== i + 1) {
          stamp[node] = i + 1;
          dot[node] = 0;
          found[count++] = node;
        }
        dot[node] = dot[node]! + weight * postingWeight[p]!;
      }
    }
    for (let k = 0; k < count; k++) {
      const j = found[k]!;
      const similarity = dot[j]!;
      if (similarity < minSimilarity) continue;
      edgeFrom.push(i);
      edgeTo.push(j);
      edgeSimilarity.push(similarity);
      degree[i]!++;
      degree[j]!++;
    }
  }
  // The graph as flat arrays (each node's edges in the order found, then its total weight), so the power iteration
  // below allocates nothing per step (issue 13: a map entry per edge per iteration before).
  const totals = new Float64Array(n);
  const firstEdge = new Int32Array(n + 1);
  for (let j = 0; j < n; j++) firstEdge[j + 1] = firstEdge[j]! + degree[j]!;
  const edgeFill = firstEdge.slice(0, n);
  const neighbour = new Int32Array(firstEdge[n]!);
  const edgeWeight = new Float64Array(firstEdge[n]!);
  for (let e = 0; e < edgeFrom.length; e++) {
    const i = edgeFrom[e]!;
    const j = edgeTo[e]!;
    const similarity = edgeSimilarity[e]!;
    neighbour[edgeFill[i]!] = j;
    edgeWeight[edgeFill[i]!++] = similarity;
    neighbour[edgeFill[j]!] = i;
    edgeWeight[edgeFill[j]!++] = similarity;
  }
  for (let j = 0; j < n; j++) {
    let total = 0;
    for (let e = firstEdge[j]!; e < firstEdge[j + 1]!; e++) total += edgeWeight[e]!;
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
