import type { ModelMessage } from 'ai';
import { describe, expect, it } from 'vitest';
import { COMPACTED_MARK, fitMessages, messagesTokens } from './fit-messages.js';
import { tokenCounterFor } from './token-counter.js';

const counter = await tokenCounterFor('qwen3:8b');
const read = (id: string, from: number, to: number): ModelMessage[] => [
  {
    role: 'assistant',
    content: [{ type: 'tool-call', toolCallId: id, toolName: 'read_transcript', input: { from, to } }],
  },
  {
    role: 'tool',
    content: [
      {
        type: 'tool-result',
        toolCallId: id,
        toolName: 'read_transcript',
        output: {
          type: 'text',
          value: [
            `Transcripts/t.md · lines ${from}–${to} of 900`,
            ...Array.from({ length: to - from + 1 }, (_, i) => `${from + i}│${'word '.repeat(12)}`),
          ].join('\n'),
        },
      },
    ],
  },
];

describe('I14 compaction of older tool results', () => {
  const messages: ModelMessage[] = [
    { role: 'user', content: 'Summarize.' },
    ...read('a', 7, 206),
    ...read('b', 207, 406),
    ...read('c', 407, 606),
  ];

  it('I14: older results become a note of the lines read; the newest result stays whole', () => {
    const total = messagesTokens(messages, counter);
    const fitted = fitMessages(messages, Math.floor(total * 0.5), counter);
    expect(fitted.tokens).toBeLessThanOrEqual(Math.floor(total * 0.5));
    expect(fitted.compacted).toBeGreaterThan(0);
    const outputs = fitted.messages
      .filter((m) => m.role === 'tool')
      .map((m) => (m.content[0] as { output: { value: string } }).output.value);
    expect(outputs[0]).toBe(`read_transcript: Transcripts/t.md · lines 7–206 of 900 ${COMPACTED_MARK}`);
    expect(outputs[2]).toContain('606│');
    // The input is left as it was (the SDK carries the returned messages forward).
    expect(JSON.stringify(messages)).toContain('7│word');
  });

  it('I14: messages that fit are returned unchanged; compacting twice changes nothing more', () => {
    const total = messagesTokens(messages, counter);
    expect(fitMessages(messages, total, counter).compacted).toBe(0);
    const once = fitMessages(messages, Math.floor(total * 0.5), counter);
    const twice = fitMessages(once.messages, Math.floor(total * 0.5), counter);
    expect(twice.compacted).toBe(0);
    expect(twice.messages).toEqual(once.messages);
  });
});
