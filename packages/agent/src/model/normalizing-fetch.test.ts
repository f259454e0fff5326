import {
  completionChunk,
  type ScriptedServer,
  type ScriptedTurn,
  sse,
  startScriptedServer,
} from '@ma/testkit';
import { generateText, isStepCount, streamText, type ToolSet, tool } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CompletionNormalizer } from './completion-normalizer.js';
import { createChatModel } from './create-chat-model.js';
import { refuseInvalidToolCall } from './invalid-tool-call.js';
import { sanitizeRequestBody, sseNormalizedBody, toolArgumentsAreObjects } from './normalizing-fetch.js';
import { MODEL_CALL_SETTINGS } from './retrying-fetch.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface Recorded {
  name: string;
  input: unknown;
}

/** Tools that only record their inputs (a "file" map stands in for writes). */
function recordingTools(calls: Recorded[], files: Map<string, string>): ToolSet {
  return {
    list_today_meetings: tool({
      description: 'List meetings of today',
      inputSchema: z.object({}),
      execute: async (input) => {
        calls.push({ name: 'list_today_meetings', input });
        return 'Meetings/standup.md';
      },
    }),
    read_file: tool({
      description: 'Read a file',
      inputSchema: z.object({ path: z.string(), from: z.number().nullish(), to: z.number().nullish() }),
      execute: async (input) => {
        calls.push({ name: 'read_file', input });
        return `contents of ${input.path}`;
      },
    }),
    write_file: tool({
      description: 'Append to a file',
      inputSchema: z.object({ path: z.string(), mode: z.string().nullish(), content: z.string() }),
      execute: async (input) => {
        calls.push({ name: 'write_file', input });
        files.set(input.path, `${files.get(input.path) ?? ''}${input.content}\n`);
        return `appended to ${input.path}`;
      },
    }),
  };
}

async function run(script: ScriptedTurn[], stream: boolean) {
  server = await startScriptedServer(script);
  const calls: Recorded[] = [];
  const files = new Map<string, string>();
  const model = createChatModel(
    {
      baseURL: server.baseURL,
      model: 'test-model',
      maxSteps: 5,
      retry: { attempts: 0, delayMs: 10 },
      timeoutMs: 5000,
      streamTimeoutMs: 600_000,
    },
    { env: {} },
  );
  const settings = {
    model,
    prompt: 'summarise',
    tools: recordingTools(calls, files),
    stopWhen: isStepCount(5),
    toolCallConcurrency: 1,
    repairToolCall: refuseInvalidToolCall,
    ...MODEL_CALL_SETTINGS,
  };
  if (stream) {
    const s = streamText({ ...settings, onError: () => {} });
    const types: string[] = [];
    for await (const part of s.stream) types.push(part.type);
    const steps = await s.steps;
    return {
      text: await s.text,
      reasoning: await s.reasoningText,
      steps,
      calls,
      files,
      types,
      requests: server.requests,
    };
  }
  const r = await generateText(settings);
  return {
    text: r.text,
    reasoning: r.reasoningText,
    steps: r.steps,
    calls,
    files,
    types: [],
    requests: server.requests,
  };
}

const toolCallChunk = (tc: Record<string, unknown>) => completionChunk({ tool_calls: [tc] });
const stopChunk = (reason: string) => completionChunk({}, reason);

/** Tool error texts the model saw (tool messages of the follow-up request). */
function toolMessages(requests: ScriptedServer['requests'], index: number) {
  return (requests[index]?.body.messages ?? []).filter((m) => m.role === 'tool');
}

