/**
 * P101 (issue 13, 1M lines ≤ 10 s): a transcript longer than any meeting gets a worker for each core free besides the
 * calling thread's (at most four threads), not one worker whatever the machine; and the calling thread, which also
 * reads and merges, does a batch only when the workers have no room for it (it did every other batch: 25.6 s of CPU
 * against the worker's 18.8 s at 1M lines). The summary is the single thread's whatever the split
 * (test/parallel-batches.test.ts, F4 and P90, runs the built engine with threads).
 */
import { describe, expect, it } from 'vitest';
import { AUTO_THREADS_SEGMENTS, defaultThreads } from '../src/batch/batch-pool.js';

describe('P101: threads by the cores free', () => {
  it('P101: past 50,000 lines, one thread more than the cores free besides the calling one, at most four', () => {
    const long = AUTO_THREADS_SEGMENTS + 1;
    // Four idle cores: the calling thread and three workers; eight idle cores: at most four threads.
    expect(defaultThreads(long, 4, 0.2)).toBe(4);
    expect(defaultThreads(long, 8, 0)).toBe(4);
    // Four cores, two and a half of them busy: the free cores rounded to the nearest (P109), two workers.
    expect(defaultThreads(long, 4, 2.6)).toBe(2);
    expect(defaultThreads(long, 4, 2.5)).toBe(3);
    expect(defaultThreads(long, 4, 1.9)).toBe(3);
    // All busy: one thread.
    expect(defaultThreads(long, 4, 3.6)).toBe(1);
    expect(defaultThreads(long, 4, 12)).toBe(1);
    // Two cores: a worker while the load is at most 1.5 (P109; P101 rounded down: at most 1).
    expect(defaultThreads(long, 2, 0)).toBe(2);
    expect(defaultThreads(long, 2, 1)).toBe(2);
    expect(defaultThreads(long, 2, 1.2)).toBe(2);
    expect(defaultThreads(long, 2, 1.6)).toBe(1);
    // One core, or a meeting's length: one thread, whatever the load.
    expect(defaultThreads(long, 1, 0)).toBe(1);
    expect(defaultThreads(AUTO_THREADS_SEGMENTS, 8, 0)).toBe(1);
  });
});
