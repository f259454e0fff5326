/**
 * N2: a streamed model request is bounded as a whole, not only between chunks. A stream that
 * keeps sending tokens (a local model in a repetition loop) ends after `model.streamTimeoutMs`
 * with a message naming the limit and the setting; a slow stream that finishes within it is read
 * whole even when it lasts longer than `model.timeoutMs`. No `max_tokens` is sent unless
 * `model.maxOutputTokens` is set.
 * Real scripted HTTP server (trickling SSE), temp sample vault.
 * Spec: review2 N2; packages/agent/README.md (model settings); docs/vault-format.md.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@ma/core';
import { completionChunk, sseChunks } from '@ma/testkit';
import { streamText } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { createChatModel, SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('N2: the whole of a streamed request is bounded', () => {
  it('N2: a stream that never finishes fails after model.streamTimeoutMs, naming the limit and the setting', async () => {
    h = await startHarness(() => ({ trickle: { text: 'x', everyMs: 100 } }), {
      model: { timeoutMs: 1_000, streamTimeoutMs: 2_500, retry: { attempts: 3, delayMs: 10 } },
    });
    const error = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      config: h.config,
      env: {},
      stream: true,
    }).catch((e: unknown) => e);
    expect(SummaryRunError.isInstance(error)).toBe(true);
    const message = (error as SummaryRunError).message;
    expect((error as SummaryRunError).reason).toBe('model');
    expect(message).toMatch(/streamed reply was still running after 2500 ms \(model\.streamTimeoutMs\)/);
    expect(message).toMatch(/model\.maxOutputTokens/);
    expect(message).not.toMatch(/cannot reach|connection closed mid-reply/);
    // A model repeating itself would do it again: the stream deadline is not retried.
    expect(h.server.requests).toHaveLength(1);
    expect(h.server.requests[0]?.body).not.toHaveProperty('max_tokens');
    // Nothing was written for the meeting.
    expect(await h.readOrNull('Summaries/2026-03-10 Remote control functional design.md')).toBeNull();
  }, 30_000);

  it('Y56: a stream that sends only keep-alive comments is told apart from a model repeating itself', async () => {
    h = await startHarness(() => ({ trickle: { text: '', everyMs: 100, keepAliveOnly: true } }), {
      model: { timeoutMs: 5_000, streamTimeoutMs: 1_500, retry: { attempts: 1, delayMs: 10 } },
    });
    const error = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      config: h.config,
      env: {},
      stream: true,
    }).catch((e: unknown) => e);
    expect(SummaryRunError.isInstance(error)).toBe(true);
    const message = (error as SummaryRunError).message;
    expect((error as SummaryRunError).reason).toBe('model');
    expect(message).toMatch(
      /sent no text or tool call in 1500 ms \(model\.streamTimeoutMs\), only keep-alives/,
    );
    expect(message).toMatch(/queued, loading the model, or stalled/);
    expect(message).not.toMatch(/repeating itself|maxOutputTokens/);
    expect(await h.readOrNull('Summaries/2026-03-10 Remote control functional design.md')).toBeNull();
  }, 30_000);

  it('Y56: a role chunk sent at once, then a first token later than model.timeoutMs (a long prompt on a slow model) is read whole', async () => {
    // vLLM, LiteLLM and llama.cpp send the role chunk before the model has produced anything; the
    // wait for the first token is the stream's (model.streamTimeoutMs), not one try's.
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(sseChunks([completionChunk({ role: 'assistant', content: '' })], { done: false }));
      setTimeout(
        () => res.end(sseChunks([completionChunk({ content: 'late' }), completionChunk({}, 'stop')])),
        1_800,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const model = createChatModel(
        {
          baseURL: `http://127.0.0.1:${port}/v1`,
          model: 'test-model',
          timeoutMs: 600,
          streamTimeoutMs: 20_000,
          retry: { attempts: 1, delayMs: 10 },
          maxSteps: 4,
        },
        { env: {} },
      );
      const s = streamText({ model, prompt: 'go', maxRetries: 0 });
      expect(await s.text).toBe('late');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 30_000);

  it('N2: a slow stream that finishes within model.streamTimeoutMs is read whole, though longer than model.timeoutMs', async () => {
    h = await startHarness(() => ({ trickle: { text: 'ab', everyMs: 150, pieces: 12 } }));
    const model = createChatModel(
      {
        ...(h.config.model as NonNullable<typeof h.config.model>),
        timeoutMs: 600,
        streamTimeoutMs: 20_000,
      },
      { env: {} },
    );
    const s = streamText({ model, prompt: 'go', maxRetries: 0 });
    expect(await s.text).toBe('ab'.repeat(12));
  }, 30_000);

  it('N2: model.streamTimeoutMs defaults to 10 minutes; no output limit is sent by default', async () => {
    h = await startHarness(() => ({ text: 'hi' }));
    const config = await loadConfig({
      vault: h.root,
      modelOverrides: { baseURL: h.server.baseURL, model: 'test-model' },
    });
    expect(config.model?.streamTimeoutMs).toBe(600_000);
    expect(config.model?.maxOutputTokens).toBeUndefined();
  });
});
