import { cosine, type SparseVector } from './sparse-vector.js';

/**
 * Tuning of {@link selectDiverse}.
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 */
export interface SelectDiverseOptions {
  /** MMR trade-off λ between relevance (1) and novelty (0), default 0.7. */
  lambda?: number;
  /** A candidate this similar (cosine) to an already chosen one is never chosen, default 0.5. */
  maxSimilarity?: number;
}

/**
 * Maximal Marginal Relevance selection: repeatedly picks the candidate maximising
 * `λ · score/maxScore − (1 − λ) · max cosine to the already chosen`, skipping near-duplicates.
 * Ties go to the earlier candidate, so the result is deterministic.
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 *
 * @param scores - relevance per candidate (e.g. TextRank), same order as `vectors`
 * @param vectors - unit-length vectors of the candidates
 * @param k - how many to choose at most
 * @returns indices of the chosen candidates, in the order chosen (most relevant first)
 */
export function selectDiverse(
  scores: readonly number[],
  vectors: readonly SparseVector[],
  k: number,
  options: SelectDiverseOptions = {},
): number[] {
  const lambda = options.lambda ?? 0.7;
  const maxSimilarity = options.maxSimilarity ?? 0.5;
  const top = Math.max(...scores, 0) || 1;
  const chosen: number[] = [];
  const redundancy = new Array<number>(scores.length).fill(0);
  const excluded = new Set<number>();
  while (chosen.length < k) {
    let best = -1;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < scores.length; i++) {
      if (excluded.has(i)) continue;
      const value = (lambda * scores[i]!) / top - (1 - lambda) * redundancy[i]!;
      if (value > bestValue) {
        best = i;
        bestValue = value;
      }
    }
    if (best < 0) break;
    chosen.push(best);
    excluded.add(best);
    for (let i = 0; i < scores.length; i++) {
      if (excluded.has(i)) continue;
      const similarity = cosine(vectors[i]!, vectors[best]!);
      if (similarity > maxSimilarity) excluded.add(i);
      else if (similarity > redundancy[i]!) redundancy[i] = similarity;
    }
  }
  return chosen;
}
