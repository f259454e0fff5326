import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText, isStepCount, streamText, tool } from 'ai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { delayed } from './delayed.js';
import { type ScriptedServer, startScriptedServer } from './scripted-server.js';
import type { Script } from './scripted-turn.js';
import { completionChunk, sse } from './sse.js';

const servers: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function start(script: Script, models?: string[]) {
  const server = await startScriptedServer(script, models ? { models } : {});
  servers.push(server);
  const provider = createOpenAICompatible({
    name: 'local',
    baseURL: server.baseURL,
    apiKey: 'test-key',
    includeUsage: true,
  });
  return { server, model: provider.chatModel('test-model') };
}

function addTool(order: string[]) {
  return tool({
    description: 'add two numbers',
    inputSchema: z.object({ a: z.number(), b: z.number() }),
    execute: async ({ a, b }, { toolCallId }) => {
      order.push(toolCallId);
      return a + b;
    },
  });
}

const toolTurns: Script = [
  {
    toolCalls: [
      { name: 'add', arguments: { a: 1, b: 10 }, id: 'call_1' },
      { name: 'add', arguments: '{"a":2,"b":10}', id: 'call_2' },
    ],
  },
  { text: 'The sums are 11 and 12.', usage: { prompt_tokens: 20, completion_tokens: 8 } },
];

