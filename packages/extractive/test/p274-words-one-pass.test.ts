/**
 * Issue 13, P274: `wordsAndTerms` (a sentence's words, index terms and word bits; the sentence stage's largest function
 * by self time) tested every sentence with a pattern for a character beyond plain text (ASCII and U+2000-U+206F) and
 * then scanned it again by hand. The scan now meets such a character itself and hands the sentence to the Unicode
 * path from there: one pass, no pattern, for plain text. The answer must be the one the old function gave: `tokenize`'s
 * tokens, `termsOfWords`' terms, and the OR of the words' bits (every bit beyond plain text).
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s); issue #5 "Offline summarizer".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { ALL_WORD_BITS, wordBitsOf } from '../src/cues/word-bits.js';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';
import { termsOfWords, wordsAndTerms } from '../src/rank/sentence-terms.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';
import { tokenize } from '../src/transcript/tokenize.js';

/** What the function gave before P274, from its definition (the plain test was this pattern). */
function reference(text: string): { words: string[]; terms: string[]; bits: number } {
  const words = tokenize(text);
  const beyond = /[^\u0000-\u007f\u2000-\u206f]/.test(text);
  let bits = 0;
  for (const w of words) bits |= wordBitsOf(w);
  return { words, terms: termsOfWords(words, 'en'), bits: beyond ? ALL_WORD_BITS : bits };
}

/** The development set (the sample vault, blind8-blind15): every sentence's cleaned text. */
function developmentTexts(): string[] {
  const bench = new URL('../bench/', import.meta.url);
  const sets = readdirSync(bench, { withFileTypes: true }).filter(
    (d) => d.isDirectory() && /^blind(?:[89]|1[0-5])$/.test(d.name),
  );
  const transcripts = [
    ...loadSampleMeetings().map((m) => m.transcript),
    ...sets.flatMap((d) =>
      readdirSync(new URL(`${d.name}/`, bench))
        .filter((f) => f.endsWith('.md'))
        .map((f) => readFileSync(new URL(`${d.name}/${f}`, bench), 'utf8')),
    ),
  ];
  return transcripts.flatMap((t) => splitSentences(parseTranscript(t), 'en').map((s) => s.clean));
}

const EDGES = [
  '',
  ' ',
  'Okay.\r\n',
  'We agreed\r\non Friday.',
  'We\u00a0agreed on the\u00a0budget.',
  'Ship it 🚀 on Monday, 12.5 % more.',
  'cafe\u0301 and na\u0308ive are NFD.',
  'Café and naïve are NFC.',
  'We’ll decide — on the “R2D2” plan… 2026-12-07.',
  'Don\u2019t 12.5 abc123def',
  'ﬁnal ligature and Ｆｕｌｌ width',
  '\u200bzero width\u200b space',
  '\ufeffBOM first',
  'ends beyond plain é',
  'é opens it',
  'digits 0 9 00 0099 and a1b2',
  'Ǆ title case and ẞ sharp',
  '\ud83d lone surrogate',
  'tab\there and\u2003em space',
];

const exec = RegExp.prototype.exec;
afterEach(() => {
  RegExp.prototype.exec = exec;
});

describe('P274: a sentence’s words and terms in one pass', () => {
  it('gives the old answer on every development sentence and every edge case', () => {
    const texts = [...developmentTexts(), ...EDGES, ...EDGES.map((t) => t.toUpperCase())];
    expect(texts.length).toBeGreaterThan(3000);
    const wrong = texts.filter(
      (t) => JSON.stringify(wordsAndTerms(t, 'en')) !== JSON.stringify(reference(t)),
    );
    expect(wrong).toEqual([]);
  });

  it('shares one string per word, as before', () => {
    const a = wordsAndTerms('The budget, the BUDGET.', 'en').words;
    const b = wordsAndTerms('Budget — café budget', 'en').words;
    expect(a[1]).toBe(a[3]);
    expect(b[0]).toBe(a[1]);
    expect(b[2]).toBe(a[1]);
  });

  it('runs no pattern on a plain sentence whose words it has seen', () => {
    const text = 'So we’ll ship the remote control on Friday — 12 units, okay?';
    const first = wordsAndTerms(text, 'en');
    let runs = 0;
    RegExp.prototype.exec = function (this: RegExp, s: string) {
      runs++;
      return exec.call(this, s);
    };
    const again = wordsAndTerms(text, 'en');
    RegExp.prototype.exec = exec;
    expect(again).toEqual(first);
    expect(runs).toBe(0);
  });
});
