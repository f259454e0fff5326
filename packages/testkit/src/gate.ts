import type { ScriptedTurn } from './scripted-turn.js';

/**
 * A promise the test opens by hand, to hold a scripted model reply (or any step) until the other
 * side has done its part — an ordering that holds on a loaded machine, where a `delayed(ms, …)`
 * turn only guesses. `opened` resolves once `open()` was called (calling it again does nothing).
 *
 * @example
 * const reached = gate();
 * const release = gate();
 * const server = await startScriptedServer(async (req) => {
 *   if (req.index === 0) { reached.open(); await release.opened; }
 *   return { text: 'done' };
 * });
 * // … await reached.opened; check the state mid-request; release.open();
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export interface Gate {
  /** Lets every waiter through. */
  open(): void;
  /** Resolves once {@link Gate.open} was called. */
  opened: Promise<void>;
}

/** Creates a closed {@link Gate}. Spec: docs/contracts.md, @ma/testkit. */
export function gate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * A scripted reply that never comes: the request stays open until the client gives up (its
 * timeout, an abort) or the server closes. Use it where a test needs "slower than any timeout"
 * instead of a long `delayed(ms, …)`, which a slow enough machine can outlast.
 *
 * Spec: docs/contracts.md, @ma/testkit.
 */
export function never(): Promise<ScriptedTurn> {
  return new Promise<ScriptedTurn>(() => {});
}
