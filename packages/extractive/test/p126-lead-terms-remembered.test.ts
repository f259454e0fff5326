/**
 * Issue 13, P126: a topic's lead looked every word of the topic up in four sets (the stopwords, the general words, the
 * words that are no subject, and a number test) and in the stems' map, each time it was said. Each word's lead term
 * (or that it has none) is now remembered, per language, so a word said again costs one look-up. The same leads
 * (bench/golden.ts: every case byte for byte).
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s); issue 15 (each topic with a short lead).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopwordsFor } from '../src/language/stopwords.js';
import { idfWeights } from '../src/rank/idf-weights.js';
import { topicLead } from '../src/topics/topic-lead.js';
import { sampleVaultSentences } from './quality-transcripts.js';

afterEach(() => vi.restoreAllMocks());

describe("P126: a topic's lead remembers each word's term (issue 13)", () => {
  it('asks the stopwords nothing about a word it has read before, and gives the same leads', () => {
    const sentences = sampleVaultSentences().slice(0, 1200);
    const idf = idfWeights(sentences.map((s) => s.terms));
    const parts = [0, 400, 800].map((at) => sentences.slice(at, at + 400));
    const lead = (part: typeof sentences) =>
      topicLead(
        part.map((s) => s.words),
        'en',
        idf,
        part.map((s) => s.clean),
        part.map((s) => s.normal),
      );
    const first = parts.map(lead);
    expect(first.every((l) => l !== '')).toBe(true);
    const stops = stopwordsFor('en');
    const has = vi.spyOn(Set.prototype, 'has');
    const again = parts.map(lead);
    const askedStops = has.mock.contexts.filter((set) => set === stops).length;
    has.mockRestore();
    expect(again).toEqual(first);
    // Every word of three or more letters was looked up in the stopwords each time it was said.
    const longWords = parts.flat().reduce((n, s) => n + s.words.filter((w) => w.length >= 3).length, 0);
    expect(longWords).toBeGreaterThan(1000);
    expect(askedStops).toBe(0);
  });

  it("reads a word by the language's own lists after another language's lead", () => {
    const texts = [
      ['die', 'batterie', 'und', 'die', 'batterie', 'with', 'the'],
      ['die', 'batterie', 'with', 'the', 'batterie'],
    ];
    const idf = new Map<string, number>();
    const german = topicLead(texts, 'de', idf);
    const english = topicLead(texts, 'en', idf);
    expect(topicLead(texts, 'de', idf)).toBe(german);
    expect(topicLead(texts, 'en', idf)).toBe(english);
    expect(german).not.toBe(english);
  });
});
