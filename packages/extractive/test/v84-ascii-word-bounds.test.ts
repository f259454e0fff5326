/**
 * V84 (D1): the disfluency gates (clean-disfluencies) and the broken-word check (P176's
 * mayHaveFragment) each held a copy of the ASCII word-bounds scan, differing only in whether `-`
 * joins a word; both now read through scanAsciiWords. Its rule, pinned: words, the hyphen flag, the
 * separators above 127 a caller lets through, and a bounds buffer grown past its first size.
 * Same output: bench/golden.ts check, 181 of 181 cases identical.
 */
import { describe, expect, it } from 'vitest';
import { asciiWordBounds, scanAsciiWords } from '../src/transcript/ascii-word-bounds.js';
import { mayHaveFragment } from '../src/transcript/without-word-fragments.js';

const words = (text: string, hyphen: boolean, sep: ((c: number) => boolean) | null = null) => {
  const n = scanAsciiWords(text, hyphen, sep);
  if (n < 0) return null;
  const b = asciiWordBounds();
  return Array.from({ length: n }, (_, w) => text.slice(b[2 * w], b[2 * w + 1]));
};

describe('V84: one ASCII word-bounds scan', () => {
  it('reads words of letters, digits and apostrophes; `-` joins a word only when asked', () => {
    expect(words("mm-hmm, we'll ship v2.", false)).toEqual(['mm', 'hmm', "we'll", 'ship', 'v2']);
    expect(words("mm-hmm, we'll ship v2.", true)).toEqual(['mm-hmm', "we'll", 'ship', 'v2']);
  });

  it('stops at a character above 127 unless the caller calls it a separator', () => {
    expect(words('caf\u00e9 now', true)).toBeNull();
    expect(words('so \u2014 the plan', false, (c) => c === 0x2014)).toEqual(['so', 'the', 'plan']);
  });

  it('grows its buffer for a long text and keeps every bound', () => {
    const text = Array.from({ length: 1000 }, (_, i) => `w${i}`).join(' ');
    expect(words(text, false)?.at(-1)).toBe('w999');
    expect(mayHaveFragment(`${text} som something`)).toBe(true);
    expect(mayHaveFragment(text)).toBe(false);
  });
});
