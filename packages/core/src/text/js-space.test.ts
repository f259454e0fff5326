import { describe, expect, it } from 'vitest';
import { isJsSpace } from './js-space.js';

describe('isJsSpace (P170: one white-space test for core and the offline engine)', () => {
  it('answers as `\\s` for every UTF-16 code unit', () => {
    const differ: number[] = [];
    for (let c = 0; c <= 0xffff; c++) if (isJsSpace(c) !== /\s/.test(String.fromCharCode(c))) differ.push(c);
    expect(differ).toEqual([]);
  });

  it('answers as `String.prototype.trim` strips', () => {
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      if (isJsSpace(c) !== (`${ch}x`.trim() === 'x'))
        throw new Error(`U+${c.toString(16)} differs from trim`);
    }
  });

  it('reads past the end (NaN) as no space', () => {
    expect(isJsSpace(''.charCodeAt(0))).toBe(false);
  });
});
