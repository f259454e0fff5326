import { describe, expect, it } from 'vitest';
import { completionChunk, sse, sseChunks, usageChunk } from './sse.js';

describe('SSE helpers', () => {
  it('serialises objects as data lines and ends with [DONE]', () => {
    expect(sse({ a: 1 }, { b: 'x' })).toBe('data: {"a":1}\n\ndata: {"b":"x"}\n\ndata: [DONE]\n\n');
  });

  it('uses strings verbatim (for broken JSON) and can omit [DONE]', () => {
    expect(sseChunks(['{"truncated":', { ok: true }], { done: false })).toBe(
      'data: {"truncated":\n\ndata: {"ok":true}\n\n',
    );
  });

  it('builds chat.completion.chunk objects', () => {
    expect(completionChunk({ content: 'hi' })).toEqual({
      id: 'chatcmpl-testkit',
      object: 'chat.completion.chunk',
      created: 0,
      model: 'test-model',
      choices: [{ index: 0, delta: { content: 'hi' }, finish_reason: null }],
    });
    expect(completionChunk({}, 'stop', { id: 'c1', model: 'm' })).toMatchObject({
      id: 'c1',
      model: 'm',
      choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
    });
    expect(usageChunk({ prompt_tokens: 3, completion_tokens: 4 })).toMatchObject({
      choices: [],
      usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 },
    });
  });
});
