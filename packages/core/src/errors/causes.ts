/**
 * How deep {@link causes} follows an error's `cause` chain. Real chains are short (the AI SDK's
 * `RetryError` → `APICallError` → undici's `TypeError: fetch failed` → the socket error with its
 * `code`: four); the limit only stops a chain that builds a new error at each step.
 */
export const CAUSE_DEPTH = 16;

/**
 * Every object in `error`'s `cause` chain, `error` itself first, each once: the walk stops at the
 * first `cause` that is not an object (`undefined`, a string), at an object already seen (an error
 * whose `cause` is itself, or a loop `a → b → a`), or after {@link CAUSE_DEPTH} objects. Yields
 * nothing when `error` is not an object. The one walk of a `cause` chain for every reader of
 * one (the daemon's endpoint-failure checks, the agent's transport and reply checks), so that
 * none drifts to its own depth or loops on a cycle.
 * Spec: L50 (closing note of session 21: three near-copy walkers with depths 8/8/6).
 */
export function* causes(error: unknown): Generator<Record<string, unknown> & object, void, undefined> {
  const seen = new Set<object>();
  let e: unknown = error;
  while (e !== null && typeof e === 'object' && !seen.has(e) && seen.size < CAUSE_DEPTH) {
    seen.add(e);
    yield e as Record<string, unknown>;
    e = (e as { cause?: unknown }).cause;
  }
}
