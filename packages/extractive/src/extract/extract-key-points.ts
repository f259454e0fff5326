import type { KeyPoint } from '../extractive-summary.js';
import { selectDiverse } from '../rank/select-diverse.js';
import { sentenceTerms } from '../rank/sentence-terms.js';
import { cosine, type SparseVector } from '../rank/sparse-vector.js';
import { textRank } from '../rank/text-rank.js';
import { tfIdfVectors } from '../rank/tf-idf.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';
import { wordCount } from './word-count.js';

/**
 * Candidate sentences have at least this many words (shorter ones are backchannels and fragments).
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 */
export const MIN_KEY_POINT_WORDS = 8;
/**
 * Candidate sentences have at most this many words (longer ones read badly as bullets).
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 */
export const MAX_KEY_POINT_WORDS = 60;
/** At least this many distinct index terms (non-stopwords) per candidate. */
const MIN_TERMS = 4;
/** Above this many candidates, only the ones closest to the transcript's centroid are ranked (bounds the O(n²) graph). */
const MAX_GRAPH_NODES = 1500;

/**
 * Sentences in the opening part of the meeting (agenda, purpose) get their score multiplied by up to this + 1.
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 */
export const OPENING_BOOST = 1;
/**
 * The opening part: the first 20 % of sentences, the boost fading linearly to 0 across it.
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 */
export const OPENING_SPAN = 0.2;

/**
 * Default number of key points for a transcript with `candidates` eligible sentences: grows with the
 * square root of the length, between 5 and 8.
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 *
 * @param candidates - number of eligible sentences
 * @returns how many key points to emit
 */
export function defaultKeyPointCount(candidates: number): number {
  return Math.min(8, Math.max(5, Math.round(Math.sqrt(candidates) / 3)));
}

/**
 * Chooses key points: eligible sentences (8–60 words, at least 4 content terms, not a question) are
 * ranked by {@link textRank} over cosine similarity of TF-IDF vectors (IDF over all sentences, stopwords
 * removed, English stemmed), with a position prior on the opening ({@link OPENING_BOOST}: meetings state
 * their purpose early), then {@link selectDiverse} (MMR) removes redundancy. Result in transcript order.
 *
 * Spec: issue #5 "Offline summarizer" (extractive key points by graph ranking); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (summary).
 *
 * @param sentences - all transcript sentences, in order
 * @param language - base ISO 639-1 code
 * @param maxKeyPoints - how many at most; default {@link defaultKeyPointCount}
 * @returns key points in transcript order, each citing its 1-based line
 */
export function extractKeyPoints(
  sentences: readonly TranscriptSentence[],
  language: string,
  maxKeyPoints?: number,
): KeyPoint[] {
  const terms = sentences.map((s) => sentenceTerms(s.clean, language));
  const vectors = tfIdfVectors(terms);
  let candidates = sentences.filter((s, i) => {
    const words = wordCount(s.clean);
    return (
      words >= MIN_KEY_POINT_WORDS &&
      words <= MAX_KEY_POINT_WORDS &&
      new Set(terms[i]).size >= MIN_TERMS &&
      !/\?\s*$/.test(s.clean)
    );
  });
  if (candidates.length === 0) return [];
  if (candidates.length > MAX_GRAPH_NODES)
    candidates = closestToCentroid(candidates, vectors, MAX_GRAPH_NODES);
  const candidateVectors = candidates.map((s) => vectors[s.index]!);
  const last = Math.max(1, sentences.length - 1);
  const scores = textRank(candidateVectors).map((score, i) => {
    const position = candidates[i]!.index / last;
    return score * (1 + OPENING_BOOST * Math.max(0, 1 - position / OPENING_SPAN));
  });
  const k = maxKeyPoints ?? defaultKeyPointCount(candidates.length);
  const chosen = selectDiverse(scores, candidateVectors, Math.max(0, Math.floor(k)));
  return chosen
    .map((i) => candidates[i]!)
    .sort((a, b) => a.index - b.index)
    .map((s) => ({ text: s.clean, line: s.line, speaker: s.speaker }));
}

function closestToCentroid(
  candidates: TranscriptSentence[],
  vectors: readonly SparseVector[],
  keep: number,
): TranscriptSentence[] {
  const centroid = new Map<string, number>();
  for (const s of candidates) {
    for (const [term, weight] of vectors[s.index]!) centroid.set(term, (centroid.get(term) ?? 0) + weight);
  }
  const norm = Math.sqrt([...centroid.values()].reduce((a, w) => a + w * w, 0)) || 1;
  for (const [term, weight] of centroid) centroid.set(term, weight / norm);
  return candidates
    .map((s) => ({ s, score: cosine(vectors[s.index]!, centroid) }))
    .sort((a, b) => b.score - a.score || a.s.index - b.s.index)
    .slice(0, keep)
    .map((x) => x.s)
    .sort((a, b) => a.index - b.index);
}
