/**
 * R50 (reviewB, session 22): a whole, valid reply whose bookkeeping fields came in another type —
 * `usage` counts as strings (`"prompt_tokens": "12"`), `usage` as a string, a details count as a
 * string, a numeric `id` or `model`, `created` as an ISO date, `role: "model"` — failed the run:
 * the AI SDK validates the body against OpenAI's types, and the run said "answered HTTP 200 with a
 * body that is not JSON, not a chat completion" (streamed: "a chunk does not have the expected
 * shape"). A negative count was reported as it came ("-14 tokens"). Now those fields are made
 * readable or dropped and the reply is read; a count that is no whole number >= 0 is "not reported".
 * Real scripted server (JSON and SSE), temp sample vault.
 * Spec: seed 003 (a configurable OpenAI-compatible endpoint); docs/contracts.md, Model replies.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY =
  '## Summary\nThe team chose rubber.\n\n## Decisions\n- Rubber casing.\n\n## Next steps\n- Order samples.\n';
const CALL = {
  id: 'c1',
  type: 'function',
  function: { name: 'write_summary', arguments: JSON.stringify({ content: SUMMARY }) },
};

// L285: the model reads a spoken line of the transcript in the step of its write (a summary of a
// transcript never read fails the run).
const READ = {
  id: 'c0',
  type: 'function',
  function: { name: 'read_transcript', arguments: JSON.stringify({ from: 7, to: 7 }) },
};

type Fields = { top?: Record<string, unknown>; message?: Record<string, unknown> };

/** A `chat.completion` body with `fields` laid over its top level and its message. */
function completion(message: Record<string, unknown>, finish: string, fields: Fields): string {
  return JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [
      { index: 0, message: { role: 'assistant', ...message, ...fields.message }, finish_reason: finish },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    ...fields.top,
  });
}

/** The same reply as SSE chunks, `fields` on every chunk (the last one carries the usage). */
function stream(delta: Record<string, unknown>, finish: string, fields: Fields): string {
  const chunk = (d: Record<string, unknown>, reason: string | null, extra: Record<string, unknown>) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-1',
      object: 'chat.completion.chunk',
      created: 1,
      model: 'test-model',
      choices: [{ index: 0, delta: d, finish_reason: reason }],
      ...extra,
    })}\n\n`;
  const { usage, ...top } = fields.top ?? {};
  return (
    chunk({ role: 'assistant', ...delta, ...fields.message }, null, top) +
    chunk({}, finish, { ...top, usage: usage ?? { prompt_tokens: 10, completion_tokens: 5 } }) +
    'data: [DONE]\n\n'
  );
}

const cases: Record<string, { fields: Fields; tokens: number | undefined }> = {
  'usage counts as strings': {
    fields: { top: { usage: { prompt_tokens: '12', completion_tokens: '5', total_tokens: '17' } } },
    tokens: 17,
  },
  'a negative prompt count': {
    fields: { top: { usage: { prompt_tokens: -12, completion_tokens: 5 } } },
    tokens: 5,
  },
  'usage as a string': { fields: { top: { usage: 'lots' } }, tokens: undefined },
  'a details count as a string': {
    fields: {
      top: {
        usage: {
          prompt_tokens: 10,
          completion_tokens: 5,
          completion_tokens_details: { reasoning_tokens: '3' },
        },
      },
    },
    tokens: 15,
  },
  'a numeric id and model, created as an ISO date': {
    fields: { top: { id: 123, model: 7, created: '2026-12-03T10:00:00Z' } },
    tokens: 15,
  },
  'role "model" and reasoning as an object': {
    fields: { message: { role: 'model', reasoning: { text: 'thinking' } } },
    tokens: 15,
  },
};

describe('R50: bookkeeping fields of another type do not lose a whole reply', () => {
  for (const [name, { fields, tokens }] of Object.entries(cases)) {
    for (const streamed of [false, true]) {
      it(`R50: ${name} (${streamed ? 'streamed' : 'JSON'}): the summary is written, tokens ${tokens ?? 'not reported'}`, async () => {
        const first = streamed
          ? stream(
              {
                tool_calls: [
                  { index: 0, ...READ },
                  { index: 1, ...CALL },
                ],
              },
              'tool_calls',
              fields,
            )
          : completion({ content: null, tool_calls: [READ, CALL] }, 'tool_calls', fields);
        const second = streamed
          ? stream({ content: 'Done.' }, 'stop', fields)
          : completion({ content: 'Done.' }, 'stop', fields);
        h = await startHarness([{ raw: first }, { raw: second }]);
        const run = await summarizeMeeting({
          vault: h.vault,
          meeting: FUNCTIONAL,
          env: {},
          stream: streamed,
        });
        expect(await h.read(run.summaryPath)).toContain('Rubber casing.');
        expect(run.toolCalls).toBe(2);
        // Two replies: the total is twice one reply's; not reported: the AI SDK sums nothing (0).
        expect(run.usage.totalTokens ?? 0).toBe(tokens === undefined ? 0 : tokens * 2);
      });
    }
  }
});
