/**
 * Q23 (issue 13, agent-loop overhead of streamed steps): a streamed reply went through a stack of
 * byte stages of the transport, each reading the one below through a reader of its own and handing
 * a new `Response` (with a copied `Headers`) up: the reply guard (R12, R56, R59, R65, Y50), the
 * in-band peek (Y50, Y56), the stream deadline (N2) and the SSE normalizer (B24–B30, U55, U57) —
 * three or four readers, streams and `Response`s per streamed step, set up and torn down for one
 * or two chunks. Now the reply guard makes one pull source per reply and the layers above work on
 * it: the server's body is read through ONE reader, and what the AI SDK reads is the same — the
 * same bytes (a line needing no repair passed on as sent, a repaired one repaired), status and
 * headers, the same errors, a cancel still closing the server's stream.
 * `getReader` is the real one, only watched. Real scripted server, temp sample vault.
 * Spec: issue 13 (agent-loop overhead ≤ 3 ms per step); docs/agent-loop-speed.md.
 */
import type { ModelConfig } from '@ma/core';
import { completionChunk, type ScriptedServer, sse, startScriptedServer } from '@ma/testkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { createModelFetch } from '../src/model/create-chat-model.js';
import { FUNCTIONAL, type Harness, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
let server: ScriptedServer | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await h?.close();
  h = undefined;
  await server?.close();
  server = undefined;
});

/** The `getReader` calls of the transport's byte stages while the test runs. */
function watchReaders(): string[] {
  const callers: string[] = [];
  const getReader = ReadableStream.prototype.getReader;
  vi.spyOn(ReadableStream.prototype, 'getReader').mockImplementation(function (
    this: ReadableStream,
    ...args: unknown[]
  ) {
    // Lines: the message, this function, the spy, then the caller.
    const caller = (new Error('getReader').stack ?? '').split('\n')[3] ?? '';
    if (/(reply-guard|in-band-error|normalizing|retrying)-fetch/.test(caller)) callers.push(caller);
    return (getReader as (...a: unknown[]) => ReadableStreamDefaultReader).apply(this, args);
  } as typeof getReader);
  return callers;
}

const model = (baseURL: string, more: Partial<ModelConfig> = {}): ModelConfig =>
  ({
    baseURL,
    model: 'test-model',
    maxSteps: 4,
    retry: { attempts: 1, delayMs: 1 },
    timeoutMs: 60_000,
    streamTimeoutMs: 600_000,
    ...more,
  }) as ModelConfig;

const request = () =>
  ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'test-model', messages: [{ role: 'user', content: 'Hi' }], stream: true }),
  }) satisfies RequestInit;

const summary = '## Summary\nThe remote control is TV-only.\n\n## Decisions\n- TV only\n\n## Next steps\n';

describe('Q23: a streamed reply goes through one pull source', () => {
  it.each([
    ['with the stream deadline', 600_000],
    ['without a stream deadline', undefined],
  ])(
    'Q23: a streamed run (%s) reads each reply through one reader of the transport, the summary and the tool calls as before',
    async (_label, streamTimeoutMs) => {
      h = await startHarness(
        [
          { toolCalls: [{ name: 'read_meetingnote', arguments: { from: 1, to: 3 } }] },
          { toolCalls: [{ name: 'read_meetingnote', arguments: { from: 2, to: 4 } }] },
          { toolCalls: [{ name: 'write_summary', arguments: { content: summary } }] },
          { text: 'Done.' },
        ],
        { model: { streamTimeoutMs } },
      );
      const readers = watchReaders();
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream: true });
      // The three scripted calls and the harness model's read of the transcript before its write (L285).
      expect(run.toolCalls).toBe(4);
      expect(splitNote(await h.read(run.summaryPath)).body).toContain(
        '## Summary\nThe remote control is TV-only.',
      );
      expect(h.server.requests).toHaveLength(4);
      // One reader per streamed reply (the reply guard's); before: the guard's, the in-band peek's, the
      // stream deadline's and the SSE normalizer's.
      expect(readers).toHaveLength(4);
      for (const caller of readers) expect(caller).toMatch(/reply-guard-fetch/);
    },
  );

  it('Q23: the bytes, status and headers the AI SDK reads are the ones sent, a repaired line repaired', async () => {
    const lines = sse(
      completionChunk({ role: 'assistant', content: '' }),
      completionChunk({ content: 'Héllo ' }),
      completionChunk({ content: 'world' }),
      completionChunk({}, 'stop'),
    );
    // A keep-alive sent as a data event (U57) is dropped, everything else passes as sent.
    server = await startScriptedServer([{ raw: `data: : keepalive\n\n${lines}` }]);
    const url = `${server.baseURL}/chat/completions`;
    const res = await createModelFetch(model(server.baseURL), {})(url, request());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-length')).toBeNull();
    // The keep-alive's line is dropped, its blank line stays.
    expect(await res.text()).toBe(`\n${lines}`);
  });

  it('Q23: cancelling the body mid-stream stops the server stream; a later request is answered', async () => {
    server = await startScriptedServer([
      { trickle: { text: 'more ', everyMs: 20 } },
      { raw: sse(completionChunk({ content: 'ok' }), completionChunk({}, 'stop')) },
    ]);
    const url = `${server.baseURL}/chat/completions`;
    const fetcher = createModelFetch(model(server.baseURL), {});
    const res = await fetcher(url, request());
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    await reader.cancel(new Error('enough'));
    const again = await fetcher(url, request());
    expect(await again.text()).toContain('"content":"ok"');
  });
});
