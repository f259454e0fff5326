/**
 * R22: characters are code points; cuts never split a surrogate pair; lone surrogates never leave.
 * Spec: docs/tools.md (Long lines; "character"); review R22.
 */
import { describe, expect, it } from 'vitest';
import { codePointLength, codePointOffset, cutText, pairSafeIndex, wellFormedText } from './code-points.js';

const E = '😀';

describe('code points', () => {
  it('counts and indexes code points, a pair as one character', () => {
    expect(codePointLength(`a${E}b`)).toBe(3);
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('\ud83d')).toBe(1);
    expect(codePointOffset(`a${E}b`, 0)).toBe(0);
    expect(codePointOffset(`a${E}b`, 1)).toBe(1);
    expect(codePointOffset(`a${E}b`, 2)).toBe(3);
    expect(codePointOffset(`a${E}b`, 9)).toBe(4);
    expect(`a${E}b`.slice(codePointOffset(`a${E}b`, 2))).toBe('b');
  });

  it('never cuts between the halves of a pair', () => {
    expect(pairSafeIndex(`a${E}`, 2)).toBe(1);
    expect(pairSafeIndex(`a${E}`, 1)).toBe(1);
    expect(pairSafeIndex(`a${E}`, 3)).toBe(3);
    expect(cutText(`${'a'.repeat(39)}${E.repeat(5)}`, 41)).toBe(`${'a'.repeat(39)}${E}…`);
    expect(cutText(E.repeat(10), 4)).toBe(`${E.repeat(3)}…`);
    expect(cutText('short', 40)).toBe('short');
  });

  it('replaces only lone surrogates', () => {
    expect(wellFormedText(`x${E}\ud83d y\ude00`)).toBe(`x${E}\ufffd y\ufffd`);
    expect(wellFormedText('plain')).toBe('plain');
  });
});
