/**
 * C11 (seed 002: "All I/O is compact JSON"): in the compact profile every tool result is one JSON
 * object — successes with the tool's own keys, refusals `{"error":"refused","message":"…"}` —
 * on every path a refusal can come from (a scope rule, argument validation, unknown keys, the
 * batch rules, the approval-gated tools). The granular profile keeps its `refused: …` lines.
 * Real files in temp copies of the sample vault.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApprovalPort,
  createApprovalGatedTools,
  isRefusal,
  type NeutralTool,
  refusalMessage,
  toolDefinitions,
} from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const denyAll: ApprovalPort = { request: async () => 'denied' };

function compactTools(s: TestSession): NeutralTool[] {
  return toolDefinitions(s.session, {
    profile: 'compact',
    approvalGated: createApprovalGatedTools(s.session, {
      prompt: denyAll,
      workflow: { submit: () => 'requested' },
    }),
  });
}

const run = (tools: NeutralTool[], name: string, input: unknown) => {
  const def = tools.find((d) => d.name === name);
  if (!def) throw new Error(`no ${name}`);
  return def.execute(input);
};

/** One JSON object on one line with `error: "refused"` and a message without the text prefix. */
function expectCompactRefusal(out: string, message: RegExp): void {
  expect(out.includes('\n'), out).toBe(false);
  const parsed = JSON.parse(out) as Record<string, unknown>;
  expect(Object.keys(parsed)).toEqual(['error', 'message']);
  expect(parsed.error).toBe('refused');
  expect(parsed.message).toMatch(message);
  expect(parsed.message).not.toMatch(/^refused:/);
  expect(isRefusal(out)).toBe(true);
  expect(refusalMessage(out)).toBe(parsed.message);
}

describe('C11: compact-profile refusals are compact JSON', () => {
  it("C11: the reviewer's call (an unbound project) and every other query_meeting refusal", async () => {
    t = await sampleSession(MEETINGS.functional);
    const tools = compactTools(t);
    const before = await hashTree(t.root);
    expectCompactRefusal(
      await run(tools, 'query_meeting', { view: 'projectfiles', filters: { project: 'website-redesign' } }),
      /^project "website-redesign" is not bound to this meeting; bound: remote-control$/,
    );
    expectCompactRefusal(
      await run(tools, 'query_meeting', {
        view: 'projectfile',
        filters: { project: 'remote-control', path: '../website-redesign/scope.md' },
      }),
      /path/,
    );
    expectCompactRefusal(
      await run(tools, 'query_meeting', { view: 'transcript', filters: { project: 'x' } }),
      /does not take filters\.project/,
    );
    expectCompactRefusal(await run(tools, 'query_meeting', { view: 'search' }), /needs filters\.query/);
    expectCompactRefusal(await run(tools, 'query_meeting', { view: 'search', filters: { query: '(' } }), /./);
    expectCompactRefusal(await run(tools, 'query_meeting', { view: 'files' }), /^invalid arguments \(view: /);
    expectCompactRefusal(
      await run(tools, 'query_meeting', { view: 'note', verbose: true }),
      /^unknown argument "verbose"/,
    );
    // N3 (session 32): filter keys given at the top level are said to go inside filters (before: "call again
    // without the unknown one", and a small model dropped its range).
    expectCompactRefusal(
      await run(tools, 'query_meeting', { view: 'transcript', from: 1, to: 30 }),
      /^unknown arguments "from", "to"; they go inside "filters": call again with \{"view":"transcript","filters":\{"from":1,"to":30\}\}$/,
    );
    expectCompactRefusal(
      await run(tools, 'query_meeting', { view: 'transcript', filters: { to: 5 }, from: 2 }),
      /^unknown argument "from"; it goes inside "filters": call again with \{"view":"transcript","filters":\{"to":5,"from":2\}\}$/,
    );
    expectCompactRefusal(await run(tools, 'query_meeting', 'not an object'), /^invalid arguments/);
    // Successes stay {"view","text"}.
    const ok = JSON.parse(await run(tools, 'query_meeting', { view: 'note', filters: { to: 2 } }));
    expect(Object.keys(ok)).toEqual(['view', 'text']);
    expect(await hashTree(t.root)).toBe(before);
  });

  it('C11: apply_changes refusals of the whole call are JSON; per-op rejections stay in "rejected"', async () => {
    t = await sampleSession(MEETINGS.functional);
    const tools = compactTools(t);
    const before = await hashTree(t.root);
    expectCompactRefusal(await run(tools, 'apply_changes', { ops: [] }), /^ops is empty;/);
    expectCompactRefusal(
      await run(tools, 'apply_changes', {
        ops: Array.from({ length: 51 }, () => ({ op: 'add_dictation_word', word: 'x' })),
      }),
      /^51 ops in one call; at most 50/,
    );
    expectCompactRefusal(
      await run(tools, 'apply_changes', { ops: 'write_summary' }),
      /^invalid arguments \(ops: /,
    );
    expectCompactRefusal(
      await run(tools, 'apply_changes', { ops: [], approve: true }),
      /^unknown argument "approve"/,
    );
    const batch = JSON.parse(
      await run(tools, 'apply_changes', {
        ops: [{ op: 'write_projectfile', project: 'website-redesign', path: 'x.md', content: 'x' }],
      }),
    );
    expect(batch).toMatchObject({ applied: 0, rejected: [{ index: 0, op: 'write_projectfile' }] });
    expect(batch.rejected[0].reason).toMatch(/not bound to this meeting/);
    expect(await hashTree(t.root)).toBe(before);
  });

  it('C11: the approval-gated tools answer JSON in the compact profile: {"status","text"} or a refusal', async () => {
    t = await sampleSession(MEETINGS.functional);
    const tools = compactTools(t);
    const before = await hashTree(t.root);
    expectCompactRefusal(
      await run(tools, 'request_project_association', { project: 'no-such-project', reason: 'r' }),
      /no-such-project/,
    );
    expectCompactRefusal(
      await run(tools, 'request_workflow_change', { intention: 'x'.repeat(101), prompt: 'p' }),
      /100/,
    );
    const denied = JSON.parse(
      await run(tools, 'request_project_association', { project: 'website-redesign', reason: 'r' }),
    );
    expect(denied).toMatchObject({ status: 'denied' });
    expect(denied.text).toMatch(/^denied: /);
    const requested = JSON.parse(
      await run(tools, 'request_workflow_change', {
        intention: 'Use German',
        prompt: 'Write summaries in German.',
      }),
    );
    expect(requested).toMatchObject({ status: 'requested' });
    for (const name of [
      'query_meeting',
      'apply_changes',
      'request_project_association',
      'request_workflow_change',
    ])
      expect(tools.find((d) => d.name === name)?.description).toContain('{"error":"refused","message"}');
    expect(await hashTree(t.root)).toBe(before);
  });

  it('C11: the granular profile keeps its one-line refusal texts', async () => {
    t = await sampleSession(MEETINGS.functional);
    const def = toolDefinitions(t.session).find((d) => d.name === 'list_projectfiles');
    expect(await def?.execute({ project: 'website-redesign' })).toBe(
      'refused: project "website-redesign" is not bound to this meeting; bound: remote-control',
    );
  });
});
