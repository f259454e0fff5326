/**
 * Q23 fallbacks of the retry layer: a streamed reply whose body is not a reply guard's own (a host's `baseFetch`
 * without `replyGuardFetch`, e.g. plain `fetch`) gets the stream deadline (`withStreamDeadline`) and the release of the
 * caller's abort listener (`releasingBody`) on a wrapper body. Without them a stalled stream is read forever and the
 * caller's signal keeps a listener (and the request it aborts) for every reply ever streamed.
 * Real @ma/testkit server, real `fetch`.
 * Spec: review2 N2 (the stream deadline); issue 13 (the abort listener released once the stream is done; Q23).
 */
import { type ScriptedServer, startScriptedServer } from '@ma/testkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryingFetch, StreamTimeoutError } from './retrying-fetch.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A streamed chat request to the scripted server, through the retry layer over plain `fetch`. */
async function streamed(
  baseURL: string,
  opts: { streamTimeoutMs?: number; signal?: AbortSignal } = {},
): Promise<Response> {
  const fetcher = retryingFetch({
    attempts: 1,
    delayMs: 0,
    timeoutMs: 600_000,
    streamTimeoutMs: opts.streamTimeoutMs ?? 600_000,
    baseFetch: (input, init) => fetch(input, init),
  });
  return fetcher(`${baseURL}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'test-model', stream: true, messages: [{ role: 'user', content: 'hi' }] }),
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
}

/** Reads a body to its end; resolves with the text, rejects with what the body fails with. */
async function readAll(res: Response): Promise<string> {
  return await res.text();
}

/** The caller's signal, counting the abort listeners added to it and removed from it. */
function countedSignal() {
  const controller = new AbortController();
  const added = vi.spyOn(controller.signal, 'addEventListener');
  const removed = vi.spyOn(controller.signal, 'removeEventListener');
  const count = (spy: typeof added) => spy.mock.calls.filter(([type]) => type === 'abort').length;
  return { controller, added: () => count(added), removed: () => count(removed) };
}

/** A never-ending streamed reply with a counted caller's signal, its first chunk read. */
async function endlessStreamRead() {
  server = await startScriptedServer([{ trickle: { text: 'more ', everyMs: 1 } }]);
  const signal = countedSignal();
  const res = await streamed(server.baseURL, { signal: signal.controller.signal });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  expect((await reader.read()).done).toBe(false);
  return { signal, reader };
}

describe('Q23 fallbacks: a streamed body that is not a reply guard’s own', () => {
  it('N2: a stream that stalls past its deadline fails with StreamTimeoutError (bytes read, output seen)', async () => {
    server = await startScriptedServer([
      { trickle: { text: 'Reading the transcript. ', everyMs: 1, pieces: 2, stall: true } },
    ]);
    const res = await streamed(server.baseURL, { streamTimeoutMs: 300 });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const error = await readAll(res).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamTimeoutError);
    expect((error as StreamTimeoutError).message).toMatch(/still running after 300 ms/);
    expect((error as StreamTimeoutError).bytes).toBeGreaterThan(0);
  });

  it('Q23: the caller’s abort listener is released once the stream has ended', async () => {
    server = await startScriptedServer([{ text: 'All done.' }]);
    const signal = countedSignal();
    const res = await streamed(server.baseURL, { signal: signal.controller.signal });
    // Still forwarding while the body may read from the network.
    expect(signal.added()).toBe(1);
    expect(signal.removed()).toBe(0);
    expect(await readAll(res)).toContain('data: [DONE]');
    expect(signal.removed()).toBe(1);
  });

  it('Q23: an abort while the stream is read fails the body with the abort, and the listener is released', async () => {
    const { signal, reader } = await endlessStreamRead();
    const reason = new DOMException('stopped by the host', 'AbortError');
    signal.controller.abort(reason);
    let failure: unknown;
    try {
      for (;;) if ((await reader.read()).done) break;
    } catch (error) {
      failure = error;
    }
    expect(failure).toBe(reason);
    expect(signal.removed()).toBe(1);
  });

  it('Q23: a body the caller cancels releases the listener', async () => {
    const { signal, reader } = await endlessStreamRead();
    await reader.cancel('the caller is done');
    expect(signal.removed()).toBe(1);
  });
});
