/**
 * The per-session mutation queue: write tools of one session run one at a time, in the order
 * their `execute` was called, whatever the host does (the AI SDK runs the tool calls of a step
 * in parallel unless `toolCallConcurrency: 1`; MCP clients may call concurrently too). Reads do
 * not queue. Cross-process safety is core's `withFileLock`, taken by each write around its
 * read-modify-write.
 *
 * The queue can be closed (the session is being finished, M13): a write called after that is
 * refused at once, and the closer waits for every write accepted before it, so a finish commits
 * the draft as the last accepted write left it.
 * Spec: docs/contracts.md (Concurrency); issue 9 H1; review3 M13.
 */
import { cancelledCallError } from '../neutral/tool-call.js';
import { refusalText } from '../output/refusal.js';

/** The tail of each session's queue (weakly held: a dropped session frees its queue). */
const tails = new WeakMap<object, Promise<unknown>>();

/** Why the writes of a session are refused (set by {@link closeMutations}). */
const closed = new WeakMap<object, string>();

/**
 * Runs `fn` after every mutation queued earlier on `session` settled (fulfilled or not). The
 * slot is taken synchronously, so call order is queue order. Does not look at
 * {@link closeMutations}: write tools use {@link runMutation}.
 * @returns what `fn` returns (its rejection passes through; the queue goes on).
 */
export function runSerialized<T>(session: object, fn: () => Promise<T>): Promise<T> {
  const previous = tails.get(session) ?? Promise.resolve();
  const run = previous.then(fn, fn);
  tails.set(
    session,
    run.catch(() => undefined),
  );
  return run;
}

/**
 * A write tool's call: refused at once (a `refused: …` text, nothing run) when the session's
 * writes were closed by {@link closeMutations} before this call; else {@link runSerialized}.
 * With `signal` (the call's, review11 X5/X6): a call cancelled before `fn` started — already
 * aborted when called, or aborted while it waited for the writes queued before it — rejects with
 * an `AbortError` (`cancelledCallError`) and `fn` never runs; once `fn` started it is not
 * interrupted here: it completes and its result is returned (a write is never half made and
 * reported "cancelled").
 * @returns `fn`'s result text, or the refusal text.
 * @throws DOMException `AbortError` when `signal` aborted before `fn` started (nothing written).
 */
export function runMutation(
  session: object,
  fn: () => Promise<string>,
  signal?: AbortSignal | undefined,
): Promise<string> {
  if (signal?.aborted) return Promise.reject(cancelledCallError(signal));
  const reason = closed.get(session);
  if (reason !== undefined) {
    return Promise.resolve(
      refusalText(`${reason}; this write came after it and was not made`, 'nothing was written by this call'),
    );
  }
  return runSerialized(session, () => (signal?.aborted ? Promise.reject(cancelledCallError(signal)) : fn()));
}

/**
 * Closes the writes of `session` (synchronously: a write tool called after this returns is
 * refused with `reason`, e.g. "the summary session is being finished") and waits for the writes
 * already accepted. Calling it again only changes the reason.
 * @param reason why later writes are refused, without `refused:` (it becomes the refusal text).
 * @returns a promise that resolves (never rejects) once every write accepted before the call settled.
 */
export function closeMutations(session: object, reason: string): Promise<void> {
  closed.set(session, reason);
  return (tails.get(session) ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/** Lets writes in again after {@link closeMutations} (a finish refused before it wrote anything). */
export function reopenMutations(session: object): void {
  closed.delete(session);
}
