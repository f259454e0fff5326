/**
 * Review14 V51: small models behind a server whose tool-call parser is off print their calls in
 * their chat template's own syntax: several `<tool_call>` tags (Qwen/Hermes, parallel calls),
 * Mistral's `[TOOL_CALLS] […]`, Llama's `<|python_tag|>{…}` and `<function=name>{…}</function>`.
 * Before, only ONE JSON object / tag / fence was taken; these ended the run after one request with
 * "not used: it has no Summary heading", never saying what happened. Now a reply that is wholly
 * such calls runs them (every call must name an offered tool), and a printed call the transport
 * cannot take (prose around it) fails with a message naming the cause and the server flag to fix.
 * Newcomer session 32 N11: the same calls as a bare JSON array (`[{"name",…}]`, as Llama 3.2 /
 * Functionary-style small models print them), as `{"tool_calls":[…]}`, either inside one fence, and
 * one call in a fence labelled `tool_call`, ended the run `no-summary` after one request; now they
 * run like their siblings, and prose around them still runs nothing.
 * JSON and SSE, real scripted server, temp sample vault.
 * Spec: review14 V51; hostile case B29; docs/contracts.md R12.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, splitNote, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const summary = '## Summary\nThe remote control is TV-only.\n\n## Decisions\n- TV only\n\n## Next steps\n';
const read = { name: 'read_transcript', arguments: { from: 7, to: 9 } };
const write = { name: 'write_summary', arguments: { content: summary } };
const tag = (o: unknown) => `<tool_call>\n${JSON.stringify(o)}\n</tool_call>`;

const shapes: Array<[string, string, number]> = [
  ['two <tool_call> tags', `${tag(read)}\n${tag(write)}`, 2],
  ['[TOOL_CALLS] array', `[TOOL_CALLS] [${JSON.stringify(read)}, ${JSON.stringify(write)}]`, 2],
  [
    '<|python_tag|>',
    `<|python_tag|>${JSON.stringify({ name: 'write_summary', parameters: write.arguments })}<|eom_id|>`,
    1,
  ],
  [
    '<function=…> tags',
    `<function=read_transcript>${JSON.stringify(read.arguments)}</function>\n<function=write_summary>${JSON.stringify(write.arguments)}</function>`,
    2,
  ],
  // N11 (session 32).
  ['a bare JSON array', JSON.stringify([read, write]), 2],
  ['a JSON array in a ```json fence', `\`\`\`json\n${JSON.stringify([read, write])}\n\`\`\``, 2],
  ['{"tool_calls":[…]}', JSON.stringify({ tool_calls: [read, { type: 'function', function: write }] }), 2],
  ['{"tool_calls":[…]} in a fence', `\`\`\`\n${JSON.stringify({ tool_calls: [write] })}\n\`\`\``, 1],
  ['one call in a ```tool_call fence', `\`\`\`tool_call\n${JSON.stringify(write)}\n\`\`\``, 1],
];

describe.each([false, true])("V51: tool calls printed in a template's own syntax (stream: %s)", (stream) => {
  it.each(shapes)('V51: %s: every call runs and the summary is written', async (_shape, text, calls) => {
    // L285: a shape that prints the write alone follows a real read of the transcript (a summary of a
    // transcript never read fails the run).
    const first = calls === 1 ? [{ toolCalls: [read] }] : [];
    h = await startHarness([...first, { text }, { text: 'Done.' }], { readsFirst: false });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(run.toolCalls).toBe(calls + first.length);
    expect(splitNote(await h.read(run.summaryPath)).body).toContain(
      '## Summary\nThe remote control is TV-only.',
    );
    // The follow-up request answers each printed call as a real call.
    const answers = h.server.requests[first.length + 1]?.body.messages.filter((m) => m.role === 'tool') ?? [];
    expect(answers).toHaveLength(calls + first.length);
  });

  it('V51: a printed call with prose around it, or naming a tool not offered, runs nothing and the message says why', async () => {
    for (const text of [
      `Sure, I will write it now.\n${tag(write)}`,
      `${tag(write)}\n${tag({ name: 'delete_everything', arguments: {} })}`,
      `[TOOL_CALLS] [${JSON.stringify({ name: 'write_summary', arguments: 'not json' })}]`,
      // N11 (session 32): the list shapes follow the same rule.
      `Here are my calls:\n${JSON.stringify([read, write])}`,
      JSON.stringify([write, { name: 'delete_everything', arguments: {} }]),
      JSON.stringify({ tool_calls: [write], note: 'extra' }),
    ]) {
      h = await startHarness([{ text }]);
      const error = await summaryRunFailure(
        summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
      );
      expect(error.reason).toBe('no-summary');
      expect(error.message).toContain(
        'its last reply printed a tool call as text instead of calling the tool',
      );
      expect(error.message).toContain('--tool-call-parser');
      expect(h.server.requests).toHaveLength(1);
      expect(await h.readOrNull('Summaries/2026-03-10 Remote control functional design.md')).toBeNull();
      await h.close();
      h = undefined;
    }
  });
});
