/**
 * P109 (issue 13, 1M lines ≤ 10 s; the lead's decision): the default threads count the cores free by the last minute's
 * load average rounded to the nearest, not down. On this 2-core VM P101's `floor(2 − load)` gave the worker only at a
 * load of at most 1, so at load 1.1 (session 29's end bench) 1M lines ran in one thread, 23.3 s wall, against 13.4 s
 * with the worker at load 0.9; the worker costs about 12 % more CPU on an idle machine (package README, "Seventeenth
 * pass"; docs/offline-engine-speed.md). `defaultThreads` is a pure function of (lines read, cores, load): tested as one.
 */
import { describe, expect, it } from 'vitest';
import { AUTO_THREADS_SEGMENTS, defaultThreads } from '../src/batch/batch-pool.js';

const long = AUTO_THREADS_SEGMENTS + 1;

describe('P109: the free cores rounded to the nearest', () => {
  it('P109: two cores get their worker up to a load of 1.5 (was 1), one thread above it', () => {
    for (const load of [0, 0.3, 0.99, 1, 1.01, 1.1, 1.2, 1.49, 1.5])
      expect(defaultThreads(long, 2, load)).toBe(2);
    for (const load of [1.51, 1.6, 2, 3.2, 40]) expect(defaultThreads(long, 2, load)).toBe(1);
  });

  it('P109: on any number of cores, one thread more than round(cores − load), at most the cores and four', () => {
    for (let cores = 2; cores <= 16; cores++)
      for (let tenths = 0; tenths <= 10 * (cores + 2); tenths++) {
        const load = tenths / 10;
        const expected = Math.max(1, Math.min(4, cores, 1 + Math.round(cores - load)));
        expect(defaultThreads(long, cores, load), `${cores} cores, load ${load}`).toBe(expected);
      }
  });

  it('P109: a meeting’s length, one core, or a load the system cannot give keep their rule', () => {
    // Not past 50,000 lines with text: one thread whatever the machine.
    expect(defaultThreads(AUTO_THREADS_SEGMENTS, 2, 0)).toBe(1);
    expect(defaultThreads(AUTO_THREADS_SEGMENTS, 16, 0)).toBe(1);
    // One core: nothing to share.
    expect(defaultThreads(long, 1, 0)).toBe(1);
    // No load average (Windows gives 0; a negative value or NaN counts as 0): every core free, at most four.
    expect(defaultThreads(long, 2, -1)).toBe(2);
    expect(defaultThreads(long, 8, Number.NaN)).toBe(4);
    expect(defaultThreads(long, 2, Number.POSITIVE_INFINITY)).toBe(1);
  });
});
