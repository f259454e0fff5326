import { describe, expect, it } from 'vitest';
import { accentedLetterClasses, eitherUnicodeForm } from './either-unicode-form.js';

describe('eitherUnicodeForm (review12 Y2)', () => {
  it('Y2: widens letters that NFC and NFD write differently, outside classes and escapes only', () => {
    expect(eitherUnicodeForm('2026|_$')).toBe('2026|_$');
    expect(eitherUnicodeForm('9\u00e9+')).toBe('9(?:\u00e9|e\u0301)+');
    expect(eitherUnicodeForm('9e\u0301')).toBe('9(?:\u00e9|e\u0301)');
    expect(eitherUnicodeForm('[\u00e9]\\\u00e9')).toBe('[\u00e9]\\\u00e9');
    expect(eitherUnicodeForm('=\u0338')).toBe('=\u0338');
    expect(eitherUnicodeForm('\u{1F600}1')).toBe('\u{1F600}1');
  });
});

describe('P240: the accented letters from a table, marks told without \\p{M} below U+0300', () => {
  it('the table a search uses is what accentedLetterClasses computes under this Node', () => {
    const computed = accentedLetterClasses();
    expect(computed.size).toBe(38);
    for (const letter of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      const widened = eitherUnicodeForm(letter);
      const klass = computed.get(letter);
      expect(widened).toBe(klass === undefined ? letter : `(?:[${klass}]\\p{M}*)`);
    }
  });

  it('no code point below U+0300 is a mark, so the quick test agrees with \\p{M} everywhere', () => {
    for (let cp = 0; cp < 0x300; cp++) expect(/\p{M}/u.test(String.fromCodePoint(cp))).toBe(false);
    // A mark after a letter still joins it; after ASCII syntax it stays apart; astral marks too.
    expect(eitherUnicodeForm('e\u0301x')).toBe('(?:\u00e9|e\u0301)x');
    expect(eitherUnicodeForm('\u{1d165}')).toBe('\u{1d165}');
  });
});
