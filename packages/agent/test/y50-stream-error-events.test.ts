/**
 * review12 Y50: an error event in a streamed reply is a model failure that says so. Before any
 * part of the reply (after the role-only chunk vLLM, LiteLLM and llama.cpp send first) it is the
 * server's error response, retried when its own status is transient; after part of the reply it
 * is asked again like a dropped connection (review13 Z50), and when every try breaks it fails the
 * run with reason `model`, naming the endpoint and quoting the server — never a bare "CUDA out of memory" with reason `error`. Real scripted server, `stream: true`.
 * Spec: packages/agent/README.md (Transport failures: every way a request fails reads truly);
 * seed 003 (retries of transient failures); hostile case B33 (no multiplied retries).
 */
import { sse } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, minimalScript, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
  id: 'c',
  object: 'chat.completion.chunk',
  created: 0,
  model: 'test-model',
  choices: [{ index: 0, delta, finish_reason: finish }],
});
const roleChunk = chunk({ role: 'assistant', content: '' });
const run = (h: Harness) => summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream: true });

describe('review12 Y50: error events in a stream', () => {
  it('Y50: an error with a transient status after the role chunk is retried like a 503, and the run succeeds', async () => {
    h = await startHarness([
      {
        raw: sse(
          roleChunk,
          { error: { message: 'model is overloaded, please try again', type: 'server_error', code: 503 } },
          '[DONE]',
        ),
      },
      ...minimalScript(),
    ]);
    const events: Array<{ type: string; reason?: string }> = [];
    const done = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      env: {},
      stream: true,
      onEvent: (e) => events.push(e as { type: string; reason?: string }),
    });
    expect(done.summaryPath).toBe('Summaries/2026-03-10 Remote control functional design.md');
    expect(h.server.requests).toHaveLength(3);
    const retry = events.find((e) => e.type === 'retry');
    expect(retry?.reason).toContain('model is overloaded, please try again');
  });

  it('Y50: an error without a status after the role chunk fails as the server error it is, naming the endpoint', async () => {
    h = await startHarness([
      { raw: sse(roleChunk, { error: { message: 'backend crashed: KV cache full' } }, '[DONE]') },
    ]);
    const error = await summaryRunFailure(run(h));
    expect(error.reason).toBe('model');
    expect(error.message).toContain('model endpoint returned HTTP 502: backend crashed: KV cache full');
    expect(h.server.requests).toHaveLength(1);
  });

  it('Y50: an error event after text fails with reason model, the endpoint, the bytes and the server words', async () => {
    // Asked again like a dropped connection (review13 Z50): the same broken reply every time.
    h = await startHarness(() => ({
      raw: sse(chunk({ role: 'assistant', content: '## Summary\nThe team' }), {
        error: { message: 'CUDA out of memory' },
      }),
    }));
    const error = await summaryRunFailure(run(h));
    expect(h.server.requests).toHaveLength(3);
    expect(error.reason).toBe('model');
    expect(error.message).toMatch(
      new RegExp(
        `^the model endpoint ${h.server.baseURL.replace(/[.]/g, '\\.')} was reached, but the server reported an error mid-reply after \\d+ bytes: "CUDA out of memory"; the server failed while answering; check the server's log`,
      ),
    );
    // Recorded as such in the context note, not as a bare message.
    expect(await h.read('Assistant/2026-03-10 Remote control functional design.md')).toContain(
      'reported an error mid-reply',
    );
  });

  it("Y50: OpenRouter's mid-stream shape (error next to choices with finish_reason error) and an error after a tool call", async () => {
    h = await startHarness(() => ({
      raw: sse(
        chunk({ role: 'assistant', content: 'Reading.' }),
        {
          ...chunk({ content: '' }, 'error'),
          error: { code: 502, message: 'Provider disconnected' },
        },
        '[DONE]',
      ),
    }));
    const first = await summaryRunFailure(run(h));
    expect(first.reason).toBe('model');
    expect(first.message).toContain('reported an error mid-reply');
    expect(first.message).toContain('"Provider disconnected"');
    await h.close();

    h = await startHarness(() => ({
      raw: sse(
        chunk({
          role: 'assistant',
          tool_calls: [
            {
              index: 0,
              id: 't1',
              type: 'function',
              function: { name: 'write_summary', arguments: '{"content":"## Summary\\nX\\n"}' },
            },
          ],
        }),
        { error: 'server overloaded' },
      ),
    }));
    const second = await summaryRunFailure(run(h));
    expect(second.reason).toBe('model');
    expect(second.message).toContain('"server overloaded"');
    expect(await h.readOrNull('Summaries/2026-03-10 Remote control functional design.md')).toBeNull();
  });

  it('Y50: an error inside a choice of a JSON reply (finish_reason error) is the server error, retried with its own 502', async () => {
    const failed = {
      id: 'x',
      object: 'chat.completion',
      created: 0,
      model: 'test-model',
      choices: [
        {
          index: 0,
          finish_reason: 'error',
          error: { code: 502, message: 'Upstream provider returned an error' },
          message: { role: 'assistant', content: '' },
        },
      ],
    };
    h = await startHarness([1, 2, 3].map(() => ({ raw: JSON.stringify(failed) })));
    const error = await summaryRunFailure(summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }));
    expect(error.reason).toBe('model');
    expect(error.message).toContain('model endpoint returned HTTP 502: Upstream provider returned an error');
    // Retried as a 502: model.retry.attempts (3 in the harness) requests in all.
    expect(h.server.requests).toHaveLength(3);
  });

  it('Y50: an `event: error` that ends the stream keeps the server words; the API key it echoes is masked', async () => {
    const key = 'sk-test-abcdef123456';
    h = await startHarness(
      () => ({
        raw: `${sse(chunk({ role: 'assistant', content: 'Hello' }))}event: error\ndata: {"error":{"message":"upstream timeout for key ${key}"}}\n\n`,
      }),
      { model: { apiKey: key } },
    );
    const error = await summaryRunFailure(run(h));
    expect(error.reason).toBe('model');
    expect(error.message).toContain('"upstream timeout for key ***"');
    expect(error.message).not.toContain(key);
  });
});
