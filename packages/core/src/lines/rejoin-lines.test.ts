import { describe, expect, it } from 'vitest';
import { rejoinLines } from './rejoin-lines.js';

describe('rejoinLines (review4 P16)', () => {
  it('P16: edited lines keep their own ending, the others their bytes', () => {
    expect(rejoinLines('\ufeffa\nb\r\nc\r\nd', ['a', 'B', 'c', 'D'])).toBe('\ufeffa\nB\r\nc\r\nD');
    expect(rejoinLines('x\r\ny\n', ['x', 'y'])).toBe('x\r\ny\n');
    expect(rejoinLines('a\rb\r', ['a\rb'])).toBe('a\rb\r');
  });
  it('P16: a line count that does not match is a bug, not a silent rewrite', () => {
    expect(() => rejoinLines('a\nb\n', ['a'])).toThrow(/1 lines for 2/);
  });
});
