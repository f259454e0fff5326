/**
 * C11 (seed 002: "All I/O is compact JSON"): in a run with the compact profile every tool answer
 * the model reads is compact JSON — the tools' own refusals, the refusals of calls the AI SDK
 * rejected before running them (unknown tool, arguments that are not JSON or fail the schema)
 * and tools that failed while running — and the instructions say so. Real scripted server.
 */
import type { ModelMessage } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { withRefusalTexts } from '../src/model/invalid-tool-call.js';
import { FUNCTIONAL, type Harness, messageTexts, startHarness, systemMessage } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n';

/** The text of every tool message the model was sent in the last request, in order. */
function toolAnswers(harness: Harness): string[] {
  const last = harness.server.requests[harness.server.requests.length - 1];
  return messageTexts(last?.body.messages ?? [], 'tool');
}

describe('C11: compact JSON answers in a compact run', () => {
  it('C11: tool refusals and SDK-rejected calls reach the model as {"error":"refused","message"}', async () => {
    h = await startHarness(
      [
        {
          toolCalls: [
            {
              name: 'query_meeting',
              arguments: { view: 'projectfiles', filters: { project: 'website-redesign' } },
            },
            { name: 'query_meeting', arguments: { view: 'files' } },
            { name: 'read_transcript', arguments: { from: 1 } },
            {
              name: 'apply_changes',
              arguments: '{"ops": [{"op": "write_summary", "content": "a "quoted" word"}]}',
            },
          ],
        },
        {
          toolCalls: [
            { name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: SUMMARY }] } },
          ],
        },
        { text: 'Done.' },
      ],
      { config: { tools: { profile: 'compact' } } as never },
    );
    const events = h.events;
    const run = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      env: {},
      onEvent: (e) => events.push(e),
    });
    expect(await h.read(run.summaryPath)).toContain('Short.');
    const answers = toolAnswers(h).slice(0, 4);
    expect(answers).toHaveLength(4);
    const parsed = answers.map((a) => JSON.parse(a) as { error?: string; message?: string });
    for (const p of parsed) {
      expect(p.error).toBe('refused');
      expect(p.message).not.toMatch(/^refused:/);
    }
    expect(parsed[0]?.message).toBe(
      'project "website-redesign" is not bound to this meeting; bound: remote-control',
    );
    expect(parsed[1]?.message).toMatch(
      /^invalid arguments \(view: expected one of "note", .*, got string "files"\)/,
    );
    expect(parsed[2]?.message).toMatch(
      /^there is no tool "read_transcript" in this run, whose tools are compact: use query_meeting \{"view":"transcript",.*; nothing was run; call one of: query_meeting, apply_changes/,
    );
    expect(parsed[3]?.message).toMatch(/^the arguments of apply_changes are not valid JSON/);
    // The progress events say `refused: <message>` whatever the profile.
    const refusedEvents = h.events.filter((e) => e.type === 'tool-result' && e.refused);
    expect(refusedEvents).toHaveLength(4);
    for (const e of refusedEvents) expect(e.type === 'tool-result' && e.summary).toMatch(/^refused: (?!\{)/);
    expect(systemMessage(h.server)).toContain('{"error":"refused","message":"…"}');
    expect(systemMessage(h.server)).not.toContain('A result starting with "refused:"');
  });

  it('C11: a compact tool that failed while running is answered {"error":"failed","message"}; granular keeps the SDK text', () => {
    const messages: ModelMessage[] = [
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'c1',
            toolName: 'query_meeting',
            output: { type: 'error-text', value: 'EIO: i/o error, read' },
          },
        ],
      },
    ];
    const compact = withRefusalTexts(messages, true);
    const first = compact?.[0] as { content: Array<{ output: { type: string; value: string } }> } | undefined;
    const output = first?.content[0]?.output;
    expect(output?.type).toBe('error-text');
    expect(JSON.parse(output?.value ?? '')).toEqual({ error: 'failed', message: 'EIO: i/o error, read' });
    expect(withRefusalTexts(messages, false)).toBeNull();
  });
});
