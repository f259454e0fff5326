import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isMainThread,
  MessageChannel,
  type MessagePort,
  parentPort,
  receiveMessageOnPort,
  Worker,
  workerData,
} from 'node:worker_threads';
import type { TranscriptSegment } from '../transcript/transcript-segment.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';
import { type BatchInput, type BatchResult, batchCarry, processBatch } from './process-batch.js';

/** Marks a worker started by {@link BatchPool} (the module loads itself in the worker). */
const WORKER_FLAG = 'maExtractiveBatchWorker';
/** Most threads a long transcript uses, the calling one included. */
const MAX_THREADS = 4;
/**
 * A transcript the caller gave no `threads` for goes on worker threads once more than this many of its lines with
 * text have been read (P90). Starting a worker costs about 1.8 s of CPU whatever the length (a second heap, the engine
 * loaded and compiled again), which two threads win back only over some 50,000 lines: on fewer the worker makes the
 * summary slower. No real meeting reaches it (a 10-hour meeting is about 20,000 lines), so it never starts a thread.
 */
export const AUTO_THREADS_SEGMENTS = 50_000;
/** Jobs queued per worker, so a worker never waits for the thread that merges results. */
const QUEUED_PER_WORKER = 2;
/**
 * Batches the calling thread may be ahead of the oldest one still with a worker (its own, done while every worker had
 * {@link QUEUED_PER_WORKER} waiting) before it waits for that worker: bounds what is held, not merged yet.
 */
const AHEAD_OF_WORKERS = 4;
/** A worker that has not answered one batch in this long (ms) is given up: the batch runs in the calling thread. */
const ANSWER_TIMEOUT_MS = 300_000;
/** A worker that has not started in this long (ms) is given up likewise (it failed to load). */
const START_TIMEOUT_MS = 10_000;

/**
 * A batch for a worker: everything of {@link BatchInput} but the carry, which the worker rebuilds from the
 * segments before the batch ({@link batchCarry}).
 *
 * Spec: issue 13 (offline engine 1M lines ≤ 10 s: batches on every core, same result).
 */
export interface BatchJob {
  /** The last segments before the batch (enough to hold its carry, or all of them). */
  tail: readonly TranscriptSegment[];
  input: Omit<BatchInput, 'carry'>;
}

/**
 * A worker's answer: the batch's result and the carry it rebuilt (as {@link carryKey}), or the error it met.
 *
 * Spec: issue 13 (offline engine 1M lines ≤ 10 s: batches on every core, same result).
 */
export type BatchReply = { carryKey: string; result: BatchResult } | { error: string };

/**
 * A key of a carry, equal for equal carries: every sentence's line, place in its line and text.
 *
 * Spec: issue 13 (batches processed in parallel give the sequential result).
 *
 * @param carry - carried sentences
 * @returns the key
 */
export function carryKey(carry: readonly TranscriptSentence[]): string {
  return carry.map((s) => `${s.line}:${s.inSegment}:${s.raw}`).join('\n');
}

/**
 * The file a worker loads (P314): beside the package's own bundle (`dist/index.js` or `.cjs`), the worker entry of the
 * same format (`dist/batch-worker.js` / `.cjs`, built from `src/batch/batch-worker.ts`), which holds only what a batch
 * needs; anywhere else (a host's bundle chunk holding this module, or a package built without it) this module's own
 * file.
 *
 * Spec: issue 13 (offline engine 1M lines ≤ 10 s: batches on every core, same result).
 *
 * @param self - the absolute path of this module's file
 * @returns the absolute path of the file to start each worker with
 */
export function workerFile(self: string): string {
  const extension = extname(self);
  if (basename(self, extension) !== 'index') return self;
  const entry = join(dirname(self), `batch-worker${extension}`);
  return existsSync(entry) ? entry : self;
}

interface PoolWorker {
  worker: Worker;
  port: MessagePort;
  /** `[answers posted so far, 1 once started]`: the worker adds to them, then wakes the waiting thread. */
  answers: Int32Array;
}

