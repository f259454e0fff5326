import { describe, expect, it } from 'vitest';
import { isBlankText } from './blank-text.js';

describe('isBlankText (review4 P23)', () => {
  it('P23: white space and invisible format characters are blank', () => {
    for (const text of [
      '',
      ' ',
      '\n\r\n\t',
      '\u00a0',
      '\u200b',
      '\ufeff',
      '\u2060',
      '\u200c\u200d',
      '\u00ad',
      '\u202e \u2066',
      '\u3164',
      ' \u200b\n\ufeff\n',
    ])
      expect(isBlankText(text), JSON.stringify(text)).toBe(true);
  });
  it('P23: any visible character is not blank', () => {
    for (const text of ['a', ' x ', '\u200bx', '-', '😀', '\u0627', '\u200d😀'])
      expect(isBlankText(text), JSON.stringify(text)).toBe(false);
  });
});
