/**
 * Issue 13, P272: the shared-terms factor of a topic's candidates (`sharedWithTopicIds`) made its sums and factors with
 * `Array.prototype.map`: small-integer elements when every sum was 0 or every factor 1 (candidates sharing no term),
 * doubles otherwise, so its optimized code, and the topic ranking's that inlines it, was thrown away ("wrong map") as
 * the kinds alternated from topic to topic. Both are now Float64Arrays (one element kind); the factors are the same
 * (bench/golden.ts: every sample-vault, bench and generated case byte for byte). Here, in a child Node with V8's test
 * natives: `sharedWithTopic` optimized on a topic whose candidates share terms stays optimized when one whose
 * candidates share none comes next, and its factors are as before.
 * Spec: issue 13 (offline engine 1M lines ≤ 10 s); issue 15 deliver 1 (the factor itself).
 */
import { describe, expect, it } from 'vitest';
import { optimizedAcross, SRC_URL, TURBOFANNED } from './v8-optimization.js';

const setup = `
const { sharedWithTopic } = await import('${SRC_URL}/topics/block-topics.ts');
const topic = [['ice', 'plant', 'van'], ['ice', 'plant'], ['van', 'road'], ['plant', 'road', 'ice']];
const idf = new Map([['ice', 1.25], ['plant', 0.75], ['van', 2.5], ['road', 1.5]]);
const apart = [['a'], ['b'], ['c'], ['d']];
const run = (terms) => sharedWithTopic(terms, [0, 1, 2, 3], idf);
`;

describe('the shared-terms factors have one element kind (P272)', () => {
  it('stays optimized from candidates sharing terms to candidates sharing none', async () => {
    const status = await optimizedAcross(setup, 'sharedWithTopic', 'run(topic)', 'run(apart)');
    // Sums of the weights of terms two or more sentences hold (4.5, 2, 4, 3.5) over their mean 3.5; none shared: 1 each.
    expect(status.first).toEqual([9 / 7, 4 / 7, 8 / 7, 1]);
    expect(status.second).toEqual([1, 1, 1, 1]);
    expect(status.onFirst & TURBOFANNED, 'optimized on the shared topic').not.toBe(0);
    expect(status.onSecond & TURBOFANNED, 'still optimized after the topic sharing nothing').not.toBe(0);
  }, 600_000);
});
