/**
 * R190: a small local model behind Ollama or vLLM prints its tool call with a JSON slip (a trailing
 * comma, Python-style single quotes); the server's tool parser cannot read it and leaves it in
 * `content`. The run ended on that first reply, nothing run and the model never told, with the advice to
 * "start the server with its tool-call parser" — wrong for a server whose parser is on. Now ONE printed
 * call to an offered tool whose JSON does not parse becomes a call refused as invalid JSON (R3: never
 * repaired into a guessed call): the model is told and can call again; a model that prints the same
 * broken call three times is stopped naming the invalid JSON, not the server. Nothing is written from a
 * broken call. Real agent loop, @ma/testkit's scripted server (plain and streamed), temp sample vault.
 * Spec: hostile cases B28, B29; review14 V51; docs/contracts.md, @ma/agent (invalid tool calls).
 */
import { describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  harnessPerTest,
  roleText,
  snapshot,
  summaryRunFailure,
} from './harness.js';

const startHarness = harnessPerTest();

const SUMMARY = '## Summary\nShort (L10).\n\n## Decisions\n\n## Next steps\n';
const goodRead = `<tool_call>\n${JSON.stringify({ name: 'read_transcript', arguments: { from: 1, to: 60 } })}\n</tool_call>`;

/** The printed forms a small model slips in, each a read of lines 1–60 whose JSON does not parse. */
const brokenReads: Array<[string, string]> = [
  [
    'Hermes tag, trailing comma',
    '<tool_call>\n{"name": "read_transcript", "arguments": {"from": 1, "to": 60,}}\n</tool_call>',
  ],
  [
    'json fence, single quotes',
    "```json\n{'name': 'read_transcript', 'arguments': {'from': 1, 'to': 60}}\n```",
  ],
  ['bare object, trailing commas', '{"name": "read_transcript", "parameters": {"from": 1, "to": 60},}'],
  [
    'Llama python tag, trailing comma',
    '<|python_tag|>{"name": "read_transcript", "parameters": {"from": 1, "to": 60,}}<|eom_id|>',
  ],
  // review2 V128: Llama 3.1's <function=name> form, trailing comma.
  ['Llama function tag, trailing comma', '<function=read_transcript>{"from": 1, "to": 60,}</function>'],
  // review2 V130: Mistral's [TOOL_CALLS] before one call object, bare or as a one-item list.
  [
    'Mistral TOOL_CALLS, trailing comma',
    '[TOOL_CALLS] {"name": "read_transcript", "arguments": {"from": 1, "to": 60,}}',
  ],
  [
    'Mistral TOOL_CALLS list, single quotes',
    "[TOOL_CALLS] [{'name': 'read_transcript', 'arguments': {'from': 1, 'to': 60}}]",
  ],
  // R229: Gemma's tool_code Python call with a variable for a value (R235 maps or refuses positional ones).
  ['Gemma tool_code, a variable', '```tool_code\nread_transcript(from=start, to=60)\n```'],
];

/**
 * Runs a meeting whose first reply is `printed` (parallel calls as text), then a write and "Done.": what
 * the tools told the model after the printed calls, and the run.
 */
async function runParallel(printed: string, stream: boolean) {
  const h = await startHarness(
    [
      { text: printed },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
      { text: 'Done.' },
    ],
    { readsFirst: false },
  );
  const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
  expect(h.server.requests).toHaveLength(3);
  expect(run.summaryPath).toBe(`Summaries/${functionalName}.md`);
  return roleText(h.server.requests[1]!, 'tool');
}

describe.each([false, true])('R190: a printed tool call with invalid JSON (stream: %s)', (stream) => {
  it.each(brokenReads)(
    'R190: %s: refused as invalid JSON, the model calls again and the run finishes',
    async (_, broken) => {
      const h = await startHarness(
        [
          { text: broken },
          { text: goodRead },
          { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
          { text: 'Done.' },
        ],
        { readsFirst: false },
      );
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
      expect(h.server.requests).toHaveLength(4);
      const told = roleText(h.server.requests[1]!, 'tool');
      expect(told).toContain('refused: the arguments of read_transcript are not valid JSON');
      expect(told).not.toContain('lines 1–60 of');
      expect(roleText(h.server.requests[2]!, 'tool')).toContain('lines 1–60 of');
      expect(run.summaryPath).toBe(`Summaries/${functionalName}.md`);
    },
  );

  it('review2 V128: parallel <tool_call> tags, one with a JSON slip: the good one runs, the broken one is refused, the run finishes', async () => {
    const brokenRead =
      '<tool_call>\n{"name": "read_transcript", "arguments": {"from": 61, "to": 120,}}\n</tool_call>';
    const told = await runParallel(`${goodRead}\n${brokenRead}`, stream);
    expect(told).toContain('lines 1–60 of');
    expect(told).toContain('refused: the arguments of read_transcript are not valid JSON');
  });

  it.each([
    ['Mistral [TOOL_CALLS] list', '[TOOL_CALLS] '],
    ['bare JSON list', ''],
  ])(
    'L364: %s of two calls, the second with a JSON slip: the good one runs, the slipped one is refused naming its tool',
    async (_, prefix) => {
      const good = JSON.stringify({ name: 'read_transcript', arguments: { from: 1, to: 60 } });
      const slipped = `{"name": "write_summary", "arguments": {"content": "## Summary\\nShort.",}}`;
      const told = await runParallel(`${prefix}[${good}, ${slipped}]`, stream);
      expect(told).toContain('lines 1–60 of');
      expect(told).toContain('refused: the arguments of write_summary are not valid JSON');
      expect(told).not.toContain('the arguments of read_transcript are not valid JSON');
    },
  );

  it('R190: the same broken write printed three times: stopped naming the invalid JSON, not the server; nothing written', async () => {
    const broken = "```json\n{'name': 'write_summary', 'arguments': {'content': '## Summary\\nShort.'}}\n```";
    const h = await startHarness(
      [{ text: goodRead }, ...Array.from({ length: 10 }, () => ({ text: broken }))],
      {
        readsFirst: false,
        model: { maxSteps: 20 },
      },
    );
    const before = await snapshot(h.root);
    const error = await summaryRunFailure(
      summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
    );
    expect(h.server.requests).toHaveLength(4);
    expect(error.reason).toBe('no-summary');
    expect(error.message).toContain('the model made the same call 3 times in a row (write_summary');
    expect(error.message).toContain('the arguments of write_summary are not valid JSON');
    expect(error.message).not.toContain("the server did not turn the model's tool-call syntax");
    const after = await snapshot(h.root);
    expect(after[`Summaries/${functionalName}.md`]).toBe(before[`Summaries/${functionalName}.md`]);
    expect(after[FUNCTIONAL]).toContain('status: failed');
  });
});