describe('normalizingFetch through the AI SDK and a real HTTP server', () => {
  it('B24: arguments "" for a no-arg tool runs it once with {} (stream)', async () => {
    const r = await run(
      [
        {
          raw: sse(
            completionChunk({
              role: 'assistant',
              tool_calls: [
                {
                  index: 0,
                  id: 'call_a',
                  type: 'function',
                  function: { name: 'list_today_meetings', arguments: '' },
                },
              ],
            }),
            stopChunk('tool_calls'),
          ),
        },
        { text: 'one meeting' },
      ],
      true,
    );
    expect(r.calls).toEqual([{ name: 'list_today_meetings', input: {} }]);
    expect(r.text).toBe('one meeting');
    expect(
      r.requests[1]?.body.messages.find((m) => m.role === 'assistant')?.tool_calls?.[0]?.function.arguments,
    ).toBe('{}');
  });

  it('B24: arguments "" (JSON) and a tool that needs parameters gets a validation error, loop goes on', async () => {
    const r = await run(
      [
        { toolCalls: [{ name: 'list_today_meetings', arguments: '' }] },
        { toolCalls: [{ name: 'read_file', arguments: '' }] },
        { text: 'done' },
      ],
      false,
    );
    expect(r.calls).toEqual([{ name: 'list_today_meetings', input: {} }]);
    expect(String(toolMessages(r.requests, 2)[1]?.content)).toContain(
      'refused: invalid arguments (path: expected a string, got nothing)',
    );
    expect(r.text).toBe('done');
  });

  it('B25: streamed tool-call deltas without id get one stable id, reused in the follow-up request', async () => {
    const r = await run(
      [
        {
          raw: sse(
            toolCallChunk({ index: 0, type: 'function', function: { name: 'read_file', arguments: '' } }),
            toolCallChunk({ index: 0, function: { arguments: '{"path":"meetings/2024-05-02.md"}' } }),
            stopChunk('tool_calls'),
          ),
        },
        { text: 'read it' },
      ],
      true,
    );
    expect(r.calls).toEqual([{ name: 'read_file', input: { path: 'meetings/2024-05-02.md' } }]);
    const msgs = r.requests[1]?.body.messages ?? [];
    const id = msgs.find((m) => m.role === 'assistant')?.tool_calls?.[0]?.id;
    expect(id).toMatch(/^call_\w+/);
    expect(msgs.find((m) => m.role === 'tool')?.tool_call_id).toBe(id);
    expect(r.text).toBe('read it');
  });

  it('B26: two parallel calls both on index 0 run separately, each file gets its own content', async () => {
    const r = await run(
      [
        {
          raw: sse(
            toolCallChunk({
              index: 0,
              id: 'call_1',
              type: 'function',
              function: { name: 'write_file', arguments: '' },
            }),
            toolCallChunk({
              index: 0,
              function: { arguments: '{"path":"meetings/a.md","mode":"append","content":"- A"}' },
            }),
            toolCallChunk({
              index: 0,
              id: 'call_2',
              type: 'function',
              function: { name: 'write_file', arguments: '' },
            }),
            toolCallChunk({
              index: 0,
              function: { arguments: '{"path":"meetings/b.md","mode":"append","content":"- B"}' },
            }),
            stopChunk('tool_calls'),
          ),
        },
        { text: 'written' },
      ],
      true,
    );
    expect(r.calls.map((c) => c.input)).toEqual([
      { path: 'meetings/a.md', mode: 'append', content: '- A' },
      { path: 'meetings/b.md', mode: 'append', content: '- B' },
    ]);
    expect(r.files.get('meetings/a.md')).toBe('- A\n');
    expect(r.files.get('meetings/b.md')).toBe('- B\n');
    const sent = r.requests[1]?.body.messages.find((m) => m.role === 'assistant')?.tool_calls ?? [];
    expect(sent.map((t) => [t.id, t.function.name])).toEqual([
      ['call_1', 'write_file'],
      ['call_2', 'write_file'],
    ]);
  });

  it('B26: index 0 reused without ids (new name after complete arguments) also splits', async () => {
    const r = await run(
      [
        {
          raw: sse(
            toolCallChunk({ index: 0, function: { name: 'write_file', arguments: '{"path":"a.md",' } }),
            toolCallChunk({ index: 0, function: { arguments: '"content":"- A"}' } }),
            toolCallChunk({
              index: 0,
              function: { name: 'write_file', arguments: '{"path":"b.md","content":"- B"}' },
            }),
            stopChunk('tool_calls'),
          ),
        },
        { text: 'ok' },
      ],
      true,
    );
    expect(r.files.get('a.md')).toBe('- A\n');
    expect(r.files.get('b.md')).toBe('- B\n');
    const ids =
      r.requests[1]?.body.messages.find((m) => m.role === 'assistant')?.tool_calls?.map((t) => t.id) ?? [];
    expect(new Set(ids).size).toBe(2);
  });

  it('B26 (ollama#7881): streamed calls with no index at all: a new id starts a call, pieces join the last one', async () => {
    const call = (id: string, args: string) =>
      toolCallChunk({ id, type: 'function', function: { name: 'write_file', arguments: args } });
    const more = (args: string) => toolCallChunk({ function: { arguments: args } });
    const r = await run(
      [
        {
          raw: sse(
            call('call_1', ''),
            more('{"path":"a.md",'),
            more('"content":"- A"}'),
            call('call_2', '{"path":"b.md",'),
            more('"content":"- B"}'),
            stopChunk('tool_calls'),
          ),
        },
        { text: 'ok' },
      ],
      true,
    );
    expect(r.calls.map((c) => c.input)).toEqual([
      { path: 'a.md', content: '- A' },
      { path: 'b.md', content: '- B' },
    ]);
    expect(r.files.get('a.md')).toBe('- A\n');
    expect(r.files.get('b.md')).toBe('- B\n');
    const sent = r.requests[1]?.body.messages.find((m) => m.role === 'assistant')?.tool_calls ?? [];
    expect(sent.map((t) => [t.id, t.function.name, t.function.arguments])).toEqual([
      ['call_1', 'write_file', '{"path":"a.md","content":"- A"}'],
      ['call_2', 'write_file', '{"path":"b.md","content":"- B"}'],
    ]);
    expect(r.text).toBe('ok');
  });

  for (const stream of [false, true]) {
    const mode = stream ? 'stream' : 'json';
    it(`B28, R3: unescaped quotes are never repaired into a write; the model gets a JSON refusal (${mode})`, async () => {
      const broken = '{"path":"meetings/x.md","mode":"replace","content":"Decision: use "Plan B" now"}';
      const r = await run(
        [{ toolCalls: [{ name: 'write_file', arguments: broken }] }, { text: 'ok' }],
        stream,
      );
      expect(r.calls).toEqual([]);
      expect(r.files.size).toBe(0);
      const text = String(toolMessages(r.requests, 1)[0]?.content);
      expect(text).toContain('refused: the arguments of write_file are not valid JSON (');
      expect(text).not.toContain('Plan B" now"}');
      const args = r.requests[1]?.body.messages.find((m) => m.role === 'assistant')?.tool_calls?.[0]?.function
        .arguments;
      expect(JSON.parse(String(args))).toEqual({});
    });

    it(`B28: truncated arguments never write; the model gets a JSON error; follow-up body is valid (${mode})`, async () => {
      const truncated = '{"path":"meetings/x.md","content":"Notes from';
      const r = await run(
        [{ toolCalls: [{ name: 'write_file', arguments: truncated }] }, { text: 'sorry' }],
        stream,
      );
      expect(r.calls).toEqual([]);
      expect(r.files.size).toBe(0);
      const tm = toolMessages(r.requests, 1);
      expect(String(tm[0]?.content)).toContain('refused: the arguments of write_file are not valid JSON (');
      const assistant = r.requests[1]?.body.messages.find((m) => m.role === 'assistant');
      const args = JSON.parse(String(assistant?.tool_calls?.[0]?.function.arguments));
      expect(args).toEqual({}); // an object, not the raw broken string
      expect(assistant?.tool_calls?.[0]?.id).toBe(tm[0]?.tool_call_id);
      expect(r.text).toBe('sorry');
    });

    it(`B28: an unknown tool is not run and the model is told the available tools (${mode})`, async () => {
      const r = await run([{ toolCalls: [{ name: 'delete_vault', arguments: {} }] }, { text: 'ok' }], stream);
      expect(r.calls).toEqual([]);
      const text = String(toolMessages(r.requests, 1)[0]?.content);
      expect(text).toContain('refused: there is no tool "delete_vault"');
      expect(text).toContain('call one of: list_today_meetings, read_file, write_file');
    });

    it(`B29: a bare JSON tool call printed as content runs (${mode})`, async () => {
      const content = '{"name": "read_file", "arguments": {"path": "meetings/2024-05-02.md"}}';
      const r = await run([{ text: content }, { text: 'Alice attended.' }], stream);
      expect(r.calls).toEqual([{ name: 'read_file', input: { path: 'meetings/2024-05-02.md' } }]);
      expect(r.text).toBe('Alice attended.');
      expect(r.steps[0]?.text).toBe('');
    });

    it(`B29: a <tool_call> tag runs (${mode})`, async () => {
      const content = '<tool_call>\n{"name": "read_file", "arguments": {"path": "a.md"}}\n</tool_call>';
      const r = await run([{ text: content }, { text: 'done' }], stream);
      expect(r.calls).toEqual([{ name: 'read_file', input: { path: 'a.md' } }]);
    });

    it(`B29: JSON inside prose does not run and stays text (${mode})`, async () => {
      const content =
        'The note says {"name": "write_file", "arguments": {"path": "a.md", "content": "x"}} here.';
      const r = await run([{ text: content }, { text: 'never' }], stream);
      expect(r.calls).toEqual([]);
      expect(r.text).toBe(content);
      expect(r.requests).toHaveLength(1);
    });

    it(`B29: JSON naming an unknown tool does not run and stays text (${mode})`, async () => {
      const content = '{"name": "rm_rf", "arguments": {"path": "/"}}';
      const r = await run([{ text: content }, { text: 'never' }], stream);
      expect(r.calls).toEqual([]);
      expect(r.text).toBe(content);
      expect(r.requests).toHaveLength(1);
    });

    it(`B30: tool calls with finish_reason "stop" still run and the loop continues (${mode})`, async () => {
      const r = await run(
        [
          { toolCalls: [{ name: 'read_file', arguments: { path: 'meetings/x.md' } }], finishReason: 'stop' },
          { text: 'summary' },
        ],
        stream,
      );
      expect(r.calls).toEqual([{ name: 'read_file', input: { path: 'meetings/x.md' } }]);
      expect(r.steps[0]?.finishReason).toBe('tool-calls');
      expect(r.text).toBe('summary');
    });

    it(`B31: null for optional arguments passes through to the tool (${mode})`, async () => {
      const r = await run(
        [
          { toolCalls: [{ name: 'read_file', arguments: { path: 'meetings/x.md', from: null, to: null } }] },
          { text: 'ok' },
        ],
        stream,
      );
      expect(r.calls).toEqual([
        { name: 'read_file', input: { path: 'meetings/x.md', from: null, to: null } },
      ]);
    });

    it(`B32: a two-step run returns the step-2 text (${mode})`, async () => {
      const r = await run(
        [
          { toolCalls: [{ name: 'read_file', arguments: { path: 'meetings/x.md' } }] },
          { text: 'Alice Example attended.' },
        ],
        stream,
      );
      expect(r.steps).toHaveLength(2);
      expect(r.text).toBe('Alice Example attended.');
    });

    it(`reasoning tags never reach the text and become reasoning (${mode})`, async () => {
      const r = await run([{ text: '<think>The user wants a summary.</think>\n\nFinal answer.' }], stream);
      expect(r.text).toBe('Final answer.');
      expect(r.reasoning).toContain('The user wants a summary.');
    });
  }

  it('B30 (raw SSE): a complete tool-call delta then finish_reason "stop" runs the tool', async () => {
    const r = await run(
      [
        {
          raw: sse(
            toolCallChunk({
              index: 0,
              id: 'call_r',
              type: 'function',
              function: { name: 'read_file', arguments: '{"path":"meetings/x.md"}' },
            }),
            stopChunk('stop'),
          ),
        },
        { text: 'next step' },
      ],
      true,
    );
    expect(r.calls).toHaveLength(1);
    expect(r.text).toBe('next step');
  });

  it('reasoning: a <think> tag split across SSE chunks is stripped; reasoning_content stays reasoning', async () => {
    const r = await run(
      [
        {
          raw: sse(
            completionChunk({ role: 'assistant', reasoning_content: 'native thought. ' }),
            completionChunk({ content: '<thi' }),
            completionChunk({ content: 'nk>hidden' }),
            completionChunk({ content: ' plan</th' }),
            completionChunk({ content: 'ink>Visible ' }),
            completionChunk({ content: 'text.' }),
            stopChunk('stop'),
          ),
        },
      ],
      true,
    );
    expect(r.text).toBe('Visible text.');
    expect(r.reasoning).toContain('native thought.');
    expect(r.reasoning).toContain('hidden plan');
  });
});

