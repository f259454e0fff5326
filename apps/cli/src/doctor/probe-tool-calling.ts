import type { ModelConfig } from '@ma/core';
import type { CheckResult } from './check-endpoint.js';

/**
 * A one-tool probe of native tool calling: one `POST <baseURL>/chat/completions`
 * (non-streaming) offering a single `ping` tool and asking the model to call it.
 * `ok` when the reply carries a `ping` tool call, `warn` when the model answered
 * in text (small models; the agent repairs some of these, but native tool calls
 * are far more reliable), `fail` on HTTP or network errors.
 * Plain HTTP, no AI SDK: `@ma/agent` exports no probe yet (see the CLI README).
 */
export async function probeToolCalling(
  model: ModelConfig,
  apiKey: string | undefined,
  signal: AbortSignal,
): Promise<CheckResult> {
  const url = `${model.baseURL.replace(/\/+$/, '')}/chat/completions`;
  const body = {
    model: model.model,
    messages: [
      { role: 'system', content: 'You are a connectivity probe. Answer only by calling the tool.' },
      { role: 'user', content: 'Call the tool "ping" with {"word": "pong"}.' },
    ],
    tools: [
      {
        type: 'function',
        function: {
          name: 'ping',
          description: 'Answers the probe.',
          parameters: { type: 'object', properties: { word: { type: 'string' } }, required: ['word'] },
        },
      },
    ],
    max_tokens: 200,
    stream: false,
  };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(model.timeoutMs)]),
    });
    if (!response.ok) {
      return {
        status: 'fail',
        label: 'tool calling',
        detail: `POST ${url} answered HTTP ${response.status}`,
        fix: 'check that the server supports the `tools` parameter (Ollama ≥ 0.3, llama.cpp with --jinja, vLLM with --enable-auto-tool-choice)',
      };
    }
    const reply = (await response.json()) as {
      choices?: { message?: { tool_calls?: { function?: { name?: string } }[]; content?: string | null } }[];
    };
    const message = reply.choices?.[0]?.message;
    if (message?.tool_calls?.some((c) => c.function?.name === 'ping')) {
      return { status: 'ok', label: 'tool calling', detail: 'the model called the probe tool' };
    }
    return {
      status: 'warn',
      label: 'tool calling',
      detail: `the model answered without a tool call${message?.content ? `: "${message.content.slice(0, 60)}"` : ''}`,
      fix: 'use a model with native tool calling (e.g. qwen3, llama3.1+) or enable tool parsing on the server',
    };
  } catch (error) {
    return {
      status: 'fail',
      label: 'tool calling',
      detail: `POST ${url} failed: ${(error as Error).message}`,
    };
  }
}
