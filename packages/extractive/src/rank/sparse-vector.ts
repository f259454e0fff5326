/** A sparse term vector: term → weight. Vectors built by {@link tfIdfVectors} have unit length. */
export type SparseVector = ReadonlyMap<string, number>;

/**
 * Cosine similarity of two unit-length sparse vectors (their dot product).
 *
 * @returns a value in [0, 1] for non-negative weights; 0 when either vector is empty
 */
export function cosine(a: SparseVector, b: SparseVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, weight] of small) {
    const other = large.get(term);
    if (other !== undefined) dot += weight * other;
  }
  return dot;
}
