/**
 * The per-session mutation queue: write tools of one session run one at a time, in the order
 * their `execute` was called, whatever the host does (the AI SDK runs the tool calls of a step
 * in parallel unless `toolCallConcurrency: 1`; MCP clients may call concurrently too). Reads do
 * not queue. Cross-process safety is core's `withFileLock`, taken by each write around its
 * read-modify-write.
 * Spec: docs/contracts.md (Concurrency); issue 9 H1.
 */

/** The tail of each session's queue (weakly held: a dropped session frees its queue). */
const tails = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `fn` after every mutation queued earlier on `session` settled (fulfilled or not). The
 * slot is taken synchronously, so call order is queue order.
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