describe('sseNormalizedBody', () => {
  async function pipe(body: string, tools: string[] = []): Promise<string> {
    const input = new Response(body).body!;
    const out = sseNormalizedBody(input, new CompletionNormalizer(new Set(tools)));
    return new Response(out).text();
  }

  it('keeps an ordinary stream byte-identical, also with \\r\\n line endings and comments', async () => {
    const normal = `: keep-alive\n\n${sse(
      completionChunk({ role: 'assistant', content: '' }),
      completionChunk({ content: 'Hello' }),
      completionChunk({
        tool_calls: [
          { index: 0, id: 'c1', type: 'function', function: { name: 'read_file', arguments: '' } },
        ],
      }),
      completionChunk({ tool_calls: [{ index: 0, function: { arguments: '{"path":"a"}' } }] }),
      stopChunk('tool_calls'),
    )}`;
    expect(await pipe(normal)).toBe(normal);
    const crlf = normal.replace(/\n/g, '\r\n');
    expect(await pipe(crlf)).toBe(crlf);
  });

  it('handles a payload split at arbitrary byte boundaries', async () => {
    const body = sse(
      completionChunk({
        tool_calls: [{ index: 0, type: 'function', function: { name: 'read_file', arguments: '' } }],
      }),
      stopChunk('stop'),
    );
    const bytes = new TextEncoder().encode(body);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 7) c.enqueue(bytes.slice(i, i + 7));
        c.close();
      },
    });
    const text = await new Response(sseNormalizedBody(stream, new CompletionNormalizer(new Set()))).text();
    expect(text).toContain('"finish_reason":"tool_calls"');
    expect(text).toContain('"arguments":"{}"');
    expect(text).toMatch(/"id":"call_\w+"/);
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('multi-byte text split inside its characters comes out the same at every split size (changed and unchanged lines)', async () => {
    const body = sse(
      completionChunk({ role: 'assistant', content: '<think>Plan für 会议</think>Grüße ' }),
      completionChunk({ content: 'aus Zürich — 会议纪要 ✓' }),
      stopChunk('stop'),
    );
    const bytes = new TextEncoder().encode(body);
    const run = async (size: number) => {
      const stream = new ReadableStream<Uint8Array>({
        start(c) {
          for (let i = 0; i < bytes.length; i += size) c.enqueue(bytes.slice(i, i + size));
          c.close();
        },
      });
      return new Response(sseNormalizedBody(stream, new CompletionNormalizer(new Set()))).text();
    };
    const whole = await run(bytes.length);
    expect(whole).toContain('"reasoning_content":"Plan für 会议"');
    expect(whole).toContain('"content":"Grüße "');
    expect(whole).toContain(
      'data: {"id":"chatcmpl-testkit","object":"chat.completion.chunk","created":0,"model":"test-model","choices":[{"index":0,"delta":{"content":"aus Zürich — 会议纪要 ✓"}',
    );
    for (let size = 1; size <= 13; size++) expect(await run(size), `split every ${size} bytes`).toBe(whole);
  });

  it('drops a UTF-8 BOM at the start of a stream, normalizes the line after it, and handles a last line without a line break', async () => {
    const call = completionChunk({
      tool_calls: [
        { index: 0, id: 'c1', type: 'function', function: { name: 'read_file', arguments: '{}' } },
      ],
    });
    const body = `\uFEFFdata: ${JSON.stringify(call)}\n\ndata: ${JSON.stringify(stopChunk('stop'))}`;
    const text = await new Response(
      sseNormalizedBody(new Response(body).body!, new CompletionNormalizer(new Set())),
    ).text();
    expect(text.startsWith('data: {')).toBe(true);
    expect(text.endsWith('"finish_reason":"tool_calls"}]}')).toBe(true);
  });

  it('B28 (issue 13): a body is left unparsed only when sanitizing provably changes nothing', () => {
    const call = (args: string) => ({
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'c1', type: 'function', function: { name: 'read_file', arguments: args } }],
    });
    const bodies: unknown[] = [
      { messages: [{ role: 'user', content: 'hi' }] },
      { messages: [call('{"path":"a.md"}'), call('{}')] },
      { messages: [call('{"path":"a.md"')] }, // truncated
      { messages: [call('"{\\"path\\":1}"')] }, // the broken text JSON-quoted, as the SDK re-sends it
      { messages: [call('[1]')] },
      { messages: [call('null')] },
      { messages: [call('')] },
      { messages: [{ ...call('{}'), tool_calls: [{ function: { name: 'x', arguments: { a: 1 } } }] }] },
      // "arguments" inside texts and as a value, and a schema property named arguments
      {
        messages: [
          { role: 'user', content: 'the "arguments": "[broken" text' },
          call('{"q":"\\"arguments\\": 1"}'),
        ],
        tools: [{ type: 'function', function: { name: 'f', parameters: { required: ['arguments'] } } }],
      },
      { tools: [{ function: { parameters: { properties: { arguments: { type: 'string' } } } } }] },
    ];
    for (const body of bodies) {
      for (const text of [JSON.stringify(body), JSON.stringify(body, null, 2)]) {
        if (toolArgumentsAreObjects(text)) expect(sanitizeRequestBody(JSON.parse(text)), text).toBe(false);
      }
    }
    // Exact answers for the common shapes.
    expect(toolArgumentsAreObjects(JSON.stringify(bodies[1]))).toBe(true);
    expect(toolArgumentsAreObjects(JSON.stringify(bodies[8]))).toBe(true);
    for (const i of [2, 3, 4, 5, 6, 7])
      expect(toolArgumentsAreObjects(JSON.stringify(bodies[i])), String(i)).toBe(false);
    // A member name spelled with an escape is never missed.
    expect(
      toolArgumentsAreObjects('{"messages":[{"tool_calls":[{"function":{"\\u0061rguments":"x"}}]}]}'),
    ).toBe(false);
  });
});
