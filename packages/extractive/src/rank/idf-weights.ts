import { distinctTerms } from './distinct-terms.js';

/**
 * Smoothed inverse document frequency of every term of a set of documents (here: sentences):
 * `ln((1 + N) / (1 + df)) + 1`.
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); issue 15 (topic
 * segmentation weights terms by IDF).
 *
 * @param documents - one term list per document
 * @returns term → IDF weight (≥ 1)
 */
export function idfWeights(documents: readonly (readonly string[])[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const terms of documents) {
    for (const term of distinctTerms(terms)) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const n = documents.length;
  const idf = new Map<string, number>();
  for (const [term, count] of df) idf.set(term, Math.log((1 + n) / (1 + count)) + 1);
  return idf;
}
