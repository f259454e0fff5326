/**
 * P179 (issue 13, load balance to the end): with worker threads, the transcript's last batch waited until every batch
 * still with the workers was answered and merged, and only then was processed in the calling thread, one core idle
 * meanwhile. It is now processed in the calling thread while the workers finish theirs, and merged after them, in
 * order, so the summary is the single thread's, byte for byte.
 *
 * Worker threads need the built engine (parallel-batches.test.ts), so this runs the real stream and the real batches
 * from the sources with a pool whose one "worker" is slower than the calling thread: it answers a batch only when
 * the calling thread waits for it (`take`), so what the calling thread did before each wait is seen in order.
 *
 * Spec: issue 13 (1M lines ≤ 10 s on two cores: both busy to the end, the same result whatever the threads).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateTranscript } from '../bench/generate-transcript.js';
import { type BatchJob, BatchPool, type BatchReply, runJob } from '../src/batch/batch-pool.js';
import { summarizeExtractiveLines } from '../src/index.js';

const events = vi.hoisted(() => ({ log: [] as string[], inWorker: false }));

// Every batch processed, where (the pool's "worker", or the calling thread) and whether it is the last one.
vi.mock('../src/batch/process-batch.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/batch/process-batch.js')>();
  return {
    ...original,
    processBatch: (input: Parameters<typeof original.processBatch>[0]) => {
      events.log.push(`${events.inWorker ? 'worker' : 'caller'}${input.final ? ' final' : ''}`);
      return original.processBatch(input);
    },
  };
});

/** A one-worker pool that holds two batches at most and works on one only when it is waited for. */
class SlowWorker {
  readonly #queue: BatchJob[] = [];
  readonly size = 1;
  readonly capacity = 6;
  give(job: BatchJob): boolean {
    if (this.#queue.length >= 2) return false;
    this.#queue.push(job);
    return true;
  }
  get ready(): boolean {
    return false;
  }
  take(): BatchReply {
    const job = this.#queue.shift();
    if (!job) throw new Error('no job pending');
    events.inWorker = true;
    try {
      // Through a clone, as a worker gets it.
      return structuredClone(runJob(structuredClone(job)));
    } finally {
      events.inWorker = false;
    }
  }
  close(): void {}
}

/** The bench's generated transcript of `lines` lines (the sample vault's real turns, drawn with a fixed seed). */
async function generated(lines: number): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ma-p179-'));
  try {
    const file = path.join(dir, 't.md');
    await generateTranscript(file, lines);
    return readFileSync(file, 'utf8').split('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const options = { language: 'en', meetingDate: '2026-03-10' };

afterEach(() => {
  vi.restoreAllMocks();
  events.log = [];
});

describe('P179: the last batch is processed beside the workers, the summary unchanged', () => {
  it('P179: the calling thread does the last batch before waiting for the worker’s, then merges in order (10,000 lines)', {
    timeout: 300_000,
  }, async () => {
    const lines = await generated(10_000);
    const single = JSON.stringify(await summarizeExtractiveLines(lines, { ...options, threads: 1 }));
    expect(events.log.filter((e) => e.startsWith('worker'))).toEqual([]);
    events.log = [];
    vi.spyOn(BatchPool, 'open').mockImplementation(() => new SlowWorker() as unknown as BatchPool);
    const shared = JSON.stringify(await summarizeExtractiveLines(lines, { ...options, threads: 2 }));
    // Batches of 4,000 lines: two to the worker, the last 2,000 lines here, before the worker's were waited for.
    expect(events.log).toEqual(['caller final', 'worker', 'worker']);
    expect(shared).toBe(single);
    expect(JSON.parse(shared).keyPoints.length).toBeGreaterThan(3);
  });

  it('P179: a last batch with no lines of its own (8,000 lines) still reports the carry once the workers’ are merged', {
    timeout: 300_000,
  }, async () => {
    const lines = await generated(8_000);
    const single = JSON.stringify(await summarizeExtractiveLines(lines, { ...options, threads: 1 }));
    events.log = [];
    vi.spyOn(BatchPool, 'open').mockImplementation(() => new SlowWorker() as unknown as BatchPool);
    const shared = JSON.stringify(await summarizeExtractiveLines(lines, { ...options, threads: 2 }));
    expect(events.log).toEqual(['worker', 'worker', 'caller final']);
    expect(shared).toBe(single);
  });
});
