/**
 * Review13 Z54: servers that number tool calls per reply (or a chat template that always emits
 * `call_0`) send two calls of ONE reply with the same id. Both calls run with their own
 * arguments, and the follow-up request must say so: each assistant tool call keeps its own name
 * and arguments under its own id, and each tool message answers the call it belongs to. Before
 * the fix the JSON path sent `call_0 read_transcript …` twice (the second call lost) with two
 * `tool_call_id: call_0` answers. Reused ids across replies are left as the server sent them.
 * JSON and SSE, real scripted server, temp sample vault.
 * Spec: hostile cases B25, B26 (never one merged call; the follow-up request's tool_calls and
 * tool_call_id match); seed 003 (OpenAI-compatible endpoint).
 */
import type { ChatRequest, ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const whole = '## Summary\nThe team met.\n\n## Decisions\n\n## Next steps\n';

function script(_req: ChatRequest, index: number): ScriptedTurn {
  if (index === 0)
    return {
      toolCalls: [
        { id: 'call_0', name: 'read_transcript', arguments: { from: 7, to: 8 } },
        { id: 'call_0', name: 'read_glossary', arguments: {} },
        { id: 'call_0', name: 'add_dictation_word', arguments: { word: 'Zebrafone' } },
      ],
    };
  if (index === 1)
    return { toolCalls: [{ id: 'call_0', name: 'write_summary', arguments: { content: whole } }] };
  return { text: 'Done.' };
}

describe.each([false, true])('Z54: one reply, three calls, one id (stream: %s)', (stream) => {
  it('Z54: every call runs and the follow-up request pairs each call with its own answer', async () => {
    h = await startHarness(script);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(await h.read('Dictation.md')).toContain('Zebrafone');

    const messages = h.server.requests[1]?.body.messages ?? [];
    const assistant = messages.find((m) => m.role === 'assistant');
    const calls = assistant?.tool_calls ?? [];
    expect(calls.map((c) => c.function.name)).toEqual([
      'read_transcript',
      'read_glossary',
      'add_dictation_word',
    ]);
    expect(JSON.parse(calls[0]?.function.arguments ?? 'null')).toEqual({ from: 7, to: 8 });
    expect(JSON.parse(calls[2]?.function.arguments ?? 'null')).toEqual({ word: 'Zebrafone' });
    expect(new Set(calls.map((c) => c.id)).size).toBe(3);

    const answers = messages.filter((m) => m.role === 'tool');
    expect(answers.map((m) => m.tool_call_id)).toEqual(calls.map((c) => c.id));
    expect(String(answers[0]?.content)).toContain('Transcripts/');
    expect(String(answers[1]?.content)).toContain('Glossary.md');
    expect(String(answers[2]?.content)).toContain('Zebrafone');
  });
});
