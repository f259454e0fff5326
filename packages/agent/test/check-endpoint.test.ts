/**
 * checkEndpoint (`ma doctor`'s model check) against a real scripted server: `GET /models` and a
 * one-tool probe, both through the agent's transport.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (OpenAI-compatible
 * endpoint, tool calling); docs/contracts.md, @ma/agent.
 */
import { ConfigError, type ModelConfig } from '@ma/core';
import {
  type Script,
  type ScriptedServer,
  type ScriptedServerOptions,
  startScriptedServer,
} from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEndpoint } from '../src/index.js';
import { closedPort } from './harness.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function config(baseURL: string, over: Partial<ModelConfig> = {}): ModelConfig {
  return {
    baseURL,
    model: 'test-model',
    maxSteps: 5,
    retry: { attempts: 2, delayMs: 1 },
    timeoutMs: 5_000,
    streamTimeoutMs: 600_000,
    ...over,
  };
}

async function serve(script: Script, options?: ScriptedServerOptions): Promise<ScriptedServer> {
  server = await startScriptedServer(script, options);
  return server;
}

describe('checkEndpoint', () => {
  it('a server that lists the model and calls the tool: all ok; key sent; tool_choice "required"', async () => {
    const s = await serve([{ toolCalls: [{ name: 'ping', arguments: {} }] }], {
      models: ['other', 'test-model'],
    });
    const report = await checkEndpoint(config(s.baseURL, { apiKeyEnv: 'MA_TEST_KEY' }), {
      env: { MA_TEST_KEY: 'sk-test' },
    });
    expect(report.models).toEqual({
      ok: true,
      ids: ['other', 'test-model'],
      message: `GET ${s.baseURL}/models listed 2 models`,
    });
    expect(report.modelListed).toBe(true);
    expect(report.toolCalling).toEqual({
      ok: true,
      skipped: false,
      message: '"test-model" called the probe tool "ping"',
    });
    expect(s.otherRequests[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(s.requests).toHaveLength(1);
    const body = s.requests[0]?.body as { tool_choice?: unknown; tools?: { function: { name: string } }[] };
    expect(body.tool_choice).toBe('required');
    expect(body.tools?.map((t) => t.function.name)).toEqual(['ping']);
    expect(s.requests[0]?.headers.authorization).toBe('Bearer sk-test');
  });

  it('a server that answers in text only: toolCalling not ok, the text quoted', async () => {
    const s = await serve([{ text: 'Pong! How can I help you today?' }]);
    const report = await checkEndpoint(config(s.baseURL), { env: {} });
    expect(report.models.ok).toBe(true);
    expect(report.modelListed).toBe(true);
    expect(report.toolCalling.ok).toBe(false);
    expect(report.toolCalling.skipped).toBe(false);
    expect(report.toolCalling.message).toContain(
      '"test-model" answered in text without calling the probe tool: "Pong! How can I help you today?"',
    );
    expect(report.toolCalling.message).toContain('the agent needs tool calling');
  });

  it('a tool call printed as text counts: the transport repairs it as in a run (B29)', async () => {
    const s = await serve([{ text: '<tool_call>{"name": "ping", "arguments": {}}</tool_call>' }]);
    const report = await checkEndpoint(config(s.baseURL), { env: {} });
    expect(report.toolCalling.ok).toBe(true);
  });

  it('a server that rejects tool_choice "required" is probed again with "auto"', async () => {
    const s = await serve((req) =>
      (req.body as { tool_choice?: unknown }).tool_choice === 'required'
        ? { status: 400, body: { error: { message: 'tool_choice "required" is not supported' } } }
        : { toolCalls: [{ name: 'ping', arguments: {} }] },
    );
    const report = await checkEndpoint(config(s.baseURL), { env: {} });
    expect(report.toolCalling.ok).toBe(true);
    expect(report.toolCalling.message).toContain('rejected tool_choice "required"');
    expect(s.requests.map((r) => (r.body as { tool_choice?: unknown }).tool_choice)).toEqual([
      'required',
      'auto',
    ]);
  });

  it('a transient 503 on the probe is retried by the transport, as in a run', async () => {
    const s = await serve([{ status: 503 }, { toolCalls: [{ name: 'ping', arguments: {} }] }]);
    const retries: string[] = [];
    const report = await checkEndpoint(config(s.baseURL), {
      env: {},
      onRetry: (e) => retries.push(e.reason),
    });
    expect(report.toolCalling.ok).toBe(true);
    expect(retries).toEqual(['HTTP 503: scripted HTTP 503']);
  });

  it('a model the server does not list: modelListed false, the probe still runs', async () => {
    const s = await serve([{ toolCalls: [{ name: 'ping', arguments: {} }] }], { models: ['llama3'] });
    const report = await checkEndpoint(config(s.baseURL), { env: {} });
    expect(report.models.ok).toBe(true);
    expect(report.models.ids).toEqual(['llama3']);
    expect(report.modelListed).toBe(false);
    expect(report.toolCalling.ok).toBe(true);
  });

  it('a dead port: models not ok naming the baseURL; the probe is skipped', async () => {
    const baseURL = `http://127.0.0.1:${await closedPort()}/v1`;
    const retries: string[] = [];
    const report = await checkEndpoint(config(baseURL), { env: {}, onRetry: (e) => retries.push(e.reason) });
    expect(report.models.ok).toBe(false);
    expect(report.models.ids).toEqual([]);
    expect(report.models.message).toContain(`GET ${baseURL}/models failed: `);
    expect(report.models.message).toContain('ECONNREFUSED');
    expect(report.models.message).not.toContain('\n');
    expect(report.modelListed).toBeNull();
    expect(report.toolCalling).toEqual({
      ok: false,
      skipped: true,
      message: `not probed: ${baseURL} did not answer`,
    });
    // C8: retry.attempts 2 = two requests in all, one retry.
    expect(retries).toEqual(['network error: ECONNREFUSED']);
  });

  it('an unset apiKeyEnv variable throws ConfigError before any request', async () => {
    const s = await serve([]);
    const error = await checkEndpoint(config(s.baseURL, { apiKeyEnv: 'MA_TEST_UNSET' }), { env: {} }).catch(
      (e) => e,
    );
    expect(ConfigError.isInstance(error)).toBe(true);
    expect((error as Error).message).toContain('MA_TEST_UNSET');
    expect(s.otherRequests).toHaveLength(0);
    expect(s.requests).toHaveLength(0);
  });
});
