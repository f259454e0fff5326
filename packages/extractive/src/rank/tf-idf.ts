import { idfWeights } from './idf-weights.js';
import type { SparseVector } from './sparse-vector.js';

/**
 * TF-IDF vectors of a set of documents (here: sentences), L2-normalised.
 * Weight = (1 + ln tf) · (ln((1 + N) / (1 + df)) + 1), the smoothed IDF ({@link idfWeights}); documents
 * are already tokenised, stemmed and stopword-filtered by the caller.
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 *
 * @param documents - one term list per document
 * @param idf - precomputed IDF of the same documents (default: computed here)
 * @returns one unit-length vector per document (an empty map for a document with no terms), same order
 */
export function tfIdfVectors(
  documents: readonly (readonly string[])[],
  idf: ReadonlyMap<string, number> = idfWeights(documents),
): SparseVector[] {
  return documents.map((terms) => {
    const tf = new Map<string, number>();
    for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    const vector = new Map<string, number>();
    let norm = 0;
    for (const [term, count] of tf) {
      const weight = (1 + Math.log(count)) * (idf.get(term) ?? 1);
      vector.set(term, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (const [term, weight] of vector) vector.set(term, weight / norm);
    return vector;
  });
}
