import type { TranscriptSentence } from './transcript-sentence.js';

/**
 * Per batch of sentences, the index of the first sentence of the unbroken stretch of the same line that ends at each
 * sentence (filled forward on demand as the batch grows): one pass, so asking about every sentence of a line of many
 * sentences (an unbroken monologue export) costs linear, not quadratic, time (P320).
 */
const startsByBatch = new WeakMap<readonly TranscriptSentence[], number[]>();

/**
 * The index of the first sentence of `sentence`'s line in the unbroken stretch of `sentences` with that line that
 * ends at `sentence` — what walking back `while (sentences[i - 1].line === sentence.line) i--` from `sentence.index`
 * finds, in constant time after one linear pass per batch.
 *
 * Spec: issue 13 (offline engine: linear time).
 *
 * @param sentences - the transcript's sentences in order (each `index` its position here); not changed in place after
 *   the first call, only added to
 * @param sentence - a sentence of the batch (or a stand-in with the same `index` and `line`)
 * @returns an index from 0 to `sentence.index`
 */
export function lineStart(sentences: readonly TranscriptSentence[], sentence: TranscriptSentence): number {
  const at = sentence.index;
  if (sentences[at]?.line !== sentence.line) {
    // Not the batch's own sentence at its index: walk back as before (never the case in the engine).
    let first = at;
    while (first > 0 && sentences[first - 1]?.line === sentence.line) first--;
    return first;
  }
  let starts = startsByBatch.get(sentences);
  if (!starts) {
    starts = [];
    startsByBatch.set(sentences, starts);
  }
  for (let k = starts.length; k <= at; k++)
    starts.push(k > 0 && sentences[k - 1]!.line === sentences[k]!.line ? starts[k - 1]! : k);
  return starts[at]!;
}
