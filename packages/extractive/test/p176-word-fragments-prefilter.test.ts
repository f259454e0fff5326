/**
 * Issue 13, P176: every key-point candidate and reserve (about one sentence in ten of a long transcript) had its words
 * matched one by one for broken-off words (a match array and a lower-cased string per word; 2.2 % of the engine's CPU
 * on a 200k-line profile), though almost none has one. A hand scan of plain text (`mayHaveFragment`) now says when no
 * word can be cut, and the text is returned as it is; the cuts are the same (E161).
 * Spec: issue 13 (offline engine linear in time, 1M lines ≤ 10 s); issue 15 deliverable 3 (readable units).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';
import { mayHaveFragment, withoutWordFragments } from '../src/transcript/without-word-fragments.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const always = () => true;

/** Every cut the full reading makes is one the scan lets through (it may let more through, never fewer). */
function expectSuperset(text: string): void {
  if (withoutWordFragments(text, always) !== text) expect(mayHaveFragment(text), text).toBe(true);
}

describe('broken-off words are looked for only where one may be (P176)', () => {
  it('returns a plain sentence with no broken-off word without matching its words', () => {
    const matchAll = vi.spyOn(String.prototype, 'matchAll');
    const text = 'The remote control should have a rubber case and a scroll wheel, not push-buttons.';
    expect(mayHaveFragment(text)).toBe(false);
    expect(withoutWordFragments(text, always)).toBe(text);
    expect(matchAll).not.toHaveBeenCalled();
  });

  it('still cuts what E161 cuts, in plain text and beyond ASCII', () => {
    expect(withoutWordFragments('when it mu must not burst', always)).toBe('when it must not burst');
    expect(withoutWordFragments('change the joyst the joystick', always)).toBe('change the joystick');
    expect(withoutWordFragments('anything ex anything excised', always)).toBe('Anything excised');
    expect(withoutWordFragments('We ch Changed the caf\u00e9 café plan', always)).toBe(
      'We Changed the caf\u00e9 café plan',
    );
    expect(mayHaveFragment('it it\u2019s fine')).toBe(true);
  });

  it('lets through every text the full reading cuts: random texts and every sample-vault line', () => {
    const vocabulary = [
      'mu',
      'must',
      'joyst',
      'joystick',
      'ex',
      'excised',
      'it',
      "it's",
      're',
      're-record',
      'cost',
      'costs',
      'Train',
      'training',
      'fou',
      'four',
      'a',
      'ab',
      'abc',
      'ABCD',
      'abcde',
      'abcdef',
      'abcdefg',
      '12',
      '123',
      '-',
      "'",
      '.',
      ',',
      ';',
      '?',
      'ca',
      'CAT',
      'cats',
      'Cattle',
      '\u00e9t',
      '\u00e9tait',
      'x-ray',
      'xr',
    ];
    let seed = 11;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const separators = [' ', ' ', ' ', ', ', '. ', '  ', '-', "'", '\t'];
    let cut = 0;
    for (let round = 0; round < 20000; round++) {
      let text = '';
      const length = 1 + next(9);
      for (let i = 0; i < length; i++)
        text += vocabulary[next(vocabulary.length)]! + separators[next(separators.length)]!;
      if (withoutWordFragments(text, always) !== text) cut++;
      expectSuperset(text);
    }
    expect(cut).toBeGreaterThan(500);
    for (const m of loadSampleMeetings()) for (const line of m.transcript.split('\n')) expectSuperset(line);
  });
});
