/**
 * R3: a tool call whose arguments are not valid JSON (unescaped quotes inside a string, a trailing
 * comma, single quotes, a cut-off string) is refused, never "repaired" into a guessed write: no
 * file and no summary draft changes, the model gets a short refusal saying the arguments were not
 * valid JSON and can call again, and the follow-up request re-sends the call as a JSON object.
 * Every write tool (granular, approval-gated and the compact `apply_changes`), JSON and SSE.
 * Real scripted server, temp sample vault.
 * Spec: hostile case B28; docs/contracts.md, @ma/agent (invalid tool calls).
 */
import type { ChatRequest, ScriptedTurn } from '@ma/testkit';
import { type ApprovalPort, createApprovalGatedTools } from '@ma/tools';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, snapshot, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = `Summaries/${functionalName}.md`;
const CONTEXT = `Assistant/${functionalName}.md`;
const whole = '## Summary\nThe team met.\n\n## Decisions\n\n## Next steps\n';

/** Malformed arguments that a JSON repairer would turn into a plausible write, per write tool. */
const granularCalls: Array<{ name: string; arguments: string }> = [
  { name: 'write_summary', arguments: '{"content":"## Summary\\nDecision: use "Plan B" now\\n"}' },
  { name: 'write_context', arguments: '{"content":"Decision: use "Plan B" now"}' },
  {
    name: 'write_projectfile',
    arguments: '{"project":"remote-control","path":"decisions.md","content":"Decision: use "Plan B" now"}',
  },
  { name: 'add_dictation_word', arguments: "{'word': 'Plan B'}" },
  { name: 'add_attendee', arguments: '{"name":"Bob "The Builder" Sample"}' },
  { name: 'remove_attendee', arguments: '{"name":"Industrial Designer",}' },
  { name: 'override_speaker', arguments: '{"speaker":"Project Manager","name":"Plan B",}' },
  { name: 'delete_identity', arguments: '{"name":"Project Manager",}' },
  {
    name: 'request_project_association',
    arguments: '{"project":"website-redesign","reason":"the "web" part"}',
  },
  { name: 'request_workflow_change', arguments: '{"intention":"Plan B","prompt":"use "Plan B"",}' },
  {
    name: 'write_projectfile',
    arguments: '{"project":"remote-control","path":"decisions.md","content":"Notes from',
  },
];

const approveAll: ApprovalPort = { request: async () => 'approved' };

/** Step 0: every malformed call; step 1: a whole write_summary; step 2: done. */
function script(calls: Array<{ name: string; arguments: string }>, valid: ScriptedTurn) {
  return (_req: ChatRequest, index: number): ScriptedTurn =>
    index === 0 ? { toolCalls: calls } : index === 1 ? valid : { text: 'Done.' };
}

function expectRefusedAsInvalidJson(req: ChatRequest | undefined, count: number) {
  const toolMessages = (req?.body.messages ?? []).filter((m) => m.role === 'tool');
  expect(toolMessages).toHaveLength(count);
  for (const m of toolMessages) {
    let text = String(m.content);
    // The compact profile answers in compact JSON (C11): {"error":"refused","message":"…"}.
    if (text.startsWith('{')) {
      const parsed = JSON.parse(text) as { error: string; message: string };
      expect(parsed.error).toBe('refused');
      text = `refused: ${parsed.message}`;
    }
    expect(text).toMatch(/^"?refused: the arguments of \w+ are not valid JSON/);
    expect(text).toContain('nothing was run');
    expect(text.length).toBeLessThanOrEqual(1024);
  }
  // The follow-up request is valid for strict servers: every assistant tool call is a JSON object.
  const assistant = req?.body.messages.find((m) => m.role === 'assistant');
  expect(assistant?.tool_calls).toHaveLength(count);
  for (const call of assistant?.tool_calls ?? [])
    expect(JSON.parse(call.function.arguments)).toBeTypeOf('object');
}

describe.each([false, true])('R3: malformed tool-call JSON is refused (stream: %s)', (stream) => {
  it('R3: no write tool runs on malformed arguments; only the later whole write_summary lands', async () => {
    h = await startHarness(
      script(granularCalls, { toolCalls: [{ name: 'write_summary', arguments: { content: whole } }] }),
    );
    const before = await snapshot(h.root);
    const asked: string[] = [];
    const port: ApprovalPort = {
      request: async (r) => {
        asked.push(r.id);
        return approveAll.request(r);
      },
    };
    const run = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      env: {},
      stream,
      onEvent: (e) => h?.events.push(e),
      approvalGated: (session) =>
        createApprovalGatedTools(session, {
          prompt: port,
          workflow: {
            submit: (r) => {
              asked.push(r.id);
              return 'requested';
            },
          },
        }),
    });
    expect(asked).toEqual([]);
    const after = await snapshot(h.root);
    for (const [rel, text] of Object.entries(before)) {
      if (rel === CONTEXT || rel === FUNCTIONAL) continue;
      expect(after[rel], rel).toBe(text);
    }
    expect(Object.keys(after).sort()).toEqual(
      [...new Set([...Object.keys(before), SUMMARY, CONTEXT])].sort(),
    );
    // Only the meeting's own run fields changed: attendees, projects and the rest stay.
    const meeting = (await h.read(FUNCTIONAL)).replace(/^(status|summary|context):.*\n/gm, '');
    expect(meeting).toBe(before[FUNCTIONAL]?.replace(/^(status|summary|context):.*\n/gm, ''));
    expect(splitNote(await h.read(run.summaryPath)).body.endsWith(`\n\n${whole}`)).toBe(true);
    expect(await h.read(CONTEXT)).not.toContain('Plan B');
    expectRefusedAsInvalidJson(h.server.requests[1], granularCalls.length);
    const refusals = h.events.filter((e) => e.type === 'tool-result' && e.refused);
    expect(refusals).toHaveLength(granularCalls.length);
  });

  it('R3: the compact apply_changes is refused the same way', async () => {
    h = await startHarness(
      script(
        [
          {
            name: 'apply_changes',
            arguments:
              '{"ops":[{"op":"write_summary","content":"Decision: use "Plan B" now"},{"op":"add_attendee","name":"Bob"}]}',
          },
          { name: 'apply_changes', arguments: '{"ops":[{"op":"remove_attendee","name":"Marketing"},]}' },
        ],
        {
          toolCalls: [
            { name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: whole }] } },
          ],
        },
      ),
      { config: { tools: { profile: 'compact' } } },
    );
    const meetingBefore = await h.read(FUNCTIONAL);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    const strip = (t: string) => t.replace(/^(status|summary|context):.*\n/gm, '');
    expect(strip(await h.read(FUNCTIONAL))).toBe(strip(meetingBefore));
    expect(splitNote(await h.read(run.summaryPath)).body.endsWith(`\n\n${whole}`)).toBe(true);
    expectRefusedAsInvalidJson(h.server.requests[1], 2);
  });
});
