import { InvalidToolInputError, NoSuchToolError, type ToolSet, tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { looksTruncated, repairJsonArguments, repairToolCall } from './repair-tool-call.js';

const tools: ToolSet = {
  write_file: tool({
    inputSchema: z.object({ path: z.string(), content: z.string() }),
    execute: async () => 'ok',
  }),
};

function call(input: string, toolName = 'write_file') {
  const error = new InvalidToolInputError({ toolName, toolInput: input, cause: new Error('bad json') });
  return repairToolCall({
    toolCall: { type: 'tool-call', toolCallId: 'c1', toolName, input },
    tools,
    error,
    messages: [],
    instructions: undefined,
    system: undefined,
    inputSchema: async () => ({}),
  });
}

describe('B28: repairToolCall', () => {
  it('repairs unescaped quotes once when the result passes the schema', async () => {
    const repaired = await call('{"path":"x.md","content":"use "Plan B" now"}');
    expect(JSON.parse(String(repaired?.input))).toEqual({ path: 'x.md', content: 'use "Plan B" now' });
    expect(repaired?.toolCallId).toBe('c1');
  });

  it('never repairs truncated input (unterminated string or open brackets)', async () => {
    expect(await call('{"path":"x.md","content":"Notes from')).toBeNull();
    expect(await call('{"path":"x.md","content":"Notes"')).toBeNull();
    expect(looksTruncated('{"a":"b\\')).toBe(true);
    expect(looksTruncated('{"a":"b"}')).toBe(false);
  });

  it('gives up when the repaired JSON fails the schema, for valid JSON and for unknown tools', async () => {
    expect(await call("{path:'x.md'}")).toBeNull(); // repairable, but `content` is missing
    expect(await call('{"path":"x.md"}')).toBeNull(); // valid JSON: a schema error, not repaired
    const unknown = await repairToolCall({
      toolCall: { type: 'tool-call', toolCallId: 'c2', toolName: 'nope', input: '{}' },
      tools,
      error: new NoSuchToolError({ toolName: 'nope', availableTools: ['write_file'] }),
      messages: [],
      instructions: undefined,
      system: undefined,
      inputSchema: async () => ({}),
    });
    expect(unknown).toBeNull();
  });

  it('repairJsonArguments only returns JSON objects', () => {
    expect(repairJsonArguments("{a: 1, b: 'x'}")).toBe('{"a": 1, "b": "x"}');
    expect(repairJsonArguments('[1,2')).toBeNull();
    expect(repairJsonArguments('not json')).toBeNull();
  });
});
