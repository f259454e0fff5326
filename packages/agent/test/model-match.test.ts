/**
 * H10: a configured model name matches a listed id the way servers resolve names (Ollama's
 * implicit `:latest` tag and case, other case, an org prefix), and the report says which id.
 * Real scripted server (`GET /v1/models`).
 * Spec: issue 9, H10 (implicit tags).
 */
import type { ModelConfig } from '@ma/core';
import { type ScriptedServer, startScriptedServer } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEndpoint, matchModelId } from '../src/index.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const config = (baseURL: string, model: string): ModelConfig => ({
  baseURL,
  model,
  maxSteps: 5,
  retry: { attempts: 0, delayMs: 1 },
  timeoutMs: 5_000,
  streamTimeoutMs: 600_000,
});

describe('H10: matchModelId', () => {
  it('H10: implicit :latest tag, case and the default Ollama namespace', () => {
    const ollama = ['qwen3:latest', 'qwen3:8b', 'llama3.1:latest'];
    expect(matchModelId('qwen3', ollama)).toEqual({ id: 'qwen3:latest', how: 'implicit-tag' });
    expect(matchModelId('Qwen3', ollama)).toEqual({ id: 'qwen3:latest', how: 'implicit-tag' });
    expect(matchModelId('library/qwen3:8b', ollama)).toEqual({ id: 'qwen3:8b', how: 'implicit-tag' });
    expect(matchModelId('registry.ollama.ai/library/llama3.1', ollama)).toEqual({
      id: 'llama3.1:latest',
      how: 'implicit-tag',
    });
    expect(matchModelId('qwen3:8b', ollama)).toEqual({ id: 'qwen3:8b', how: 'exact' });
    // A listed untagged name matches a configured `:latest`.
    expect(matchModelId('mistral:latest', ['mistral'])).toEqual({ id: 'mistral', how: 'implicit-tag' });
  });

  it('H10: other case and org prefixes (vLLM, LM Studio ids)', () => {
    expect(matchModelId('qwen/qwen3-8b', ['Qwen/Qwen3-8B'])).toEqual({ id: 'Qwen/Qwen3-8B', how: 'case' });
    expect(matchModelId('qwen3-8b', ['qwen/qwen3-8b', 'google/gemma-3-12b'])).toEqual({
      id: 'qwen/qwen3-8b',
      how: 'org-prefix',
    });
    expect(matchModelId('Qwen3-8B', ['Qwen/Qwen3-8B'])).toEqual({ id: 'Qwen/Qwen3-8B', how: 'org-prefix' });
  });

  it('H10: other models, other tags and ambiguous prefixes do not match', () => {
    expect(matchModelId('qwen3', ['qwen3:8b', 'qwen3:14b'])).toBeNull();
    expect(matchModelId('qwen3:4b', ['qwen3:latest'])).toBeNull();
    expect(matchModelId('qwen', ['qwen3:latest'])).toBeNull();
    expect(matchModelId('qwen3-8b', ['a/qwen3-8b', 'b/qwen3-8b'])).toBeNull();
  });
});

describe('H10: checkEndpoint against a server listing qwen3:latest', () => {
  it('H10: --model qwen3 is listed, as qwen3:latest', async () => {
    server = await startScriptedServer([{ toolCalls: [{ name: 'ping', arguments: {} }] }], {
      models: ['llama3.1:8b', 'qwen3:latest'],
    });
    const report = await checkEndpoint(config(server.baseURL, 'qwen3'), { env: {} });
    expect(report.modelListed).toBe(true);
    expect(report.modelMatch).toEqual({ id: 'qwen3:latest', how: 'implicit-tag' });
    expect(report.toolCalling.ok).toBe(true);
  });

  it('H10: a model the server does not have is still not listed', async () => {
    server = await startScriptedServer([{ toolCalls: [{ name: 'ping', arguments: {} }] }], {
      models: ['qwen3:8b', 'qwen3:14b'],
    });
    const report = await checkEndpoint(config(server.baseURL, 'qwen3'), { env: {} });
    expect(report.modelListed).toBe(false);
    expect(report.modelMatch).toBeNull();
  });
});
