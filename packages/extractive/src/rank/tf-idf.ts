import { type BatchTerms, batchTerms } from './batch-terms.js';
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
  idf?: ReadonlyMap<string, number>,
): SparseVector[] {
  const batch = batchTerms(documents);
  let weights = batch.idf;
  if (idf !== undefined) {
    weights = new Float64Array(batch.names.length);
    for (let id = 0; id < weights.length; id++) weights[id] = idf.get(batch.names[id]!) ?? 1;
  }
  return tfIdfVectorsIds(
    batch,
    documents.map((_, d) => d),
    weights,
    new Int32Array(batch.names.length),
  );
}

/**
 * {@link tfIdfVectors} of some sentences of a {@link BatchTerms} (P125: a map of term counts per sentence before; the
 * counts are now one array by id, and each vector is built in the same order with the same numbers).
 *
 * Spec: issue 13 (offline engine linear in time); issue #5 "Offline summarizer".
 *
 * @param batch - the batch's term ids ({@link batchTerms})
 * @param sentences - the sentences wanted, by index in the batch
 * @param weights - the IDF of each id (`batch.idf`)
 * @param counts - a work array, one entry per id, all zero (left so)
 * @returns one unit-length vector per sentence wanted, keyed by term, same order
 */
export function tfIdfVectorsIds(
  batch: Pick<BatchTerms, 'flat' | 'start' | 'names'>,
  sentences: readonly number[],
  weights: ArrayLike<number>,
  counts: Int32Array,
): SparseVector[] {
  const { flat, start, names } = batch;
  const order: number[] = [];
  return sentences.map((i) => {
    // The ids in order of first use in the sentence: the order the term counts' map kept.
    order.length = 0;
    for (let t = start[i]!; t < start[i + 1]!; t++) {
      const id = flat[t]!;
      if (counts[id]!++ === 0) order.push(id);
    }
    const vector = new Map<string, number>();
    let norm = 0;
    for (const id of order) {
      const weight = (1 + Math.log(counts[id]!)) * weights[id]!;
      counts[id] = 0;
      vector.set(names[id]!, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (const [term, weight] of vector) vector.set(term, weight / norm);
    return vector;
  });
}
