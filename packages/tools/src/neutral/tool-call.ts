import { raceAbort } from '@ma/core';
/**
 * What a host passes with one tool call besides its arguments: the call's abort signal (the AI
 * SDK's `abortSignal`, the `tools/call` an MCP client cancels). A write whose call is cancelled
 * before it started writes nothing and rejects with an `AbortError`; a write already running
 * completes and returns its result (never "cancelled" while its write happens).
 * Spec: docs/tools.md (Cancellation); review11 X5, X6.
 */

/** Per-call options of a neutral tool's `execute`. */
export interface ToolCallOptions {
  /** Aborted when the host cancels this call (before it started: nothing is written). */
  signal?: AbortSignal | undefined;
}

/**
 * The error a cancelled call rejects with: a `DOMException` named `AbortError` (what `fetch` and
 * the AI SDK use), saying that nothing was written, with the signal's reason as `cause`.
 * @param signal the aborted signal of the call.
 * @returns the error (not thrown).
 */
export function cancelledCallError(signal: AbortSignal): DOMException {
  const reason: unknown = signal.reason;
  const said =
    reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : 'no reason given';
  return new DOMException(
    `cancelled: the tool call was cancelled before it started (${said}); nothing was written by this call`,
    { name: 'AbortError', cause: reason },
  );
}

/**
 * The error a read cancelled while it ran rejects with (L93): a `DOMException` named `AbortError`
 * saying the call's work was stopped (a search's ripgrep killed) and that nothing was written, with
 * the signal's reason as `cause`.
 * @param signal the aborted signal of the call.
 * @returns the error (not thrown).
 * Spec: docs/tools.md (Cancellation).
 */
export function stoppedCallError(signal: AbortSignal): DOMException {
  const reason: unknown = signal.reason;
  const said =
    reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : 'no reason given';
  return new DOMException(
    `cancelled: the tool call was cancelled while it ran (${said}); its work was stopped and nothing was written by this call`,
    { name: 'AbortError', cause: reason },
  );
}

/**
 * `work` raced against `signal` (L93): the work's result, or a rejection with
 * {@link stoppedCallError} as soon as the signal aborts (the work's own later outcome is dropped,
 * never an unhandled rejection). Without a signal, `work` as it is.
 * @throws the {@link stoppedCallError} when `signal` aborts first; what `work` rejects with otherwise.
 * Spec: docs/tools.md (Cancellation).
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  return raceAbort(work, signal, () => stoppedCallError(signal as AbortSignal));
}

/** True for the error of {@link cancelledCallError} (or any `AbortError`). */
export function isCancelledCall(error: unknown): error is Error {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * The signal that aborts when any of `signals` does; undefined when none is given.
 */
export function anySignal(...signals: Array<AbortSignal | undefined>): AbortSignal | undefined {
  const given = signals.filter((s): s is AbortSignal => s !== undefined);
  if (given.length <= 1) return given[0];
  return AbortSignal.any(given);
}
