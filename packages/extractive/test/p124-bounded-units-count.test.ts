/**
 * Issue 13, P124: a unit of 161 characters or more (the most an 80-word sentence can be shorter than) was split into an
 * array of words, a string each, only to count them; most such units are still sentences of under 80 words and are
 * kept whole. The words are now counted in the text (`wordCount`), and a unit is split only when it is longer.
 * Spec: issue 13 (offline engine linear in time, 1M lines ≤ 10 s).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { splitSentences, wordCount } from '../src/transcript/split-sentences.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every character a pattern's `\s` matches, and some that it does not. */
const SPACES = [...Array(0x10000).keys()].map((c) => String.fromCharCode(c)).filter((c) => /\s/.test(c));
const OTHERS = ['a', 'Z', '7', '-', "'", '\u00e9', '\u200b', '\u00ad', '.', '\u0085', '\u180e', '\u{1f600}'];

describe('a long unit is counted, not split (P124)', () => {
  it('counts what trim().split(/\\s+/) gives, capped at the limit, on random texts of every white space', () => {
    expect(SPACES.length).toBe(25);
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 5000; round++) {
      let text = '';
      const length = next(60);
      for (let i = 0; i < length; i++)
        text += next(3) === 0 ? SPACES[next(SPACES.length)] : OTHERS[next(OTHERS.length)];
      const words = text.trim().split(/\s+/).length;
      for (const limit of [1, 3, 10, 81]) expect(wordCount(text, limit)).toBe(Math.min(limit, words));
    }
  });

  it('keeps a 161+ character sentence of 80 words or fewer whole without splitting it into words', () => {
    const long = `${'Sustainability '.repeat(12)}matters.`;
    expect(long.length).toBeGreaterThan(160);
    const split = vi.spyOn(String.prototype, 'split');
    const sentences = splitSentences([{ speaker: 'Ann', timestamp: null, text: long, line: 1 }], 'en');
    const bySpaces = split.mock.calls.filter(
      ([by, limit]) => by instanceof RegExp && by.source === '\\s+' && limit === undefined,
    );
    expect(bySpaces).toEqual([]);
    expect(sentences.map((s) => s.raw)).toEqual([long]);
  });

  it('still cuts a unit of more than 80 words into windows of 40', () => {
    const words = Array.from({ length: 100 }, (_, i) => `word${i}`);
    const sentences = splitSentences(
      [{ speaker: 'Ann', timestamp: null, text: words.join(' \u00a0'), line: 1 }],
      'en',
    );
    expect(sentences.map((s) => s.raw)).toEqual([
      words.slice(0, 40).join(' '),
      words.slice(40, 80).join(' '),
      words.slice(80).join(' '),
    ]);
  });
});
