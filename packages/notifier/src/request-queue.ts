/**
 * An in-memory queue of requests that are decided later, off the caller's path: `submit`
 * returns at once, the user is asked through an {@link ApprovalPrompt} in the background, and
 * only an approval runs `onAccept`. Owned by the application (it outlives the run that
 * submitted, e.g. a summary run), never persisted: `shutdown` drops everything pending.
 * Spec: seed 004, Decisions ("application-owned background request queue … requests also
 * expire after ten minutes. Only acceptance opens a new settings-agent window"); issue 11, Deliver 3.
 */
import type { ApprovalPrompt } from './approval-prompt.js';
import type { ApprovalOutcome, ApprovalRequest } from './approval-request.js';
import { oneLineText } from './text/plain-text.js';

/** One queued request: what to ask and the payload handed to `onAccept`. */
export interface QueuedRequest<T> {
  /** Unique id (duplicates of a pending id are refused). */
  id: string;
  title: string;
  body: string;
  /** See `ApprovalRequest.fields`. */
  fields?: Record<string, string>;
  /** See `ApprovalRequest.noteName`. */
  noteName?: string;
  payload: T;
}

/**
 * Where a queued request stands: `pending`, how it ended, or `failed` when it was approved but
 * `onAccept` threw (`failure`: the error's message, one line; review10 W2).
 */
export type QueuedRequestState =
  | { outcome: 'pending' | ApprovalOutcome }
  | { outcome: 'failed'; failure: string };

/** An error's message, one line. */
function errorMessage(error: unknown): string {
  return oneLineText(error instanceof Error ? error.message : String(error));
}

/** Options of {@link createRequestQueue}. */
export interface RequestQueueOptions<T> {
  prompt: ApprovalPrompt;
  /** How long a request stays valid, in ms (default 600000 = 10 minutes). */
  timeoutMs?: number;
  /**
   * Runs for an approved request, before the prompt records the outcome (a request note says
   * `failed` with the message when it throws, review10 W2); errors are also reported through
   * `onSettled`'s `error`.
   */
  onAccept(payload: T, id: string): Promise<void> | void;
  /**
   * Called once per request when it ended (outcome, and the `onAccept` error if any). One that
   * throws is said through `say`; it never rejects `idle()`/`shutdown()` nor becomes an unhandled
   * rejection that ends the host process (U52).
   */
  onSettled?(id: string, outcome: ApprovalOutcome, error?: unknown): void;
  /** Where a failing `onSettled` is said (default: a line on stderr). */
  say?: (message: string) => void;
}

/** The queue. */
export interface RequestQueue<T> {
  /** Queues a request; `'requested'` at once, or `'duplicate'` when that id is pending, `'closed'` after shutdown. */
  submit(request: QueuedRequest<T>): 'requested' | 'duplicate' | 'closed';
  /** Ids still waiting for a decision. */
  pending(): string[];
  /**
   * Where request `id` stands: `pending` while it waits for a decision, then how it ended (kept for
   * the queue's life; `failed` with the message when it was approved but `onAccept` threw, W2);
   * undefined for an id never submitted. Hosts tell it to the run record (review5 Q5).
   */
  state(id: string): QueuedRequestState | undefined;
  /** Resolves when nothing is pending any more (every request decided, expired or cancelled). */
  idle(): Promise<void>;
  /** Cancels every pending request (no `onAccept`), waits for them to end; later submits are `'closed'`. */
  shutdown(): Promise<void>;
}

/** Creates a request queue over `options.prompt`. */
export function createRequestQueue<T>(options: RequestQueueOptions<T>): RequestQueue<T> {
  const timeoutMs = options.timeoutMs ?? 600_000;
  const say = options.say ?? ((m: string) => process.stderr.write(`${m}\n`));
  const stop = new AbortController();
  const running = new Map<string, Promise<void>>();
  // How each settled request ended (review5 Q5: the run record says it).
  const settled = new Map<string, QueuedRequestState>();

  const decide = async (request: QueuedRequest<T>) => {
    const ask: ApprovalRequest = {
      id: request.id,
      title: request.title,
      body: request.body,
      timeoutMs,
      signal: stop.signal,
      ...(request.fields ? { fields: request.fields } : {}),
      ...(request.noteName ? { noteName: request.noteName } : {}),
    };
    let accepted = false;
    let failure: unknown;
    // W2: the acceptance runs as the request's `apply`, before the outcome is recorded, so a
    // request note says `failed` (not `approved`) when the prompt could not be handed over.
    const accept = async () => {
      if (accepted) return;
      accepted = true;
      if (stop.signal.aborted) throw new Error('the application is shutting down; nothing was handed over');
      try {
        await options.onAccept(request.payload, request.id);
      } catch (error) {
        failure = error;
        throw error;
      }
    };
    const outcome = await options.prompt.request({ ...ask, apply: accept });
    // A prompt that does not run `apply` (structurally an ApprovalPrompt): accepted here.
    if (outcome === 'approved' && !accepted) await accept().catch(() => undefined);
    settled.set(
      request.id,
      outcome === 'approved' && failure !== undefined
        ? { outcome: 'failed', failure: errorMessage(failure) }
        : { outcome },
    );
    try {
      options.onSettled?.(request.id, outcome, failure);
    } catch (error) {
      say(`onSettled failed for request ${request.id} (${outcome}): ${errorMessage(error)}`);
    }
  };

  return {
    submit(request) {
      if (stop.signal.aborted) return 'closed';
      if (running.has(request.id)) return 'duplicate';
      settled.delete(request.id);
      const done = decide(request).finally(() => running.delete(request.id));
      running.set(request.id, done);
      return 'requested';
    },
    // A request is settled as soon as `decide` recorded its outcome, before its promise leaves
    // `running` (a microtask later): a host asking right after the outcome was said must not
    // hear "waiting for 1 request" (review10 W13).
    pending: () => [...running.keys()].filter((id) => !settled.has(id)),
    state(id) {
      const state = settled.get(id);
      if (state !== undefined) return state;
      return running.has(id) ? { outcome: 'pending' } : undefined;
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running.values()]);
    },
    async shutdown() {
      stop.abort('shutdown');
      await Promise.all([...running.values()]);
    },
  };
}
