/**
 * Issue 13, P120: a topic's lead counted every word and word pair of the topic, then spread all those entries (most
 * said once) into one array through the maps' iterators, with an array of terms per entry, and read every token
 * through an iterator: the second most allocating function of a long transcript. Only the entries said twice or more
 * are now collected, with Map.forEach, in the maps' order, each with its one or two terms as fields; the tokens are
 * read by index. The same leads (bench/golden.ts: every quality set byte for byte).
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; less garbage per sentence); issue 15 (each topic with a short lead).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idfWeights } from '../src/rank/idf-weights.js';
import { sentenceTerms } from '../src/rank/sentence-terms.js';
import { topicLead } from '../src/topics/topic-lead.js';
import { tokenize } from '../src/transcript/tokenize.js';
import { sampleVaultSentences } from './quality-transcripts.js';

afterEach(() => vi.restoreAllMocks());

describe("P120: a topic's lead collects only the words and pairs said twice, without iterators (issue 13)", () => {
  it('P120: pairs first, by count × IDF, no word twice, words and pairs said once left out ("rubber casing")', () => {
    const said = [
      'The voice recognition needs a better microphone.',
      'Voice recognition costs more than the microphone.',
      'A kinetic battery or a solar battery, and the kinetic battery.',
      'The casing is rubber, the rubber casing is soft.',
      'Only the remote.',
    ];
    const words = said.map((s) => tokenize(s));
    const idf = idfWeights(said.map((s) => sentenceTerms(s, 'en')));
    expect(topicLead(words, 'en', idf, said)).toBe('Kinetic battery, voice recognition');
    // Nothing said twice: no lead.
    expect(topicLead([tokenize('The remote is blue.'), tokenize('A kinetic battery.')], 'en', idf)).toBe('');
  });

  it("P120: the lead of every sample-vault stretch reads its maps without their values' iterators", () => {
    const sentences = sampleVaultSentences();
    const idf = idfWeights(sentences.map((s) => s.terms));
    const values = vi.spyOn(Map.prototype, 'values');
    let leads = 0;
    for (let at = 0; at < sentences.length; at += 200) {
      const part = sentences.slice(at, at + 400);
      if (
        topicLead(
          part.map((s) => s.words),
          'en',
          idf,
          part.map((s) => s.clean),
        ) !== ''
      )
        leads++;
    }
    const calls = values.mock.calls.length;
    values.mockRestore();
    expect(leads).toBeGreaterThan(5);
    expect(calls).toBe(0);
  });
});
