import { createHook } from 'node:async_hooks';
import { useBlockingFs } from '../fs/blocking-fs.js';

/**
 * A call's outcome for comparing two runs of it: `{ ok: result }`, or its error's class, `code` (or a
 * `PathSafetyError`'s `reason`) and message.
 * Spec: issue #13, goals (e) and (f) (the blocking look-ups give the same results and errors).
 */
export async function outcome(call: () => Promise<unknown>): Promise<unknown> {
  try {
    return { ok: await call() };
  } catch (error) {
    const e = error as Error & { code?: string; reason?: string };
    return { error: e.constructor.name, code: e.code ?? e.reason, message: e.message };
  }
}

/**
 * Runs `calls` and counts the file-system requests core's own files (`packages/core/src/`) sent to
 * libuv's thread pool meanwhile: Node's `FSREQPROMISE` / `FSREQCALLBACK` async resources, seen with
 * `async_hooks` (the test runner's own requests, made elsewhere, are not counted).
 * @returns what `calls` returned and the number of such requests.
 * Spec: issue #13, goals (e) and (f) (`useBlockingFs`: no thread pool in a one-shot process).
 */
export async function threadPoolRequests<T>(
  calls: () => Promise<T>,
): Promise<{ results: T; requests: number }> {
  let requests = 0;
  const hook = createHook({
    init(_id, type) {
      if (type.startsWith('FSREQ') && /[\\/]packages[\\/]core[\\/]src[\\/]/.test(new Error().stack ?? ''))
        requests++;
    },
  });
  hook.enable();
  try {
    return { results: await calls(), requests };
  } finally {
    hook.disable();
  }
}

/**
 * {@link threadPoolRequests} of `calls` as the process starts (libuv's thread pool), then again after
 * `useBlockingFs()` (which stays on for the rest of the process: a test file calls this once).
 * Spec: issue #13, goals (e) and (f).
 */
export async function inBothModes<T>(calls: () => Promise<T>): Promise<{
  threaded: { results: T; requests: number };
  blocking: { results: T; requests: number };
}> {
  const threaded = await threadPoolRequests(calls);
  useBlockingFs();
  return { threaded, blocking: await threadPoolRequests(calls) };
}