describe('startScriptedServer', () => {
  it('plays a tool round trip over JSON with generateText', async () => {
    const { server, model } = await start(toolTurns);
    const order: string[] = [];
    const result = await generateText({
      model,
      prompt: 'add things',
      maxRetries: 0,
      stopWhen: isStepCount(5),
      tools: { add: addTool(order) },
    });

    expect(result.text).toBe('The sums are 11 and 12.');
    expect(result.steps).toHaveLength(2);
    expect(result.steps[0]?.finishReason).toBe('tool-calls');
    expect(result.usage.totalTokens).toBe(15 + 28);
    expect(order.sort()).toEqual(['call_1', 'call_2']);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]?.body.stream).not.toBe(true);
    expect(server.requests[0]?.body.tools?.map((t) => t.function.name)).toEqual(['add']);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer test-key');
    expect(server.requests[1]?.body.messages.slice(-2)).toEqual([
      { role: 'tool', tool_call_id: 'call_1', content: '11' },
      { role: 'tool', tool_call_id: 'call_2', content: '12' },
    ]);
  });

  it('plays a tool round trip over SSE with fragmented arguments and a usage chunk', async () => {
    const { server, model } = await start(toolTurns);
    const order: string[] = [];
    const result = streamText({
      model,
      prompt: 'add things',
      maxRetries: 0,
      stopWhen: isStepCount(5),
      tools: { add: addTool(order) },
    });
    const types: string[] = [];
    const deltas: string[] = [];
    for await (const part of result.stream) {
      types.push(part.type);
      if (part.type === 'tool-input-delta') deltas.push(part.delta);
    }

    expect(await result.text).toBe('The sums are 11 and 12.');
    expect((await result.usage).totalTokens).toBe(43);
    expect(types).toContain('tool-result');
    expect(deltas.length).toBeGreaterThan(2); // arguments really arrived in several fragments
    expect(deltas.join('')).toBe('{"a":1,"b":10}{"a":2,"b":10}');
    expect(order.sort()).toEqual(['call_1', 'call_2']);
    expect(server.requests[0]?.body.stream).toBe(true);
    expect(server.requests[0]?.body.stream_options?.include_usage).toBe(true);
    expect(server.requests[1]?.body.messages.at(-1)).toEqual({
      role: 'tool',
      tool_call_id: 'call_2',
      content: '12',
    });
  });

  it('returns an HTTP error turn with its status and Retry-After header', async () => {
    const quota = { error: { message: 'Quota exhausted for this billing period.' } };
    const { model } = await start([{ status: 429, headers: { 'Retry-After': '1296000' }, body: quota }]);
    const error = await generateText({ model, prompt: 'hi', maxRetries: 0 }).catch((e: unknown) => e);

    expect(APICallError.isInstance(error)).toBe(true);
    const apiError = error as APICallError;
    expect(apiError.statusCode).toBe(429);
    expect(apiError.responseHeaders?.['retry-after']).toBe('1296000');
    expect(apiError.message).toContain('Quota exhausted');
  });

  it('serves a 429 then a reply, so SDK retries see both', async () => {
    const { server } = await start([{ status: 429, headers: { 'retry-after': '0' } }, { text: 'ok' }]);
    const first = await fetch(`${server.baseURL}/chat/completions`, {
      method: 'POST',
      body: JSON.stringify({ model: 'test-model', messages: [] }),
    });
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('0');
    expect(await first.json()).toEqual({
      error: { message: 'scripted HTTP 429', type: 'testkit_scripted_error' },
    });
    const second = await fetch(`${server.baseURL}/chat/completions`, {
      method: 'POST',
      body: JSON.stringify({ model: 'test-model', messages: [] }),
    });
    const body = (await second.json()) as { choices: Array<{ message: { content: string } }> };
    expect(body.choices[0]?.message.content).toBe('ok');
  });

  it('resets the connection on a destroy turn: the client sees a network error', async () => {
    const { server, model } = await start([{ destroy: true }]);
    const error = await generateText({ model, prompt: 'hi', maxRetries: 0 }).catch((e: unknown) => e);

    expect(APICallError.isInstance(error)).toBe(true);
    expect((error as APICallError).statusCode).toBeUndefined();
    expect((error as APICallError).message).toMatch(/Cannot connect to API|ECONNRESET|socket/i);
    expect(server.requests).toHaveLength(1);
  });

  it('answers 500 "script exhausted" past the end of the script', async () => {
    const { server, model } = await start([{ text: 'only turn' }]);
    expect((await generateText({ model, prompt: 'hi', maxRetries: 0 })).text).toBe('only turn');
    const error = await generateText({ model, prompt: 'again', maxRetries: 0 }).catch((e: unknown) => e);

    expect(APICallError.isInstance(error)).toBe(true);
    expect((error as APICallError).statusCode).toBe(500);
    expect((error as APICallError).message).toContain('script exhausted');
    expect(server.requests).toHaveLength(2);
  });

  it('passes the request and its index to a script function', async () => {
    const seen: number[] = [];
    const { model } = await start((request, index) => {
      seen.push(index);
      const last = request.body.messages.at(-1);
      return { text: `echo ${index}: ${typeof last?.content === 'string' ? last.content : '?'}` };
    });
    expect((await generateText({ model, prompt: 'one', maxRetries: 0 })).text).toBe('echo 0: one');
    expect((await generateText({ model, prompt: 'two', maxRetries: 0 })).text).toBe('echo 1: two');
    expect(seen).toEqual([0, 1]);
  });

  it('sends raw SSE bodies verbatim (B30: tool call with finish_reason "stop")', async () => {
    const raw = sse(
      completionChunk({
        role: 'assistant',
        tool_calls: [
          { index: 0, id: 'call_a', type: 'function', function: { name: 'add', arguments: '{"a":1,"b":2}' } },
        ],
      }),
      completionChunk({}, 'stop'),
    );
    const { server, model } = await start([{ raw }, { text: 'three' }]);
    const order: string[] = [];
    const result = streamText({
      model,
      prompt: 'add',
      maxRetries: 0,
      stopWhen: isStepCount(3),
      tools: { add: addTool(order) },
    });
    expect(await result.text).toBe('three');
    expect(order).toEqual(['call_a']);
    expect(server.requests[1]?.body.messages.at(-1)).toEqual({
      role: 'tool',
      tool_call_id: 'call_a',
      content: '3',
    });

    const direct = await fetch(`${server.baseURL}/chat/completions`, {
      method: 'POST',
      body: '{"messages":[]}',
    });
    expect(direct.status).toBe(500); // script exhausted after 2 turns
  });

  it('honours finishReason and text+toolCalls together in JSON mode', async () => {
    const { server } = await start([
      {
        text: 'let me look',
        toolCalls: [{ name: 'read_file', arguments: '' }],
        finishReason: 'stop',
        usage: null,
      },
    ]);
    const res = await fetch(`${server.baseURL}/chat/completions`, {
      method: 'POST',
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'x' }] }),
    });
    expect(await res.json()).toEqual({
      id: 'chatcmpl-testkit-0',
      object: 'chat.completion',
      created: 0,
      model: 'm',
      choices: [
        {
          index: 0,
          finish_reason: 'stop',
          message: {
            role: 'assistant',
            content: 'let me look',
            tool_calls: [
              { id: 'call_0_0', type: 'function', function: { name: 'read_file', arguments: '' } },
            ],
          },
        },
      ],
    });
  });

  it('delays a turn, so a client timeout fires; close() does not wait for the pending delay', async () => {
    const { server, model } = await start([delayed(60_000, { text: 'too late' })]);
    // Time out only once the server holds the request, so a loaded machine cannot abort it earlier.
    const controller = new AbortController();
    const pending = generateText({ model, prompt: 'hi', maxRetries: 0, abortSignal: controller.signal });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1), { timeout: 10_000 });
    controller.abort(new DOMException('client timeout', 'TimeoutError'));
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toMatch(/TimeoutError|AbortError/);
    expect(server.requests).toHaveLength(1);
  });

  it('lists the configured models and 404s unknown routes', async () => {
    const { server } = await start([], ['alpha', 'beta']);
    const res = await fetch(`${server.baseURL}/models`);
    const body = (await res.json()) as { data: Array<{ id: string }> };
    expect(body.data.map((m) => m.id)).toEqual(['alpha', 'beta']);
    expect((await fetch(`${server.baseURL}/nope`)).status).toBe(404);
    const bad = await fetch(`${server.baseURL}/chat/completions`, { method: 'POST', body: '{oops' });
    expect(bad.status).toBe(400);
    expect(server.requests).toHaveLength(0);
    expect(server.otherRequests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /v1/models',
      'GET /v1/nope',
      'POST /v1/chat/completions',
    ]);
  });

  it('close() also ends keep-alive and in-flight connections', async () => {
    const server = await startScriptedServer([{ text: 'a' }, delayed(60_000, { text: 'never' })]);
    const ok = await fetch(`${server.baseURL}/chat/completions`, { method: 'POST', body: '{"messages":[]}' });
    expect(ok.status).toBe(200);
    await ok.text(); // leaves an idle keep-alive socket in the client pool
    const pending = fetch(`${server.baseURL}/chat/completions`, { method: 'POST', body: '{"messages":[]}' });
    while (server.requests.length < 2) await new Promise((r) => setTimeout(r, 5));
    await server.close();
    await expect(pending).rejects.toThrow();
    await server.close(); // idempotent
  });
});
