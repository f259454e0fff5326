/**
 * Issue 14, item 1 (seed 002): the same scripted scenario through the granular and the compact
 * tool profile (config `tools.profile`) leaves byte-identical files — summary, context note,
 * project files, meeting note, transcript, dictation list — through `summarizeMeeting`, the real
 * AI SDK loop and the scripted OpenAI-compatible server. The compact run batches its writes into
 * one `apply_changes` (a destructive op approved through the approval port), or mirrors every
 * granular call one to one (then even the run record is the same).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Script, ScriptedToolCall } from '@ma/testkit';
import { type ApprovalPort, type ApprovalPortRequest, createApprovalGatedTools } from '@ma/tools';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness, systemMessage } from './harness.js';

const harnesses: Harness[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const h of harnesses.splice(0)) await h.close();
});

const P = 'remote-control';
const SUMMARY =
  '## Summary\nFunctions agreed (L20–L40).\n\n## Decisions\n- Target group 15–35 (L88)\n\n## Next steps\n- [ ] Marketing: trend study\n';

/** The reads of the scenario: [granular tool, its args, compact view, filters]. */
const READS: Array<[string, Record<string, unknown>, string, Record<string, unknown> | undefined]> = [
  ['read_meetingnote', {}, 'note', undefined],
  ['read_transcript', { from: 1, to: 200 }, 'transcript', { from: 1, to: 200 }],
  ['read_transcript', { from: 201, to: 400 }, 'transcript', { from: 201, to: 400 }],
  ['read_transcript', { from: 401 }, 'transcript', { from: 401 }],
  [
    'read_projectfile',
    { project: P, path: 'decisions.md' },
    'projectfile',
    { project: P, path: 'decisions.md' },
  ],
  ['search', { query: 'EUR' }, 'search', { query: 'EUR' }],
];

/** The writes of the scenario, as granular calls; `remove_attendee` and the range replacement are destructive. */
const WRITES: Array<[string, Record<string, unknown>]> = [
  ['write_context', { content: '- open question: battery type (L120)' }],
  ['add_attendee', { name: 'Marketing Intern' }],
  ['remove_attendee', { name: 'User Interface' }],
  ['add_dictation_word', { word: 'Zigbee' }],
  ['override_speaker', { speaker: 'Marketing', name: 'Marketing Lead', from: 8, to: 9 }],
  ['write_projectfile', { project: P, path: 'decisions.md', content: '- 2026-03-10: Target group 15–35.' }],
  [
    'write_projectfile',
    { project: P, path: 'decisions.md', content: '- 2026-03-09: Three phases.', from: 4, to: 4 },
  ],
  ['write_projectfile', { project: P, path: 'notes/ideas.md', content: 'Voice control\n' }],
  ['write_summary', { content: SUMMARY }],
];

const granularScript: Script = [
  { toolCalls: READS.map(([name, args]) => ({ name, arguments: args })) },
  { toolCalls: WRITES.map(([name, args]) => ({ name, arguments: args })) },
  { text: 'Done.' },
];

const compactReads: ScriptedToolCall[] = READS.map(([, , view, filters]) => ({
  name: 'query_meeting',
  arguments: { view, ...(filters ? { filters } : {}) },
}));

/** Compact, batched: one apply_changes with every write, destructive ops approved. */
const batchedScript: Script = [
  { toolCalls: compactReads },
  {
    toolCalls: [
      {
        name: 'apply_changes',
        arguments: { ops: WRITES.map(([op, args]) => ({ op, ...args })), approved: true },
      },
    ],
  },
  { text: 'Done.' },
];

/** Compact, one call per granular call (same steps and tool calls: the run record matches too). */
const mirroredScript: Script = [
  { toolCalls: compactReads },
  {
    toolCalls: WRITES.map(([op, args]) => ({
      name: 'apply_changes',
      arguments: { ops: [{ op, ...args }], approved: true },
    })),
  },
  { text: 'Done.' },
];

/** Every file of the vault (product state folder aside), path → bytes. */
async function files(root: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const rel of (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))) {
    if (rel.split(path.sep)[0] === '.meeting-assistant') continue;
    out.set(rel.split(path.sep).join('/'), await readFile(path.join(root, rel), 'latin1'));
  }
  return out;
}

async function run(script: Script, profile: 'granular' | 'compact') {
  const h = await startHarness(script, { config: { tools: { profile } } });
  harnesses.push(h);
  const asked: ApprovalPortRequest[] = [];
  const port: ApprovalPort = {
    request: async (req) => {
      asked.push(req);
      return 'approved';
    },
  };
  const result = await summarizeMeeting({
    vault: h.vault,
    meeting: FUNCTIONAL,
    env: {},
    approvalGated: (session) => createApprovalGatedTools(session, { prompt: port }),
  });
  return { h, result, asked, files: await files(h.root) };
}

