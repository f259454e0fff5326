/**
 * Issue 14 item 2: the context window comes from `model.contextWindow`, else from the server
 * (Ollama `POST /api/show`, llama.cpp `GET /props`, vLLM `GET /v1/models` `max_model_len`), else
 * the documented default; probes never fail a run. Real scripted servers.
 * Spec: issue 14 item 2 (context budget).
 */
import type { ModelConfig } from '@ma/core';
import { type ScriptedServer, type ScriptedServerOptions, startScriptedServer } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTEXT_WINDOW,
  resolveContextWindow,
  summarizeMeeting,
  tokenCounterFor,
} from '../src/index.js';
import {
  chunkAwareScript,
  closedPort,
  FUNCTIONAL,
  type Harness,
  minimalScript,
  startHarness,
} from './harness.js';

let server: ScriptedServer | undefined;
let h: Harness | undefined;
afterEach(async () => {
  await server?.close();
  await h?.close();
  server = undefined;
  h = undefined;
});

const modelAt = (baseURL: string, extra: Partial<ModelConfig> = {}): ModelConfig =>
  ({
    baseURL,
    model: 'test-model',
    maxSteps: 5,
    retry: { attempts: 0, delayMs: 0 },
    timeoutMs: 5000,
    ...extra,
  }) as ModelConfig;

async function probe(options: ScriptedServerOptions, extra: Partial<ModelConfig> = {}) {
  server = await startScriptedServer([], options);
  return resolveContextWindow(modelAt(server.baseURL, extra), { env: {} });
}

describe('I14 context window', () => {
  it('I14: from model.contextWindow, without asking the server', async () => {
    const window = await probe({ ollama: { contextLength: 4096 } }, { contextWindow: 12_000 });
    expect(window).toEqual({ tokens: 12_000, source: 'config' });
    expect(server?.otherRequests).toHaveLength(0);
  });

  it('I14: Ollama /api/show: num_ctx when set and smaller than the model context_length', async () => {
    expect(await probe({ ollama: { contextLength: 131_072, numCtx: 8192 } })).toEqual({
      tokens: 8192,
      source: 'ollama',
    });
    const show = server?.otherRequests.find((r) => r.url === '/api/show');
    expect(JSON.parse(show?.rawBody ?? '{}')).toMatchObject({ model: 'test-model' });
  });

  it('P12: Ollama without num_ctx: the context the LOADED model runs with (/api/ps), not the trained maximum', async () => {
    expect(
      await probe({ ollama: { contextLength: 40_960, architecture: 'qwen3', loadedContext: 8192 } }),
    ).toEqual({ tokens: 8192, source: 'ollama-ps' });
    expect(server?.otherRequests.some((r) => r.url === '/api/ps')).toBe(true);
  });

  it("P12: stock Ollama (no num_ctx, model not loaded): Ollama's default 4,096, never the trained 40,960", async () => {
    expect(await probe({ ollama: { contextLength: 40_960, architecture: 'qwen3' } })).toEqual({
      tokens: 4096,
      source: 'ollama-default',
    });
    // A model trained for less than the default runs with what it was trained for.
    await server?.close();
    expect(await probe({ ollama: { contextLength: 2048 } })).toEqual({
      tokens: 2048,
      source: 'ollama-default',
    });
  });

  it('P12: a Modelfile num_ctx wins over /api/ps (what Ollama loads the model with)', async () => {
    expect(await probe({ ollama: { contextLength: 40_960, numCtx: 16_384, loadedContext: 16_384 } })).toEqual(
      {
        tokens: 16_384,
        source: 'ollama',
      },
    );
  });

  it('I14: llama.cpp /props: default_generation_settings.n_ctx', async () => {
    expect(await probe({ llamaCpp: { nCtx: 16_384 } })).toEqual({ tokens: 16_384, source: 'llama.cpp' });
  });

  it('I14: vLLM /v1/models: max_model_len of the model', async () => {
    expect(await probe({ maxModelLen: 32_000 })).toEqual({ tokens: 32_000, source: 'vllm' });
  });

  it('I14: no probe answers: the documented default', async () => {
    expect(await probe({})).toEqual({ tokens: DEFAULT_CONTEXT_WINDOW, source: 'default' });
    expect(DEFAULT_CONTEXT_WINDOW).toBe(65_536);
  });

  it('I14: a server that is down: the default, no error', async () => {
    const port = await closedPort();
    expect(await resolveContextWindow(modelAt(`http://127.0.0.1:${port}/v1`), { env: {} })).toEqual({
      tokens: DEFAULT_CONTEXT_WINDOW,
      source: 'default',
    });
  });

  it('I14: the probed window is used by the run and named in the run record', async () => {
    h = await startHarness(chunkAwareScript(), {
      server: { ollama: { contextLength: 131_072, numCtx: 8192 } },
    });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const context = await h.read(run.contextPath);
    expect(context).toContain('context window: 8192 tokens (Ollama /api/show)');
    for (const req of h.server.requests) {
      const replyRoom = typeof req.body.max_tokens === 'number' ? req.body.max_tokens : 2048;
      expect(Math.ceil(Buffer.byteLength(req.rawBody) / 3) + replyRoom).toBeLessThanOrEqual(8192);
    }
    expect(run.coverage).toBe(100);
  });

  it('P12: a run on a stock Ollama keeps every request inside 4,096 tokens and the record says the window is assumed', async () => {
    h = await startHarness(chunkAwareScript(), {
      server: { ollama: { contextLength: 40_960, architecture: 'qwen3' } },
    });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const context = await h.read(run.contextPath);
    expect(context).toContain("context window: 4096 tokens (Ollama's default");
    for (const req of h.server.requests) {
      // A quarter of the window is kept for the reply.
      const replyRoom = typeof req.body.max_tokens === 'number' ? req.body.max_tokens : 1024;
      expect(Math.ceil(Buffer.byteLength(req.rawBody) / 3) + replyRoom).toBeLessThanOrEqual(4096);
    }
  });

  it('I14: a window too small for the instructions fails before any chat request, naming the window', async () => {
    h = await startHarness(minimalScript(), { model: { contextWindow: 1024 } });
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as { reason?: string }).reason).toBe('context');
    expect((error as Error).message).toContain('context window of 1024 tokens (config)');
    expect(h.server.requests).toHaveLength(0);
  });
});

describe('I14 token counting', () => {
  it('I14: OpenAI-family names use the real tokenizer; others the estimate', async () => {
    expect((await tokenCounterFor('gpt-4o-mini')).method).toBe('o200k_base');
    expect((await tokenCounterFor('openai/gpt-4.1')).method).toBe('o200k_base');
    expect((await tokenCounterFor('gpt-3.5-turbo')).method).toBe('cl100k_base');
    expect((await tokenCounterFor('qwen3:8b')).method).toBe('estimate');
    // Special-token text in a transcript is counted, never refused.
    expect((await tokenCounterFor('gpt-4o')).count('a <|endoftext|> b')).toBeGreaterThan(3);
    expect((await tokenCounterFor('llama3.1')).count('x'.repeat(300))).toBe(100);
  });
});
