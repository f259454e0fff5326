/**
 * C28 (seed 002, small local models: compact tool profiles, repair of malformed tool calls). A
 * compact run's system prompt began with the shipped base prompt's "Write the summary with
 * write_summary" (full and small-window alike), a tool the compact profile does not offer; a small
 * model that followed it, or called `read_transcript` / `write_summary` as the seeds name them, was
 * answered `there is no tool "write_summary"; … call one of: query_meeting, apply_changes, …` with
 * nothing about the compact call that does it, and a run that then gave up blamed the server (`the
 * server or chat template may rename the tools`). Now the prompt names the compact calls, the refusal
 * names the call to make, and the failure names `--tools granular`.
 * Real scripted OpenAI-compatible server, sample vault copy.
 * Spec: docs/tools.md (Compact profile: "Granular tool names in messages become the compact call");
 * seed 002; docs/context-budget.md (the small-window set).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, roleText, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n';
const COMPACT = { tools: { profile: 'compact' } } as never;

/** The `tool` messages of the last request, parsed. */
function toolAnswers(): string[] {
  const last = h!.server.requests.at(-1)!;
  return last.body.messages
    .filter((m) => m.role === 'tool')
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)));
}

describe('C28: granular tool names in a compact run', () => {
  it.each([
    ['a normal window', 65_536],
    ['a small window (the small-window set)', 4_096],
  ])('C28: the system prompt names only the compact calls (%s)', async (_label, contextWindow) => {
    h = await startHarness(
      (req) =>
        (req.body.tools ?? []).length === 0
          ? // R115: chunk notes cite a line of their own part.
            { text: `- The team met (L${/lines (\d+)–/.exec(JSON.stringify(req.body.messages))?.[1] ?? 7}).` }
          : h!.server.requests.filter((r) => (r.body.tools ?? []).length > 0).length === 1
            ? {
                toolCalls: [
                  { name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: SUMMARY }] } },
                ],
              }
            : { text: 'Done.' },
      { config: COMPACT, model: { contextWindow } },
    );
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const loop = h.server.requests.find((r) => (r.body.tools ?? []).length > 0)!;
    const system = roleText(loop, 'system');
    // The base prompt's method line: the shipped "with write_summary" named a tool this run lacks.
    expect(system).toMatch(/[Ww]rite the summary with apply_changes op "write_summary"/);
    expect(system).not.toMatch(/summary with write_summary/);
  });

  it('C28: the granular profile keeps its names', async () => {
    h = await startHarness([
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
      { text: 'Done.' },
    ]);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(roleText(h.server.requests[0]!, 'system')).toContain('Write the summary with write_summary.');
  });

  it('C28: calling write_summary or read_transcript is refused naming the compact call; giving up names --tools granular', async () => {
    h = await startHarness(
      [
        {
          toolCalls: [
            { name: 'read_transcript', arguments: { from: 1, to: 20 } },
            { name: 'write_summary', arguments: { content: SUMMARY } },
          ],
        },
        { text: 'Done.' },
      ],
      { config: COMPACT },
    );
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    const answers = toolAnswers().map((a) => JSON.parse(a) as { error: string; message: string });
    expect(answers).toEqual([
      {
        error: 'refused',
        message:
          'there is no tool "read_transcript" in this run, whose tools are compact: use query_meeting {"view":"transcript","filters":{…its arguments}}; nothing was run; call one of: query_meeting, apply_changes',
      },
      {
        error: 'refused',
        message:
          'there is no tool "write_summary" in this run, whose tools are compact: use apply_changes {"ops":[{"op":"write_summary", …its arguments}]}; nothing was run; call one of: query_meeting, apply_changes',
      },
    ]);
    expect(SummaryRunError.isInstance(error)).toBe(true);
    const message = (error as SummaryRunError).message;
    expect(message).toContain(
      `the model called the granular profile's tools, which this compact run does not offer (each refused, naming the compact call that does it): "read_transcript", "write_summary"; run with --tools granular`,
    );
    expect(message).not.toContain('the server or chat template may rename the tools');
  });

  it('C28: a name that is no tool of either profile still reads as a possible renaming', async () => {
    h = await startHarness(
      [
        { toolCalls: [{ name: 'functions.write_summary', arguments: { content: SUMMARY } }] },
        { text: 'Done.' },
      ],
      { config: COMPACT },
    );
    const error = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    const message = (error as SummaryRunError).message;
    expect(message).toContain('the server or chat template may rename the tools');
  });
});
