/**
 * L324: a one-line transcript `Hi.` was read as Welsh (`hi`, "she", is a Welsh stopword, one word of one) and the
 * summary said "no decision cue words for language `cy`". A text with fewer than two stopwords of one language is
 * now too little to tell: its language is `und` (not recognised) and the notices say so, or the transcript's
 * `language:` label when it has one; a short text with enough words is still read.
 * Spec: leftovers L324; issue #5 "Offline summarizer" (cue patterns per language).
 */
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';
import { detectLanguage } from '../src/language/detect-language.js';

describe('L324: too little text for a language', () => {
  for (const text of ['Hi.', 'Ja.', 'Oui.', 'Hi there.', 'Danke.', 'Bonjour.'])
    it(`"${text}" is no language (und)`, () => {
      expect(detectLanguage(text)).toBe('und');
    });

  it('a one-line transcript "Hi." is not Welsh in the summary: und, or its label', () => {
    const transcript = '[00:00:01] **Ann:** Hi.\n';
    const read = summarizeExtractive({ transcript, meetingDate: '2026-05-07' });
    expect(read.language).toBe('und');
    expect(read.notices.join('\n')).not.toContain('`cy`');
    expect(read.notices.join('\n')).toContain('not recognised');
    expect(summarizeExtractive({ transcript, language: 'en', meetingDate: '2026-05-07' }).language).toBe(
      'en',
    );
  });

  it('a short text with enough words is still read', () => {
    expect(detectLanguage('We decided to go with the rubber casing.')).toBe('en');
    expect(detectLanguage('Wir haben beschlossen, das Gummigehäuse zu nehmen, und das ist gut.')).toBe('de');
    expect(detectLanguage('Nous avons décidé de prendre le boîtier.')).toBe('fr');
    // F84: two stopwords of one language are enough; a two-line stand-up is English, not "not recognised".
    expect(detectLanguage('The build is green again. Thanks everyone.')).toBe('en');
    expect(detectLanguage('I do.')).toBe('en');
  });
});
