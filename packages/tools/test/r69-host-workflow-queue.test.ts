/**
 * reviewB R69: a host that embeds `@ma/tools` gives `createApprovalGatedTools` its own workflow
 * queue (`WorkflowRequestSink`, plain JavaScript). A `submit` that throws, that rejects (an async
 * queue) or that answers anything else than `requested` / `duplicate` / `closed` is never reported
 * to the model as `requested`: the tool refuses, saying the request was not (known to be) queued,
 * and the host process sees no unhandled rejection. A `state` that throws reads as "not known to
 * this run" in the run record. Before: `undefined` and a rejecting async `submit` were answered
 * `requested: "…" is queued for the user` (the rejection then unhandled: a crash of a host on
 * Node's default), and a throwing `submit` made the tool call reject.
 * Real tools on a temp copy of the sample vault.
 * Spec: docs/approvals.md (R68, R69); seed 004, Decisions (background request queue).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { WorkflowRequestSink } from '../src/index.js';
import { createApprovalGatedTools, toolDefinitions, workflowRequestLines } from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const ARGS = { intention: 'List prices in EUR', prompt: 'Always list prices in EUR in summaries.' };

async function requestWith(sink: WorkflowRequestSink): Promise<string> {
  const approvalGated = createApprovalGatedTools(t.session, {
    prompt: { request: async () => 'denied' },
    workflow: sink,
  });
  return toolDefinitions(t.session, { approvalGated })
    .find((d) => d.name === 'request_workflow_change')!
    .execute(ARGS);
}

describe('R69: a host workflow queue that fails or answers wrongly', () => {
  it('R69: a submit answering nothing or another word is not reported as requested', async () => {
    t = await sampleSession(MEETINGS.functional);
    for (const [answer, said] of [
      [undefined, 'answered nothing (undefined), not requested, duplicate or closed'],
      ['ok', 'answered "ok", not requested, duplicate or closed'],
      [true, 'answered true, not requested'],
    ] as const) {
      const text = await requestWith({ submit: () => answer as never });
      expect(text).toMatch(/^refused: the request was not confirmed as queued/);
      expect(text).toContain(said);
      expect(text).not.toContain('is queued for the user');
    }
    expect(t.session.workflowRequests).toEqual([]);
  });

  it('R69: a submit that throws or rejects is refused naming its error, and no rejection is left unhandled', async () => {
    t = await sampleSession(MEETINGS.functional);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const thrown = await requestWith({
        submit: () => {
          throw new Error('queue full');
        },
      });
      expect(thrown).toContain(
        "refused: the request could not be queued: the application's request queue failed (queue full)",
      );
      const rejected = await requestWith({
        submit: (async () => {
          throw new Error('queue offline');
        }) as never,
      });
      expect(rejected).toContain("the application's request queue failed (queue offline)");
      // An async queue that queued it is taken at its word.
      const asyncOk = await requestWith({ submit: (async () => 'requested') as never });
      expect(asyncOk).toContain('is queued for the user');
      // Let any stray rejection surface before looking.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });

  it('R69: a state that throws reads as an outcome not known to the run', async () => {
    t = await sampleSession(MEETINGS.functional);
    const text = await requestWith({
      submit: () => 'requested',
      state: () => {
        throw new Error('state store gone');
      },
    });
    expect(text).toContain('is queued for the user');
    expect(workflowRequestLines(t.session.workflowRequests)).toEqual([
      '- workflow request: "List prices in EUR": queued for the user; its outcome is not known to this run (the host decides it after the run)',
    ]);
  });
});
