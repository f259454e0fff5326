/**
 * A sparse term vector: term → weight. Vectors built by {@link tfIdfVectors} have unit length.
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 */
export type SparseVector = ReadonlyMap<string, number>;

/**
 * Cosine similarity of two unit-length sparse vectors (their dot product).
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 *
 * @returns a value in [0, 1] for non-negative weights; 0 when either vector is empty
 */
export function cosine(a: SparseVector, b: SparseVector): number {
  // The smaller one is walked in its order, with forEach (P119: an array for the pair and one per entry before).
  const small = a.size <= b.size ? a : b;
  const large = small === a ? b : a;
  let dot = 0;
  small.forEach((weight, term) => {
    const other = large.get(term);
    if (other !== undefined) dot += weight * other;
  });
  return dot;
}
