/**
 * L64: one way to show a number the user gave: as written when the call came as text, plainly
 * otherwise — digits only where they are the number itself, exponent form (no `+`) beyond 2^53.
 * Spec: docs/tools.md, Numeric arguments (L64).
 */
import { describe, expect, it } from 'vitest';
import {
  parseJsonKeepingNumbers,
  plainNumber,
  shownNumber,
  withWrittenNumbers,
  writtenNumbersOf,
} from './index.js';

describe('L64: shownNumber', () => {
  it('L64: plainly, without text: digits for exact whole numbers, exponent form where digits would lie', () => {
    expect(plainNumber(42)).toBe('42');
    expect(plainNumber(-7)).toBe('-7');
    expect(plainNumber(1.5)).toBe('1.5');
    expect(plainNumber(Number.MAX_SAFE_INTEGER)).toBe('9007199254740991');
    // Past 2^53 the digits of String() would not be the number given (…993 is held as …992).
    expect(plainNumber(Number('9007199254740993'))).toBe('9.007199254740992e15');
    expect(plainNumber(1e20)).toBe('1e20');
    expect(plainNumber(1e300)).toBe('1e300');
    expect(plainNumber(-1e300)).toBe('-1e300');
    expect(plainNumber(1.5e-7)).toBe('1.5e-7');
    expect(shownNumber(1e300)).toBe('1e300');
  });

  it('L64: as written when the running call parsed it from text, through awaits', async () => {
    const args = parseJsonKeepingNumbers(
      '{"from": 100000000000000000000, "to": 9007199254740993, "n": [1E21]}',
    );
    expect(Object.keys(args as object)).toEqual(['from', 'to', 'n']);
    const shown = await withWrittenNumbers(writtenNumbersOf(args), async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [1e20, 9007199254740992, 1e21].map(shownNumber);
    });
    expect(shown).toEqual(['100000000000000000000', '9007199254740993', '1E21']);
    // Outside the call: plainly.
    expect(shownNumber(1e20)).toBe('1e20');
  });
});
