import { describe, expect, it } from 'vitest';
import { lookalikeOf } from './lookalike-name.js';

describe('lookalikeOf (review7 T8: TR39 skeleton + UTS #39 script check)', () => {
  it('finds the mixed-script, whole-script and full-width twins of existing names', () => {
    expect(lookalikeOf('\u041c\u0430rketing', ['Project Manager', 'Marketing'])).toBe('Marketing');
    expect(lookalikeOf('d\u0435cisions.md', ['notes.md', 'decisions.md'])).toBe('decisions.md');
    expect(lookalikeOf('\u0421\u0412\u0410', ['CBA'])).toBe('CBA'); // all Cyrillic, reads as Latin CBA
    expect(lookalikeOf('\uff44ecisions.md', ['decisions.md'])).toBe('decisions.md'); // full-width d
    expect(lookalikeOf('Marketing', ['\u041c\u0430rketing'])).toBe('\u041c\u0430rketing'); // the twin is already there
    expect(lookalikeOf('\u039c\u0391\u03a4\u0395', ['MATE'])).toBe('MATE'); // all Greek, reads as Latin MATE
  });

  it('keeps names that merely fold alike within one script, genuine non-Latin names, and the same name', () => {
    expect(lookalikeOf('modem.md', ['modern.md'])).toBeNull(); // TR39 folds m to rn; both Latin
    expect(lookalikeOf('d0cs.md', ['docs.md'])).toBeNull(); // a digit is Common
    expect(lookalikeOf('\u041c\u0430\u0440\u0438\u044f', ['Maria', 'Marketing'])).toBeNull(); // Russian Мария
    expect(lookalikeOf('\u03a3\u03cd\u03bd\u03bf\u03c8\u03b7.md', ['decisions.md', 'notes.md'])).toBeNull(); // Greek
    expect(lookalikeOf('marketing', ['Marketing'])).toBeNull(); // same name (nameKey), matched by the caller
    expect(lookalikeOf('Cafe\u0301', ['Caf\u00e9'])).toBeNull(); // NFD and NFC: same name
    expect(lookalikeOf('\u6771\u4eac\u3068\u3072\u3089\u304c\u306a', ['Tokyo'])).toBeNull(); // Han + Hiragana
    expect(lookalikeOf('x', [])).toBeNull();
  });
});
