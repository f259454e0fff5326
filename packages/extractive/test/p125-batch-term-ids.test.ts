/**
 * Issue 13, P125: the topic stage read every term of a batch through maps of strings several times over: the IDF
 * counted each sentence's distinct terms in a map, TextTiling gave them ids in another, the shared-terms factor worked
 * out each sentence's distinct terms twice and counted them in a third, and the TF-IDF vectors counted each candidate's
 * terms in a map of its own. The batch's terms now get integer ids once (`batchTerms`: one `Int32Array` of ids, a range
 * per sentence, the IDF by id) and every one of those stages counts in typed arrays, with the same sums in the same
 * order, so the output is the same to the bit (bench/golden.ts: every case byte for byte). Here: the same numbers as
 * the map versions (written out below as they were) on the sample vault's meetings, and the map writes gone.
 * Spec: issue 13 (offline engine 1M lines ≤ 10 s); issue 15 (topics, key points).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';
import { batchTerms, termWeights } from '../src/rank/batch-terms.js';
import { distinctTerms } from '../src/rank/distinct-terms.js';
import { idfWeights } from '../src/rank/idf-weights.js';
import { tfIdfVectors } from '../src/rank/tf-idf.js';
import { blockTopics, sharedWithTopic } from '../src/topics/block-topics.js';
import { textTiling } from '../src/topics/text-tiling.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const meetings = loadSampleMeetings().map((m) => splitSentences(parseTranscript(m.transcript), 'en'));

/** The shared-terms factor as it was: distinct terms in a map of strings. */
function sharedByMap(
  topic: readonly (readonly string[])[],
  candidates: number[],
  idf: ReadonlyMap<string, number>,
) {
  const sentencesWith = new Map<string, number>();
  for (const terms of topic)
    for (const term of distinctTerms(terms)) sentencesWith.set(term, (sentencesWith.get(term) ?? 0) + 1);
  const raw = candidates.map((c) => {
    let sum = 0;
    for (const term of distinctTerms(topic[c]!))
      if ((sentencesWith.get(term) ?? 0) > 1) sum += idf.get(term) ?? 1;
    return sum;
  });
  const mean = raw.reduce((a, b) => a + b, 0) / Math.max(1, raw.length);
  return raw.map((x) => (mean > 0 ? x / mean : 1));
}

/** The TF-IDF vectors as they were: each document's counts in a map. */
function vectorsByMap(documents: readonly (readonly string[])[], idf: ReadonlyMap<string, number>) {
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
    return [...vector];
  });
}

describe("the batch's terms as integer ids (P125)", () => {
  it('gives every term its IDF to the bit, and each sentence its terms back in order', () => {
    expect(meetings.length).toBeGreaterThan(3);
    for (const sentences of meetings) {
      const terms = sentences.map((s) => s.terms);
      const batch = batchTerms(terms);
      const idf = idfWeights(terms);
      expect(batch.names).toEqual([...idf.keys()]);
      const weights = termWeights(batch);
      for (const [term, w] of idf) expect(Object.is(weights.get(term), w)).toBe(true);
      expect(weights.get('no-such-term')).toBeUndefined();
      terms.forEach((list, i) => {
        const ids = [...batch.flat.subarray(batch.start[i]!, batch.start[i + 1]!)];
        expect(ids.map((id) => batch.names[id])).toEqual(list);
      });
    }
  });

  it('gives the shared-terms factors, the TF-IDF vectors and the boundaries the map versions gave', () => {
    for (const sentences of meetings) {
      const terms = sentences.map((s) => s.terms);
      const idf = idfWeights(terms);
      for (let start = 0; start < terms.length; start += 40) {
        const topic = terms.slice(start, start + 120);
        const candidates = topic.flatMap((t, i) => (t.length >= 4 ? [i] : []));
        expect(sharedWithTopic(topic, candidates, idf)).toEqual(sharedByMap(topic, candidates, idf));
        expect(tfIdfVectors(topic, idf).map((v) => [...v])).toEqual(vectorsByMap(topic, idf));
        expect(tfIdfVectors(topic).map((v) => [...v])).toEqual(vectorsByMap(topic, idfWeights(topic)));
      }
      expect(textTiling(terms, idf, { minTopicUnits: 2 })).toEqual(
        textTiling(
          terms.map((list) => list.map((t) => `${t}-`)),
          new Map([...idf].map(([t, w]) => [`${t}-`, w])),
          { minTopicUnits: 2 },
        ),
      );
    }
  });

  it("writes far fewer map entries for a meeting's topics: no longer one or more per term said", () => {
    for (const sentences of meetings) {
      const said = sentences.reduce((n, s) => n + s.terms.length, 0);
      const set = vi.spyOn(Map.prototype, 'set');
      const found = blockTopics(sentences, { from: 0, to: sentences.length }, 'en', {
        position: 0,
        firstTopic: 0,
      });
      const writes = set.mock.calls.length;
      set.mockRestore();
      expect(found.topics.length).toBeGreaterThan(0);
      // Before: the IDF, the shared terms and the TF-IDF counts each wrote about one entry per term said, and the
      // vectors and the leads more: 4.6 to 6.2 writes per term said on these meetings; now 2.1 to 3.3.
      expect(writes).toBeLessThan(4 * said);
    }
  });
});
