/**
 * Session 50, newcomer L520: `ma summarize` of a transcript whose turn is one long line of many cue sentences (an
 * unbroken monologue export, e.g. a lecture's text export) ran for minutes — 30,000 sentences of "We decided to ship."
 * on one line took 174 s, and SIGTERM / Ctrl-C were not answered until it ended — because every cue asked whether it
 * stood inside a quotation by counting the quotation marks of all earlier sentences of its line again (E103): work
 * quadratic in the sentences of a line. Each sentence's count is now taken once per batch, so the check looks at each
 * sentence a bounded number of times, and its answer is the same as counting afresh.
 * Spec: issue 13 (offline engine: linear time); issue 15 deliverable 2 (E103: reported speech is no task).
 */
import { describe, expect, it } from 'vitest';
import { inQuotation } from '../src/transcript/in-quotation.js';
import { segmentSentences } from '../src/transcript/split-sentences.js';
import type { TranscriptSentence } from '../src/transcript/transcript-sentence.js';

/** The E103 rule counted afresh: marks before `at` in `text` plus those of the run's earlier sentences. */
function naive(
  sentences: readonly TranscriptSentence[],
  sentence: TranscriptSentence,
  text: string,
  at: number,
) {
  let marks = (text.slice(0, at).match(/["\u201c\u201d]/g) ?? []).length;
  for (let i = sentence.index - 1; i >= 0; i--) {
    const p = sentences[i];
    if (!p || p.line !== sentence.line || p.speaker !== sentence.speaker) break;
    marks += (p.raw.match(/["\u201c\u201d]/g) ?? []).length;
  }
  return marks % 2 === 1;
}

/** The sentences of three lines, two by Ana, with quotation marks here and there. */
function mixedSentences(): TranscriptSentence[] {
  const pieces = [
    'I said "we will ship.',
    'Then we decided to wait." Okay.',
    'We decided to ship.',
    'He wrote “we will drop it”.',
    'I will call him.',
    'She said "no.',
    'We agreed.',
  ];
  const line = (n: number) => Array.from({ length: n }, (_, i) => pieces[i % pieces.length]).join(' ');
  const out: TranscriptSentence[] = [];
  for (const [k, speaker, text] of [
    [1, 'Ana', line(40)],
    [2, 'Ana', line(9)],
    [3, 'Ben', line(23)],
  ] as const) {
    out.push(...segmentSentences({ speaker, timestamp: null, text, line: k }, 'en', out.length, true));
  }
  return out;
}

describe('L520: the quotation check of a long line is linear and unchanged', () => {
  it('L520: in any order of asking, every sentence gets the answer counting afresh gives', () => {
    const sentences = mixedSentences();
    expect(sentences.length).toBeGreaterThan(60);
    const order = sentences.map((s) => s.index);
    // Ask late sentences first, then early ones, then the rest: the filled counts must not depend on the order.
    const asked = [...order.slice(50), ...order.slice(0, 50).reverse()];
    for (const index of asked) {
      const s = sentences[index]!;
      for (const at of [0, Math.floor(s.normal.length / 2), s.normal.length]) {
        expect(inQuotation(sentences, s, s.normal, at), `sentence ${index} at ${at}`).toBe(
          naive(sentences, s, s.normal, at),
        );
      }
    }
  });

  it('L520: asking about every sentence of a 3,000-sentence line reads each earlier sentence a bounded number of times', () => {
    const text = Array.from({ length: 3000 }, (_, i) => `We decided to ship item ${i}.`).join(' ');
    const sentences = segmentSentences({ speaker: 'Ana', timestamp: null, text, line: 1 }, 'en', 0, true);
    expect(sentences).toHaveLength(3000);
    let reads = 0;
    const counted = new Proxy(sentences, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    for (const s of sentences) expect(inQuotation(counted, s, s.normal, 0)).toBe(false);
    // Counting afresh reads about n²/2 = 4.5 million sentences here; once per batch, a few per sentence.
    expect(reads).toBeLessThanOrEqual(3 * sentences.length);
  });
});
