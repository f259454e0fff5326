/**
 * Q24 (issue 13, agent-loop overhead of streamed steps): every streamed request comes with a
 * signal of the AI SDK's (its `timeout.chunkMs`, the run's abort), and the retry layer joined it to
 * the try's own time limit with `AbortSignal.any` — 15–36 µs per request, and weak references the
 * garbage collector processes later. The caller's abort now reaches the try's own signal through
 * one listener, which stays on the caller's signal only while the request may still read from the
 * network (until the try ends, or a stream's body has ended, failed or been cancelled): an abort
 * still stops the body read with the caller's reason, and no request leaves a listener behind.
 * `AbortSignal.any` is the real one, only watched. Real scripted server, temp sample vault.
 * Spec: issue 13 (agent-loop overhead ≤ 3 ms per step); docs/agent-loop-speed.md.
 */
import { getEventListeners } from 'node:events';
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

/** The `AbortSignal.any` calls the retry layer makes while the test runs. */
function watchAny(): string[] {
  const callers: string[] = [];
  const any = AbortSignal.any;
  vi.spyOn(AbortSignal, 'any').mockImplementation((signals: AbortSignal[]) => {
    const caller = (new Error('any').stack ?? '').split('\n')[3] ?? '';
    if (/retrying-fetch/.test(caller)) callers.push(caller);
    return any.call(AbortSignal, signals);
  });
  return callers;
}

const model = (baseURL: string, more: Partial<ModelConfig> = {}): ModelConfig =>
  ({
    baseURL,
    model: 'test-model',
    maxSteps: 4,
    retry: { attempts: 2, delayMs: 1 },
    timeoutMs: 60_000,
    ...more,
  }) as ModelConfig;

const request = (signal: AbortSignal) =>
  ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'test-model', messages: [{ role: 'user', content: 'Hi' }], stream: true }),
    signal,
  }) satisfies RequestInit;

const reply = sse(completionChunk({ role: 'assistant', content: 'ok' }), completionChunk({}, 'stop'));
const summary = '## Summary\nThe remote control is TV-only.\n\n## Decisions\n- TV only\n\n## Next steps\n';

describe("Q24: the caller's abort reaches a streamed request without AbortSignal.any", () => {
  it('Q24: a streamed run joins no signals in the retry layer, the summary written as before', async () => {
    h = await startHarness([
      { toolCalls: [{ name: 'read_meetingnote', arguments: { from: 1, to: 3 } }] },
      { toolCalls: [{ name: 'write_summary', arguments: { content: summary } }] },
      { text: 'Done.' },
    ]);
    const joined = watchAny();
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream: true });
    expect(run.toolCalls).toBe(3); // with the harness model's read of the transcript before its write (L285)
    expect(splitNote(await h.read(run.summaryPath)).body).toContain('The remote control is TV-only.');
    expect(joined).toEqual([]);
  });

  it("Q24: 10,000 streamed requests read to the end, cancelled or failed leave no listener on the caller's signal", async () => {
    let n = 0;
    // Every third reply breaks mid-stream (read fails), every third is cancelled by the reader.
    server = await startScriptedServer(() =>
      n++ % 3 === 1 ? { raw: sse(completionChunk({ content: 'cut ' })), cut: true } : { raw: reply },
    );
    const url = `${server.baseURL}/chat/completions`;
    const fetcher = createModelFetch(model(server.baseURL, { retry: { attempts: 1, delayMs: 1 } }), {});
    const run = new AbortController();
    const one = async (i: number) => {
      const res = await fetcher(url, request(run.signal));
      if (i % 3 === 2) await (res.body as ReadableStream<Uint8Array>).cancel();
      else await res.text().catch(() => '');
    };
    for (let i = 0; i < 10_000; i += 25) {
      await Promise.all(Array.from({ length: 25 }, (_, k) => one(i + k)));
    }
    expect(server.requests).toHaveLength(10_000);
    expect(getEventListeners(run.signal, 'abort')).toHaveLength(0);
  }, 600_000);

  it("Q24: aborting mid-stream stops the body read with the caller's reason and leaves no listener", async () => {
    server = await startScriptedServer([{ trickle: { text: 'more ', everyMs: 20 } }]);
    const url = `${server.baseURL}/chat/completions`;
    const fetcher = createModelFetch(model(server.baseURL, { streamTimeoutMs: 600_000 }), {});
    const run = new AbortController();
    const res = await fetcher(url, request(run.signal));
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).done).toBe(false);
    const reason = new Error('the run was stopped');
    run.abort(reason);
    const failed = await (async () => {
      for (;;) if ((await reader.read()).done) return null;
    })().catch((error: unknown) => error);
    // The reply guard names the break; the caller's reason is its cause.
    expect((failed as Error).cause).toBe(reason);
    expect(getEventListeners(run.signal, 'abort')).toHaveLength(0);
    expect(server.requests).toHaveLength(1);
  });
});
