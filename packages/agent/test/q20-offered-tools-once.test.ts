/**
 * Q20 (issue 13, agent-loop overhead): the tool names a request offers are needed for every reply
 * that holds a tool call (S56 reads `functions.write_summary` as `write_summary`, T53 joins a name sent
 * in pieces), and finding them parsed the whole request body — the instructions, the 20 tool
 * definitions and the whole conversation, 20–35 KB — on every step, plain and streamed. A run's
 * requests offer the same tools, written the same way at the end of each body: the names are now
 * found once and kept while a body ends with the same `"tools"` member; any other body is parsed
 * whole, as before. The names are the same either way. Real scripted server, temp sample vault;
 * `JSON.parse` is the real one, only counted.
 * Spec: issue 13 (agent-loop overhead ≤ 3 ms per step); docs/agent-loop-speed.md; reviewB S56.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { OfferedToolNames, offeredToolNames } from '../src/model/normalizing-fetch.js';
import { FUNCTIONAL, type Harness, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await h?.close();
  h = undefined;
});

const summary = '## Summary\nThe remote control is TV-only.\n\n## Decisions\n- TV only\n\n## Next steps\n';

/** The assistant tool-call names of every request after the first, as the server received them. */
const sentNames = (harness: Harness) =>
  harness.server.requests
    .at(-1)
    ?.body.messages.flatMap((m) =>
      m.role === 'assistant' ? (m.tool_calls ?? []).map((c) => c.function.name) : [],
    );

/** Counts the request bodies `JSON.parse` is given (each starts with `{"model":`). */
function countBodyParses(): () => number {
  const parse = JSON.parse;
  let bodies = 0;
  vi.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: (k: string, v: unknown) => unknown) => {
    if (typeof text === 'string' && text.startsWith('{"model":')) bodies++;
    return parse(text, reviver);
  });
  return () => bodies;
}

describe('Q20: the offered tool names are found once per run', () => {
  it.each([
    ['plain', false],
    ['streamed', true],
  ])(
    'Q20: %s: a run of namespaced tool calls parses its request bodies once, every name still read as the offered tool',
    async (_label, stream) => {
      h = await startHarness([
        { toolCalls: [{ name: 'functions.read_meetingnote', arguments: { from: 1, to: 3 } }] },
        { toolCalls: [{ name: 'functions.read_meetingnote', arguments: { from: 2, to: 4 } }] },
        {
          toolCalls: [
            {
              name: 'write_summary<|channel|>commentary',
              arguments: { content: summary, replace_file: true },
            },
          ],
        },
        { text: 'Done.' },
      ]);
      const bodyParses = countBodyParses();
      const run = await summarizeMeeting({
        vault: h.vault,
        meeting: FUNCTIONAL,
        env: {},
        ...(stream ? { stream } : {}),
      });
      // The harness model reads the transcript in the step of its write (L285): one call more.
      expect(run.toolCalls).toBe(4);
      expect(splitNote(await h.read(run.summaryPath)).body).toContain(
        '## Summary\nThe remote control is TV-only.',
      );
      expect(sentNames(h)).toEqual([
        'read_meetingnote',
        'read_meetingnote',
        'read_transcript',
        'write_summary',
      ]);
      // The in-process server parses each of the 4 requests; ours parsed one of them (the first reply's).
      expect(h.server.requests).toHaveLength(4);
      expect(bodyParses()).toBe(4 + 1);
    },
  );

  const tools = (...names: string[]) =>
    names.map((name) => ({ type: 'function', function: { name, parameters: {} } }));
  const body = (
    messages: unknown[],
    offered: unknown[],
    rest: Record<string, unknown> = { tool_choice: 'auto' },
  ) => JSON.stringify({ model: 'm', messages, tools: offered, ...rest });

  it('Q20: the names kept are the ones a whole parse finds, for every body a run may send', () => {
    const names = new OfferedToolNames();
    const same = (text: string) =>
      expect([...names.of(text)]).toEqual([...offeredToolNames(JSON.parse(text))]);
    const a = tools('read_meetingnote', 'write_summary');
    same(body([{ role: 'user', content: 'hi' }], a));
    // The next step: a longer conversation, the same tools (kept).
    same(
      body(
        [
          { role: 'user', content: 'hi' },
          { role: 'assistant', content: 'x' },
        ],
        a,
      ),
    );
    // Fewer tools offered (a wind-down step), or none, or another order: parsed again.
    same(body([{ role: 'user', content: 'hi' }], tools('write_summary')));
    same(body([{ role: 'user', content: 'hi' }], a));
    same(body([{ role: 'user', content: 'hi' }], tools('write_summary', 'read_meetingnote')));
    same(JSON.stringify({ model: 'm', messages: [] }));
    same(body([{ role: 'user', content: 'hi' }], a));
    // A member after tools that is no tools member, or is one (the last tools is the one JSON keeps).
    same(body([], a, { tool_choice: 'auto', stream: true, stream_options: { include_usage: true } }));
    same(body([], a, { tool_choice: 'auto', tools: tools('other') }));
    same(body([], a, { tool_choice: 'auto' }));
    same(`{"model":"m","tools":${JSON.stringify(a)},"x":{"tools":[]},"tool_choice":"auto"}`);
    // A body whose only "tools" text is inside a message, or nested: never taken for the member.
    same(body([{ role: 'user', content: `,"tools":${JSON.stringify(a)},"tool_choice":"auto"}` }], []));
    same(`{"model":"m","nested":{"tools":${JSON.stringify(a)},"tool_choice":"auto"}}`);
    same(`{"model":"m","nested":{"tools":${JSON.stringify(a)},"tool_choice":"auto"},"tool_choice":"auto"}`);
    // Not JSON, or not an object: no names.
    expect(names.of('not json').size).toBe(0);
    same('[1]');
  });
});
