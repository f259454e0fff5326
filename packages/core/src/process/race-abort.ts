/**
 * `work` raced against `signal`: what `work` settles with, or a rejection with `stopped()` as soon
 * as the signal aborts (the work's own later outcome is dropped, never an unhandled rejection).
 * Without a signal, `work` as it is; with one already aborted, the rejection at once.
 * @param work the promise to wait for.
 * @param signal the abort signal, or undefined.
 * @param stopped makes the error to reject with when the signal aborts (called once, lazily).
 * @throws what `stopped()` returns when `signal` aborts first; what `work` rejects with otherwise.
 * Spec: docs/tools.md (Cancellation); used by core `withFileLock` (a lock wait given up) and the
 * tools' read cancellation (L93).
 */
export function raceAbort<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  stopped: () => unknown,
): Promise<T> {
  if (signal === undefined) return work;
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.reject(stopped());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(stopped());
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
