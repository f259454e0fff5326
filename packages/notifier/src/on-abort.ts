/**
 * Abort handling that cannot miss an abort: a listener added to an already aborted signal never
 * runs, so an adapter that awaited something (writing a note, loading a module, opening a pipe)
 * and only then started a watcher or a child process would keep it forever when the request
 * ended meanwhile (review M2: the host never exits).
 * Spec: packages/notifier/README.md ("Deadlines, cancellation, late answers and shutdown are
 * handled once, for every adapter"); issue 11, Deliver 1.
 */

/**
 * Runs `onAbort` once when `signal` aborts — at once (synchronously) when it already has.
 * @returns a function that removes the listener (call it when the work ended another way);
 *   a no-op without a signal or after `onAbort` ran.
 */
export function onAbort(signal: AbortSignal | undefined, onAbort: () => void): () => void {
  if (!signal) return () => undefined;
  if (signal.aborted) {
    onAbort();
    return () => undefined;
  }
  signal.addEventListener('abort', onAbort, { once: true });
  return () => signal.removeEventListener('abort', onAbort);
}
