/**
 * L314: `readingFirst` reads before a write whose reply ends with any finish reason `@ma/agent` takes for a
 * normal end (review14 V50 synonyms), and a refused or failed transcript read is no read. Before, a write
 * ending "eos"/"end_turn" got no read and a refused query counted as one: the run was refused (L285) and
 * tests worked around it by hand.
 * Spec: docs/contracts.md, @ma/testkit; packages/agent completion-normalizer (V50).
 */
import { describe, expect, it } from 'vitest';
import { NORMAL_FINISH_REASONS, readingFirst } from './reading-first.js';
import type { ChatMessage, ChatRequest, ScriptedTurn } from './scripted-turn.js';

const tools = (...names: string[]) => names.map((name) => ({ type: 'function', function: { name } }));

function request(messages: ChatMessage[], offered = tools('read_transcript', 'write_summary')): ChatRequest {
  const body = { messages, tools: offered } as ChatRequest['body'];
  return { index: 0, headers: {}, body, rawBody: JSON.stringify(body) };
}

const START: ChatMessage[] = [
  { role: 'system', content: 'Summarize the meeting.' },
  { role: 'user', content: 'Meetings/x.md' },
];
const WRITE = { name: 'write_summary', arguments: { content: '## Summary\nx' } };

/** The tool names of the turn the wrapped script gives for `messages`. */
async function callsOf(turn: ScriptedTurn, messages: ChatMessage[], offered?: ReturnType<typeof tools>) {
  const replied = await readingFirst([turn])(request(messages, offered), 0);
  return 'toolCalls' in replied ? (replied.toolCalls ?? []).map((c) => c.name) : [];
}

describe('L314: readingFirst', () => {
  it.each([...NORMAL_FINISH_REASONS])('a write ending "%s" gets the read first', async (finishReason) => {
    expect(await callsOf({ toolCalls: [WRITE], finishReason }, START)).toEqual([
      'read_transcript',
      'write_summary',
    ]);
  });

  it.each(['length', 'content_filter', 'STOP', 'End_Turn', 'abort'])(
    'a write ending "%s" (no normal end to the agent: its calls never run) is left as scripted',
    async (finishReason) => {
      expect(await callsOf({ toolCalls: [WRITE], finishReason }, START)).toEqual(['write_summary']);
    },
  );

  const readThen = (
    result: unknown,
    name = 'read_transcript',
    args = '{"from":1,"to":20}',
  ): ChatMessage[] => [
    ...START,
    {
      role: 'assistant',
      content: null,
      tool_calls: [{ id: 'call_0_0', type: 'function', function: { name, arguments: args } }],
    },
    { role: 'tool', tool_call_id: 'call_0_0', content: result },
  ];

  it.each([
    ['granular, as the JSON string the request carries', JSON.stringify('refused: from 0 is not a line; …')],
    ['granular, plain text', 'refused: invalid arguments (from: expected a whole number)'],
    ['granular, as text parts', [{ type: 'text', text: 'refused: no transcript linked' }]],
    ['a failure', JSON.stringify('failed: EIO: i/o error, read')],
  ])('a refused read of the transcript (%s) is no read: the write gets one', async (_label, result) => {
    expect(await callsOf({ toolCalls: [WRITE] }, readThen(result))).toEqual([
      'read_transcript',
      'write_summary',
    ]);
  });

  it.each([
    ['refused', '{"error":"refused","message":"invalid arguments (filters.from: expected a whole number)"}'],
    ['failed', '{"error":"failed","message":"EIO"}'],
  ])('a compact query_meeting read answered {"error":"%s"} is no read', async (_kind, result) => {
    const compact = tools('query_meeting', 'apply_changes');
    const messages = readThen(result, 'query_meeting', '{"view":"transcript","filters":{"from":"3"}}');
    const write = { name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: 'x' }] } };
    const replied = await readingFirst([{ toolCalls: [write] }])(request(messages, compact), 0);
    expect('toolCalls' in replied && replied.toolCalls?.map((c) => c.name)).toEqual([
      'query_meeting',
      'apply_changes',
    ]);
  });

  it('a read that returned lines is a read: the write is left as scripted', async () => {
    const lines = JSON.stringify('Transcripts/x.md lines 1-20 of 300\n7│Alice: we ship on Friday');
    expect(await callsOf({ toolCalls: [WRITE] }, readThen(lines))).toEqual(['write_summary']);
    const compact = '{"view":"transcript","text":"7│Alice: we ship on Friday"}';
    expect(
      await callsOf(
        { toolCalls: [{ name: 'apply_changes', arguments: { ops: [] } }] },
        readThen(compact, 'query_meeting', '{"view":"transcript"}'),
        tools('query_meeting', 'apply_changes'),
      ),
    ).toEqual(['apply_changes']);
  });
});