/**
 * The threads a transcript the caller gave no `threads` for runs on, once `segments` of its lines with text have been
 * read: when that is more than {@link AUTO_THREADS_SEGMENTS} and the machine has two cores or more, the calling one and
 * a worker for each core free by the last minute's load average (P101; P109: the cores less the load **rounded to the
 * nearest**, at most the cores less one, {@link MAX_THREADS} in all), else 1 (every batch in the calling thread): on a
 * machine whose cores are all busy a worker costs CPU time and gains no wall time. On two cores that is a worker while
 * the load average is at most 1.5 (P90 and P101 rounded down: at most 1, so a load of 1.1 ran 1M lines in one thread,
 * 23.3 s wall against 13.4 s with the worker; the worker costs about 12 % more CPU on an idle machine). The summary is
 * the same whatever it answers.
 *
 * Spec: issue 13 (1M lines ≤ 10 s on a 2-core machine), P90, P101, P109 (measured in the package README, "Eleventh
 * pass", "Twelfth pass", "Seventeenth pass"; docs/offline-engine-speed.md).
 *
 * @param segments - lines with text read so far
 * @param cores - cores this process may use (`os.availableParallelism()`)
 * @param load - the last minute's load average (`os.loadavg()[0]`; 0 where the system has none, Windows; a negative value or
 *   NaN counts as 0)
 * @returns threads in all, the calling one included: 1 to {@link MAX_THREADS}
 */
export function defaultThreads(
  segments: number,
  cores: number = availableParallelism(),
  load: number = loadavg()[0] ?? 0,
): number {
  if (segments <= AUTO_THREADS_SEGMENTS || cores < 2) return 1;
  // NaN (no figure) counts as 0, as a negative load does; Math.max would keep NaN.
  const busy = Number.isNaN(load) || load < 0 ? 0 : load;
  const free = Math.round(cores - busy);
  return Math.max(1, Math.min(MAX_THREADS, 1 + Math.min(cores - 1, free)));
}

/**
 * Worker threads that run {@link processBatch} on whole batches of a long transcript, so a long transcript uses
 * every core (the calling thread, which also reads the lines, takes its share with {@link runJob}). Jobs go round-robin and answers are taken back in the order the jobs were given
 * (`take` blocks the calling thread until the oldest one is there), so the caller merges them as a
 * single thread would have: the summary does not depend on the number of threads.
 *
 * Each worker loads this very module: from the built package, its worker entry ({@link workerFile}, P314: the batch
 * stages without the rest of the package and `@ma/core`), else the file holding this module (a host's bundle chunk). {@link BatchPool.open} returns `null` where that cannot work: a
 * machine with one core, or the engine running from TypeScript sources (tests), where the caller runs
 * every batch itself.
 *
 * Spec: issue 13 (offline engine linear in time, 1M lines ≤ 10 s on a 2-core machine, deterministic).
 */
export class BatchPool {
  readonly #workers: PoolWorker[];
  #given = 0;
  #taken = 0;
  /** Jobs given to each worker, and answers taken back from each (its `answers[0]` counts those it posted). */
  readonly #sent: number[];
  readonly #received: number[];

  private constructor(workers: PoolWorker[]) {
    this.#workers = workers;
    this.#sent = workers.map(() => 0);
    this.#received = workers.map(() => 0);
  }

  /**
   * Starts a pool when it can run here.
   *
   * @param threads - threads wanted in all, the calling one included (`undefined`: one per core, at most
   *   {@link MAX_THREADS}); fewer than 2 (or one core only) → `null`
   * @returns the pool (`threads − 1` workers), or `null` when batches are to run in the calling thread
   */
  static open(threads?: number): BatchPool | null {
    const wanted = Math.min(threads ?? availableParallelism(), MAX_THREADS);
    if (!Number.isInteger(wanted) || wanted < 2) return null;
    const url = new URL(import.meta.url);
    if (url.protocol !== 'file:' || !/\.(?:c|m)?js$/.test(url.pathname)) return null;
    const file = workerFile(fileURLToPath(url));
    const workers: PoolWorker[] = [];
    try {
      for (let i = 1; i < wanted; i++) {
        const { port1, port2 } = new MessageChannel();
        const answers = new Int32Array(new SharedArrayBuffer(8));
        const worker = new Worker(file, {
          workerData: { [WORKER_FLAG]: true, port: port2, answers },
          transferList: [port2],
          // The caller's flags are not for this file (`node --input-type=module -e …` would stop the worker).
          execArgv: [],
        });
        worker.unref();
        // A worker that fails is noticed by its missing answer; its error must not end the process.
        worker.on('error', () => {});
        workers.push({ worker, port: port1, answers });
      }
    } catch {
      for (const w of workers) void w.worker.terminate();
      return null;
    }
    return new BatchPool(workers);
  }

