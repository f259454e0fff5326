import { describe, expect, it } from 'vitest';
import { eitherUnicodeForm } from './either-unicode-form.js';

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