// Two whole agent runs over a copy of the sample vault: past the 30 s default on a loaded machine. A guard against a
// hang, not a speed check.
describe('P7: compact/granular parity (summarizeMeeting, scripted server)', { timeout: 120_000 }, () => {
  it('the batched compact run leaves the same files as the granular run; only the run record counts differ', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T12:00:00') });
    const granular = await run(granularScript, 'granular');
    const compact = await run(batchedScript, 'compact');
    // The user was asked for the two destructive ops, with what they would change.
    expect(compact.asked.map((r) => r.title)).toEqual([
      'Approve remove attendee in 2026-03-10 Remote control functional design',
      'Approve write projectfile in 2026-03-10 Remote control functional design',
    ]);
    expect(compact.asked[1]?.body).toContain('+- 2026-03-09: Three phases.');
    expect([...compact.files.keys()].sort()).toEqual([...granular.files.keys()].sort());
    const context = 'Assistant/2026-03-10 Remote control functional design.md';
    for (const [rel, bytes] of granular.files) {
      if (rel === context) continue;
      expect(compact.files.get(rel), rel).toBe(bytes);
    }
    // The context note: the same notes and audit; the run line counts 7 tool calls instead of 15.
    const engineLine = /^- engine: agent .*$/m;
    expect(compact.files.get(context)?.replace(engineLine, '')).toBe(
      granular.files.get(context)?.replace(engineLine, ''),
    );
    expect(compact.files.get(context)).toMatch(/3 steps, 7 tool calls/);
    expect(granular.files.get(context)).toMatch(/3 steps, 15 tool calls/);
    // The scenario did change things (so equality is not trivial).
    expect(granular.files.get('Projects/remote-control/decisions.md')).toContain(
      '- 2026-03-09: Three phases.',
    );
    expect(granular.files.get(FUNCTIONAL)).toContain('Marketing Intern');
    expect(granular.files.get(FUNCTIONAL)).not.toContain('User Interface');
    expect(compact.result.coverage).toBe(granular.result.coverage);
    // The compact run offered the compact tools and said how to use them.
    const tools = compact.h.server.requests[0]?.body.tools?.map((t) => t.function.name);
    expect(tools).toEqual(['query_meeting', 'apply_changes', 'request_project_association']);
    expect(systemMessage(compact.h.server)).toContain('## Compact tools');
    expect(systemMessage(compact.h.server)).toContain('query_meeting view "transcript"');
  });

  it('mirrored one call per granular call: every file byte-identical, context note included', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T12:00:00') });
    const granular = await run(granularScript, 'granular');
    const compact = await run(mirroredScript, 'compact');
    expect(compact.files).toEqual(granular.files);
    expect(compact.result.toolCalls).toBe(granular.result.toolCalls);
  });
});

describe('P4: an apply_changes batch with one invalid op applies the rest, through the real AI SDK loop', () => {
  it('the SDK accepts the call; valid ops apply, the bad ones come back rejected to the model', async () => {
    const script: Script = [
      {
        toolCalls: [
          {
            name: 'apply_changes',
            arguments: {
              ops: [
                { op: 'add_dictation_word', word: 'Zigbee' },
                { op: 'add_attendee', name: 5 },
                { op: 'rm_rf', path: '/' },
                { op: 'write_summary', content: SUMMARY },
              ],
            },
          },
        ],
      },
      { text: 'Done.' },
    ];
    const { h, result } = await run(script, 'compact');
    // apply_changes and the read of the transcript the harness's model makes in the same step (L285).
    expect(result.toolCalls).toBe(2);
    expect(await h.read('Dictation.md')).toContain('- Zigbee');
    expect(await h.read('Summaries/2026-03-10 Remote control functional design.md')).toContain(
      'Functions agreed',
    );
    const message = h.server.requests[1]?.body.messages.at(-1);
    const out = JSON.parse(String(message?.content)) as {
      applied: number;
      rejected: Array<{ index: number; reason: string }>;
    };
    expect(out.applied).toBe(2);
    expect(out.rejected.map((r) => r.index)).toEqual([1, 2]);
    expect(out.rejected[0]?.reason).toMatch(
      /^refused: invalid arguments \(ops\[1\]\.name: expected a string, got /,
    );
    expect(out.rejected[1]?.reason).toMatch(/^refused: unknown op "rm_rf"/);
  });
});
