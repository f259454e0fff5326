/**
 * reviewB R75: a host's own approval port that ignores the call's abort signal and its deadline (a
 * dialog that never closes, a queue that lost the request) held the tool call — and the agent run,
 * an MCP call, a host's `Promise.all` — forever: `request_project_association` and `apply_changes`
 * with `approved: true` awaited `port.request()` even after the host aborted the call. Now the call
 * ends `cancelled` when its signal aborts and `timeout` when the port is still silent
 * `PORT_DEADLINE_GRACE_MS` past the request's `timeoutMs`, nothing changed; an approval the port
 * reports afterwards applies nothing (its `apply` throws `not applied: …`). Real tools on a temp copy
 * of the sample vault.
 * Spec: docs/tools.md (Cancellation: "an approval being asked ends cancelled"); docs/approvals.md; seed 004.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ApprovalPort, ApprovalPortRequest } from '../src/index.js';
import { createApprovalGatedTools, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

/** A port that never answers; it keeps every request it got (with its `apply`). */
function silentPort(): ApprovalPort & { asked: ApprovalPortRequest[]; answered: Promise<void> } {
  const asked: ApprovalPortRequest[] = [];
  let seen: () => void = () => {};
  const answered = new Promise<void>((r) => {
    seen = r;
  });
  return {
    asked,
    answered,
    request: (r) => {
      asked.push(r);
      seen();
      return new Promise(() => {});
    },
  };
}

function tools(port: ApprovalPort, timeoutMs?: number) {
  const approvalGated = createApprovalGatedTools(t.session, {
    prompt: port,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  const granular = toolDefinitions(t.session, { approvalGated });
  const compact = toolDefinitions(t.session, { approvalGated, profile: 'compact' });
  return {
    associate: granular.find((d) => d.name === 'request_project_association')!,
    apply: compact.find((d) => d.name === 'apply_changes')!,
  };
}

describe('R75: a host approval port that never answers', () => {
  it('R75: request_project_association ends cancelled when its signal aborts; a late approval applies nothing', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await hashTree(t.root);
    const port = silentPort();
    const controller = new AbortController();
    const call = tools(port).associate.execute(
      { project: 'website-redesign', reason: 'They talked about the website.' },
      { signal: controller.signal },
    );
    await port.answered;
    controller.abort();
    const text = await call;
    expect(text).toContain('cancelled');
    expect(text).toContain('project "website-redesign" was not associated; nothing changed');
    // The port answers after all: nothing is applied.
    await expect(port.asked[0]!.apply?.()).rejects.toThrow(/^cancelled after the approval/);
    expect(await hashTree(t.root)).toBe(before);
  });

  it('R75: apply_changes with approved: true rejects the op as cancelled when its signal aborts', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await hashTree(t.root);
    const port = silentPort();
    const controller = new AbortController();
    const call = tools(port).apply.execute(
      { approved: true, ops: [{ op: 'remove_attendee', name: 'Marketing' }] },
      { signal: controller.signal },
    );
    await port.answered;
    controller.abort();
    const parsed = JSON.parse(await call) as { applied: number; rejected: Array<{ reason: string }> };
    expect(parsed.applied).toBe(0);
    expect(parsed.rejected[0]!.reason).toContain('cancelled: the run was cancelled');
    expect(await hashTree(t.root)).toBe(before);
  });

  it('R75: a port silent past its deadline (and the grace) ends the call as timeout, nothing changed', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await hashTree(t.root);
    const port = silentPort();
    const text = await tools(port, 1).associate.execute({
      project: 'website-redesign',
      reason: 'They talked about the website.',
    });
    expect(port.asked).toHaveLength(1);
    expect(text).toContain('timeout: no answer before the deadline');
    expect(text).toContain('project "website-redesign" was not associated; nothing changed');
    await expect(port.asked[0]!.apply?.()).rejects.toThrow('not applied');
    expect(await hashTree(t.root)).toBe(before);
  });

  it('R75: an async workflow queue that never answers: request_workflow_change ends when the call is cancelled, and when 5 s pass', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await hashTree(t.root);
    let submitted: () => void = () => {};
    const asked = new Promise<void>((r) => {
      submitted = r;
    });
    const approvalGated = createApprovalGatedTools(t.session, {
      prompt: { request: async () => 'denied' },
      workflow: {
        submit: () => {
          submitted();
          return new Promise(() => {}) as never;
        },
      },
    });
    const workflow = toolDefinitions(t.session, { approvalGated }).find(
      (d) => d.name === 'request_workflow_change',
    )!;
    const controller = new AbortController();
    const cancelled = workflow.execute(
      { intention: 'Shorter summaries', prompt: 'Make the summary template shorter.' },
      { signal: controller.signal },
    );
    await asked;
    controller.abort();
    const text = await cancelled;
    expect(text).toMatch(/^refused: the call was cancelled before the application's request queue answered/);
    expect(text).not.toContain('requested:');
    const silent = await workflow.execute({
      intention: 'Longer summaries',
      prompt: 'Make the summary template longer.',
    });
    expect(silent).toMatch(
      /^refused: the request was not confirmed as queued: the application's request queue did not answer within 5 s/,
    );
    expect(await hashTree(t.root)).toBe(before);
  });
});
