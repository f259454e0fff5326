/**
 * A write tool's hold on one vault file for the length of its read-modify-write: core's
 * `withFileLock` with the call's abort signal, so a call cancelled while it waits for another
 * process's lock (a daemon run stopped while `ma` or Obsidian's sync holds the note) writes
 * nothing, as docs/tools.md (Cancellation) says of a call cancelled before it started.
 */
import { type Vault, withFileLock } from '@ma/core';
import { cancelledCallError, isCancelledCall } from '../neutral/tool-call.js';

/**
 * Runs `fn` holding `abs`'s file lock (core `withFileLock`); gives up the wait when `signal`
 * aborts before `fn` started.
 * @param vault the session's vault; `abs` the file's resolved absolute path inside it.
 * @param signal the tool call's abort signal (`ToolCallOptions.signal`), or undefined.
 * @returns what `fn` returns.
 * @throws DOMException `AbortError` (`cancelledCallError`: "cancelled before it started …; nothing
 *   was written") when `signal` aborted while the call waited; `fn`'s own errors and core's
 *   `LockedError` pass through.
 * Spec: docs/tools.md (Cancellation; Concurrent calls); review11 X5, X6.
 */
export async function withCallFileLock<T>(
  vault: Vault,
  abs: string,
  signal: AbortSignal | undefined,
  fn: () => Promise<T>,
): Promise<T> {
  let started = false;
  try {
    return await withFileLock(
      vault,
      abs,
      () => {
        started = true;
        return fn();
      },
      { signal },
    );
  } catch (error) {
    if (!started && signal?.aborted && isCancelledCall(error)) throw cancelledCallError(signal);
    throw error;
  }
}
