/**
 * R5: a tool call with invalid arguments (wrong types, missing fields, an unknown tool, arguments
 * that are not JSON) gets a short refusal in the tools' own shape (`refused: invalid arguments for
 * <tool> (<field>: <problem>; …); …`, at most 1,000 characters) naming the invalid fields — never
 * the AI SDK's raw `AI_InvalidToolInputError` text echoing the whole input (56 KB seen) — in what
 * the model reads, in the run's events and in the context note. JSON and SSE.
 * Real scripted server, temp sample vault.
 * Spec: issue R5; docs/tools.md, Rules shared by all tools ("Errors are results, not crashes").
 */
import type { ChatRequest, ScriptedToolCall, ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { type AgentEvent, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const whole = '## Summary\nThe team met.\n\n## Decisions\n\n## Next steps\n';
/** 56 KB of text no refusal may repeat. */
const big = `${'The remote needs a yellow case and a scroll wheel. '.repeat(1100)}END-OF-BIG`;
const marker = 'yellow case and a scroll wheel. The remote';

const badCalls: ScriptedToolCall[] = [
  // a wrong type next to a huge valid field
  { name: 'write_summary', arguments: { content: big, from: 'three', to: 4 } },
  // many wrong fields
  {
    name: 'write_projectfile',
    arguments: {
      project: 7,
      path: ['a'],
      content: 'x',
      from: 'x',
      to: 'y',
      insert: 'z',
      replace_file: 'yes',
    },
  },
  // a required field missing
  { name: 'add_attendee', arguments: {} },
  // not JSON at all, 56 KB long
  { name: 'write_context', arguments: `{"content": "${big}" "oops"}` },
  // an unknown tool with a huge name
  { name: `read_${'x'.repeat(5000)}`, arguments: { path: 'a.md' } },
];

function script(_req: ChatRequest, index: number): ScriptedTurn {
  if (index === 0) return { toolCalls: badCalls };
  // L285: the model reads a spoken line of the transcript as it writes (a summary of one never read fails).
  if (index === 1)
    return {
      toolCalls: [
        { name: 'read_transcript', arguments: { from: 7, to: 7 } },
        { name: 'write_summary', arguments: { content: whole } },
      ],
    };
  return { text: 'Done.' };
}

describe.each([false, true])('R5: invalid tool arguments get a short refusal (stream: %s)', (stream) => {
  it('R5: the model, the events and the context note get a short refusal naming the fields, never the input', async () => {
    // The invalid write_summary of step 0 is no write: the harness's model would read before it.
    h = await startHarness(script, { readsFirst: false });
    const events: AgentEvent[] = [];
    const run = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      env: {},
      stream,
      onEvent: (e) => events.push(e),
    });
    const texts = (h.server.requests[1]?.body.messages ?? [])
      .filter((m) => m.role === 'tool')
      .map((m) => String(m.content));
    expect(texts).toHaveLength(badCalls.length);
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(1024);
      expect(text).not.toContain(marker);
      expect(text).not.toContain('AI_');
      expect(text).not.toMatch(/Type validation failed|Error repairing/);
      expect(text).toMatch(/^"?refused: /);
      expect(text).toContain('nothing was run');
    }
    const [summaryCall, projectCall, attendeeCall, contextCall, unknownCall] = texts;
    expect(summaryCall).toMatch(
      /^"?refused: invalid arguments \(from: expected a whole number, got string \\?"three\\?"\)/,
    );
    expect(summaryCall).not.toContain('content:');
    for (const field of ['project', 'path', 'from', 'to']) expect(projectCall).toContain(`${field}: `);
    expect(projectCall).toMatch(/and \d+ more\)/);
    expect(attendeeCall).toMatch(/invalid arguments \(name: expected a string, got nothing\)/);
    expect(contextCall).toContain('refused: the arguments of write_context are not valid JSON (');
    expect(unknownCall).toContain('refused: there is no tool "read_xxx');
    expect(unknownCall).toContain('call one of: read_meetingnote');

    const results = events.filter((e) => e.type === 'tool-result' && e.step === 0);
    expect(results).toHaveLength(badCalls.length);
    for (const e of results) {
      expect(e).toMatchObject({ ok: false, refused: true });
      expect(e.type === 'tool-result' && e.summary.startsWith('refused: ')).toBe(true);
    }
    // Tool-call events show short arguments (strings cut to 60 characters), never the whole input.
    for (const e of events) expect(JSON.stringify(e).length).toBeLessThan(1024);
    expect(await h.read(run.contextPath)).not.toContain(marker);
    expect(splitNote(await h.read(run.summaryPath)).body.endsWith(`\n\n${whole}`)).toBe(true);
    expect(await h.read(`Summaries/${functionalName}.md`)).not.toContain('END-OF-BIG');
  });
});