  /** Worker threads. */
  get size(): number {
    return this.#workers.length;
  }

  /**
   * How many batches may be under way (with the workers, or done by the calling thread and not merged yet) before the
   * calling thread waits for the oldest.
   */
  get capacity(): number {
    return this.#workers.length * QUEUED_PER_WORKER + AHEAD_OF_WORKERS;
  }

  /**
   * Gives a batch to the next worker in turn, unless it already has {@link QUEUED_PER_WORKER} batches it has not
   * answered: then the calling thread is to do it itself (P101: the calling thread, which also reads and merges, takes
   * the share the workers leave, instead of every other batch).
   *
   * @param job - the batch
   * @returns `true` when given, `false` when the worker in turn is busy (nothing was given)
   */
  give(job: BatchJob): boolean {
    const index = this.#given % this.#workers.length;
    const w = this.#workers[index]!;
    if (this.#sent[index]! - Atomics.load(w.answers, 0) >= QUEUED_PER_WORKER) return false;
    w.worker.postMessage(job);
    this.#sent[index]!++;
    this.#given++;
    return true;
  }

  /** Whether the answer to the oldest job given is there ({@link take} would not wait); `false` when none is pending. */
  get ready(): boolean {
    if (this.#taken >= this.#given) return false;
    const index = this.#taken % this.#workers.length;
    return Atomics.load(this.#workers[index]!.answers, 0) > this.#received[index]!;
  }

  /**
   * Takes back the answer to the oldest job given, waiting for it (blocking the calling thread).
   *
   * @returns the worker's answer
   * @throws Error when no job is pending, or the worker gave no answer within {@link ANSWER_TIMEOUT_MS}
   */
  take(): BatchReply {
    if (this.#taken >= this.#given) throw new Error('BatchPool: no job pending');
    const w = this.#workers[this.#taken % this.#workers.length]!;
    const since = performance.now();
    for (;;) {
      const seen = Atomics.load(w.answers, 0);
      const received = receiveMessageOnPort(w.port);
      if (received) {
        this.#received[this.#taken % this.#workers.length]!++;
        this.#taken++;
        return received.message as BatchReply;
      }
      // A worker's death cannot be seen while this thread waits: one that never started, or never answers, is given up.
      const waited = performance.now() - since;
      const limit = Atomics.load(w.answers, 1) === 1 ? ANSWER_TIMEOUT_MS : START_TIMEOUT_MS;
      if (waited >= limit) throw new Error('BatchPool: a worker did not answer');
      Atomics.wait(w.answers, 0, seen, Math.min(1000, limit - waited));
    }
  }

  /** Stops the workers (pending jobs are dropped). */
  close(): void {
    for (const w of this.#workers) {
      w.port.close();
      void w.worker.terminate();
    }
  }
}

/**
 * Does one job as a worker does: rebuilds the carry from the tail, processes the batch.
 *
 * Spec: issue 13 (batches on every core, the calling thread's share included).
 *
 * @param job - the batch
 * @returns the answer (an error as its message: the caller processes that batch again itself)
 */
export function runJob(job: BatchJob): BatchReply {
  try {
    const carry = batchCarry(job.tail, job.input.language, job.input.punctuated);
    return { carryKey: carryKey(carry), result: processBatch({ ...job.input, carry }) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** In a worker started by {@link BatchPool}: answer every job on the pool's port, then wake the waiting thread. */
function serve(data: { port: MessagePort; answers: Int32Array }): void {
  Atomics.store(data.answers, 1, 1);
  Atomics.notify(data.answers, 0);
  parentPort?.on('message', (job: BatchJob) => {
    data.port.postMessage(runJob(job));
    Atomics.add(data.answers, 0, 1);
    Atomics.notify(data.answers, 0);
  });
}

if (!isMainThread && (workerData as Record<string, unknown> | null)?.[WORKER_FLAG] === true)
  serve(workerData as { port: MessagePort; answers: Int32Array });
