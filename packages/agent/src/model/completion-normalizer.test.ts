import { describe, expect, it } from 'vitest';
import { CompletionNormalizer } from './completion-normalizer.js';

describe('CompletionNormalizer.completion (non-streaming bodies)', () => {
  it('B25/B24/B31: fills missing ids, empty/missing/object arguments; B30 fixes finish_reason', () => {
    const body = {
      choices: [
        {
          index: 0,
          finish_reason: 'stop',
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [
              { type: 'function', function: { name: 'a', arguments: '' } },
              { id: 'x', type: 'function', function: { name: 'b' } },
              { id: 'y', type: 'function', function: { name: 'c', arguments: { path: 'p' } } },
            ],
          },
        },
      ],
    };
    expect(new CompletionNormalizer(new Set()).completion(body)).toBe(true);
    const [choice] = body.choices;
    const calls = choice?.message.tool_calls as unknown as Array<{
      id: string;
      function: { arguments: string };
    }>;
    expect(calls[0]?.id).toMatch(/^call_\w+/);
    expect(calls.map((c) => c.function.arguments)).toEqual(['{}', '{}', '{"path":"p"}']);
    expect(choice?.finish_reason).toBe('tool_calls');
  });

  it('leaves an ordinary body unchanged', () => {
    const body = {
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'Hi' } }],
    };
    const before = JSON.stringify(body);
    expect(new CompletionNormalizer(new Set(['read_file'])).completion(body)).toBe(false);
    expect(JSON.stringify(body)).toBe(before);
  });
});

describe('CompletionNormalizer.chunk / end (streams)', () => {
  it('owes "{}" and held text at the end when the stream has no finish_reason', () => {
    const n = new CompletionNormalizer(new Set(['read_file']));
    const c1 = {
      id: 'c',
      choices: [
        { index: 0, delta: { tool_calls: [{ index: 0, id: 't', function: { name: 'x', arguments: '' } }] } },
      ],
    };
    expect(n.chunk(c1)).toBe(false);
    const owed = n.end();
    expect(owed).toEqual([
      {
        id: 'c',
        choices: [
          {
            index: 0,
            delta: { tool_calls: [{ index: 0, function: { arguments: '{}' } }] },
            finish_reason: null,
          },
        ],
      },
    ]);
  });
});
