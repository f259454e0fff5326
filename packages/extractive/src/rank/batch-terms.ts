/**
 * The content terms of a batch of sentences as small integers: each distinct term gets an id the first time it is
 * read (ids 0, 1, 2 … in order of first use), and every sentence's terms are a range of one `Int32Array`. The topic
 * stage counts in typed arrays by id instead of maps of strings (P125: the IDF, TextTiling's units and
 * {@link sharedWithTopicIds} read every term of the batch, each with one or two map look-ups and writes before).
 *
 * Spec: issue 13 (offline engine linear in time, 1M lines ≤ 10 s).
 */
export interface BatchTerms {
  /** Term → id. */
  ids: Map<string, number>;
  /** Id → term. */
  names: string[];
  /** Every sentence's term ids, end to end, in order (duplicates kept). */
  flat: Int32Array;
  /** Sentence `i`'s ids are `flat[start[i], start[i + 1])`; `start.length` is the number of sentences + 1. */
  start: Int32Array;
  /**
   * The smoothed IDF of each id over the sentences, `ln((1 + N) / (1 + df)) + 1` ({@link idfWeights}'s
   * numbers, bit for bit).
   */
  idf: Float64Array;
}

/**
 * A term's weight by its string (an IDF map, or {@link termWeights} of a {@link BatchTerms}).
 *
 * Spec: issue 13 (offline engine linear in time).
 */
export interface TermWeights {
  /** The weight of `term`, `undefined` when it has none. */
  get(term: string): number | undefined;
}

/**
 * The {@link BatchTerms} of a list of term lists (one per sentence).
 *
 * Spec: issue 13 (offline engine linear in time, 1M lines ≤ 10 s).
 *
 * @param documents - one term list per sentence, in order
 * @returns the ids, the ranges and the IDF by id
 */
export function batchTerms(documents: readonly (readonly string[])[]): BatchTerms {
  const ids = new Map<string, number>();
  const names: string[] = [];
  const start = new Int32Array(documents.length + 1);
  let total = 0;
  for (let d = 0; d < documents.length; d++) total += documents[d]!.length;
  const flat = new Int32Array(total);
  // df by id, each sentence counted once per term: `mark[id]` holds the last sentence (+ 1) that counted it.
  let df = new Int32Array(256);
  let mark = new Int32Array(256);
  let at = 0;
  for (let d = 0; d < documents.length; d++) {
    const terms = documents[d]!;
    start[d] = at;
    for (let t = 0; t < terms.length; t++) {
      const term = terms[t]!;
      let id = ids.get(term);
      if (id === undefined) {
        id = names.length;
        ids.set(term, id);
        names.push(term);
        if (id >= df.length) {
          df = grown(df);
          mark = grown(mark);
        }
      }
      flat[at++] = id;
      if (mark[id] !== d + 1) {
        mark[id] = d + 1;
        df[id]!++;
      }
    }
  }
  start[documents.length] = at;
  const n = documents.length;
  const idf = new Float64Array(names.length);
  for (let id = 0; id < names.length; id++) idf[id] = Math.log((1 + n) / (1 + df[id]!)) + 1;
  return { ids, names, flat, start, idf };
}

/** `a` copied into an array twice as long. */
function grown(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/**
 * The IDF of a {@link BatchTerms} looked up by term string (for the stages that read words, not ids).
 *
 * Spec: issue 13 (offline engine linear in time).
 *
 * @param batch - the batch's terms
 * @returns the weight of a term of the batch, `undefined` for any other
 */
export function termWeights(batch: BatchTerms): TermWeights {
  return {
    get: (term) => {
      const id = batch.ids.get(term);
      return id === undefined ? undefined : batch.idf[id];
    },
  };
}
