import { describe, expect, it } from 'vitest';
import { promisesWhileReading } from './promises-while-reading.js';

describe('promisesWhileReading', () => {
  it('gives every item in order and counts the promises a generator makes per item', async () => {
    async function* lines(n: number) {
      for (let i = 0; i < n; i++) yield `line ${i}`;
    }
    const { items, promises } = await promisesWhileReading(lines(1000));
    expect(items).toEqual(Array.from({ length: 1000 }, (_, i) => `line ${i}`));
    // At least the consumer's promise per item; a plain generator makes a few, not hundreds.
    expect(promises).toBeGreaterThanOrEqual(1000);
    expect(promises / items.length).toBeLessThan(20);
  });

  it('passes on what the iterable throws, and counts nothing after it', async () => {
    async function* broken() {
      yield 1;
      throw new Error('read failed');
    }
    await expect(promisesWhileReading(broken())).rejects.toThrow('read failed');
    const after = await promisesWhileReading((async function* () {})());
    expect(after.items).toEqual([]);
  });
});
