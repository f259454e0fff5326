import { setImmediate as nextImmediate } from 'node:timers/promises';

/**
 * Lets the host's event loop take one whole turn, I/O included: what arrived while the caller computed (a Ctrl-C, an
 * MCP `notifications/cancelled` on stdin, a host's `AbortSignal` aborted from a socket callback) is dispatched before
 * this resolves. Two immediates, because one scheduled from an I/O callback runs before the loop polls again.
 *
 * Spec: issue 13 (the engine at any size, the host kept responsive); review2 N13 (a stop honoured before the commit).
 *
 * @returns a promise that resolves after one I/O poll of the event loop (never rejects)
 */
export async function eventLoopTurn(): Promise<void> {
  await nextImmediate();
  await nextImmediate();
}
