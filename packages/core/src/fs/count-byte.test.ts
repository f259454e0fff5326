import { describe, expect, it } from 'vitest';
import { countByte } from './count-byte.js';
import { lfCount } from './lone-cr.js';

function naive(bytes: Uint8Array, byte: number, end: number): number {
  let n = 0;
  for (let i = 0; i < Math.min(end, bytes.length); i++) if (bytes[i] === byte) n++;
  return n;
}

describe('countByte (issue #13: one fast count of line breaks)', () => {
  it('counts exactly at every alignment, length and density, up to `end`', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed;
    };
    const backing = Buffer.alloc(70_000);
    for (const density of [0, 2, 15, 200, 1]) {
      for (let i = 0; i < backing.length; i++)
        backing[i] =
          density === 0 ? 0x61 : density === 1 ? 0x0a : random() % density === 0 ? 0x0a : random() & 0xff;
      for (const offset of [0, 1, 2, 3, 5]) {
        for (const length of [0, 1, 3, 63, 64, 65, 127 * 4 + 3, 127 * 8 + 1, 69_000]) {
          const bytes = backing.subarray(offset, offset + length);
          for (const end of [length, Math.floor(length / 2), length + 10]) {
            expect(countByte(bytes, 0x0a, end)).toBe(naive(bytes, 0x0a, end));
            expect(countByte(bytes, 0x0d, end)).toBe(naive(bytes, 0x0d, end));
          }
        }
      }
    }
  });

  it('counts bytes next to 0x80-0xff and 0x00 without false matches (lfCount uses it)', () => {
    const bytes = Buffer.from(
      Array.from({ length: 4096 }, (_, i) => [0x8a, 0x0b, 0x09, 0x00, 0x0a, 0xff][i % 6] as number),
    );
    expect(countByte(bytes, 0x0a)).toBe(naive(bytes, 0x0a, bytes.length));
    expect(lfCount(bytes, 1000)).toBe(naive(bytes, 0x0a, 1000));
  });
});
