import { describe, expect, it } from 'vitest';
import { distinctTerms } from '../src/rank/distinct-terms.js';
import { termsOfWords, wordsAndTerms } from '../src/rank/sentence-terms.js';
import { cleanDisfluencies } from '../src/transcript/clean-disfluencies.js';
import { isCompleteSentence } from '../src/transcript/is-complete-sentence.js';
import { endsSentence } from '../src/transcript/is-punctuated.js';
import { segmentSentences } from '../src/transcript/split-sentences.js';
import { tokenize } from '../src/transcript/tokenize.js';

/** The Unicode tokeniser the fast path must agree with. */
const unicodeTokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{M}]+|\p{N}+/gu) ?? [];

describe('fast paths of the offline engine give the same result as the Unicode paths (issue 13)', () => {
  it('tokenize: plain text, curly quotes, dashes and ellipses, letters of other scripts, numbers of other forms', () => {
    for (const text of [
      "Don't 12.5 we'll go",
      'We don’t — really… know “why”',
      'Café NAÏVE straße İstanbul',
      'ª and ² and ½ are not punctuation',
      'Ünïcödé—mixed…ASCII',
      '',
    ])
      expect(tokenize(text)).toEqual(unicodeTokens(text));
  });

  it('wordsAndTerms: the same words as tokenize and the same terms as termsOfWords, in every language', () => {
    for (const language of ['en', 'de', 'en', 'und'])
      for (const text of [
        'The remote controls were controlling the remotes, 42 times.',
        'Wir haben das Budget geprüft und die Budgets bestätigt.',
        'a I x yy the the',
        'ABC123def 4five A1B2C3, The THE the — “Remote” remotes',
      ]) {
        const { words, terms } = wordsAndTerms(text, language);
        expect(words).toEqual(tokenize(text));
        expect(terms).toEqual(termsOfWords(tokenize(text), language));
      }
  });

  it('cleaning: fillers, repetitions and false starts go in text with dashes and ellipses; other scripts keep their rules', () => {
    expect(cleanDisfluencies('We’ll we’ll — uh go with the the rubber one.')).toBe(
      'We’ll we’ll — go with the rubber one.',
    );
    expect(cleanDisfluencies('So w we r resume — the the plan…')).toBe('We resume — the plan…');
    expect(cleanDisfluencies('Café café is fine.')).toBe('Café is fine.');
    expect(cleanDisfluencies('ª ª is kept.')).toBe('ª ª is kept.');
  });

  it("cleaning: repetitions, false starts and broken words found at the scanned word starts are the global patterns' (a text with a letter beyond ASCII takes the global patterns)", () => {
    // 'ª' is a letter the ASCII scan does not cover: the same sentence with it appended is cleaned by the global
    // patterns, so both paths must agree on everything before it.
    for (const text of [
      'We we we r resume the the THE plan, plan today.',
      "Don't don't worry, the the theme is the the idea idea of it.",
      'I think we should go go with the rubber, the rubber one one.',
      'Somethin something whi which th the 12 12 items, items.',
      'So so the budget is is fine fine fine and and the the the deadline deadline.',
      'We need to to to talk about the the remote control the remote control design.',
      'u use the the ab abc abcd thing, w we go.',
      'Is is it it the case?',
    ]) {
      const plain = cleanDisfluencies(text);
      expect(cleanDisfluencies(`${text} ª`)).toBe(`${plain} ª`);
    }
  });

  it('P1 distinctTerms: the terms of [...new Set(terms)] in the same order, the list itself when nothing repeats', () => {
    const long = Array.from({ length: 40 }, (_, i) => `t${i % 25}`);
    for (const terms of [
      [],
      ['a'],
      ['a', 'b', 'c'],
      ['a', 'b', 'a', 'c', 'b'],
      ['x', 'x'],
      long,
      long.slice(0, 25),
    ])
      expect(distinctTerms(terms)).toEqual([...new Set(terms)]);
    const plain = ['remote', 'control', 'button'];
    expect(distinctTerms(plain)).toBe(plain);
  });

  it('P5 segmentSentences: a punctuated sentence is ended as the match-counting rule said (quotes, brackets, openings)', () => {
    const LOWER_OPENERS =
      /^(?:um+|uh+|er+m*|ah+|hmm+|mm+(?:-hmm)?|uh-huh|okay|ok|so|and|but|or|well|yeah|yep|yes|no|oh|right|now|i|i'm|i'll|i've|i'd|like|anyway|then|also|just|actually)\b/u;
    // The rule before issue 13's pass, with its match arrays and replace.
    const wholeSpoken = (raw: string) => {
      if (!endsSentence(raw)) return false;
      if ((raw.match(/"/g)?.length ?? 0) % 2 === 1) return false;
      if ((raw.match(/[“(]/g)?.length ?? 0) !== (raw.match(/[”)]/g)?.length ?? 0)) return false;
      const opening = raw.replace(/^[^\p{L}\p{N}]+/u, '');
      return !/^\p{Ll}/u.test(opening) || LOWER_OPENERS.test(opening);
    };
    for (const text of [
      'We ship the new remote in March.',
      '"We ship it," she said, "in March.',
      '“We ship it in March.',
      '(We ship it in March.)',
      'We ship it (in March.',
      'from the basic technology point of view we ship it.',
      'so we ship it in March.',
      '... and we ship it in March.',
      '— from then on we ship it.',
      '¿ques-ce que on fait maintenant?',
      'élan is what we need here.',
      '12 remotes ship in March.',
      'ünïcödé openings ship too.',
    ]) {
      const sentences = segmentSentences({ speaker: 'A', timestamp: null, text, line: 1 }, 'en', 0, true);
      for (const s of sentences)
        expect(s.ended, s.raw).toBe(isCompleteSentence(s.clean, 'en') && wholeSpoken(s.raw));
    }
  });
});
