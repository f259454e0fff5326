/**
 * C29 (docs/tools.md, Errors are results: "A refusal says what the call did not do", L67; seed 004
 * approval tools; seed 002 apply_changes). The refusals of an empty argument did not say it:
 * `refused: reason is empty; say in one or two sentences …` (was anybody asked? was the project
 * associated?), `refused: intention is empty; …` / `prompt is empty; …` (was something queued for the
 * user?), `ops is empty; …` — while every other refusal of these tools says `nothing changed` /
 * `nothing was queued`. Now each names what did not happen; nobody is asked, nothing is written.
 * Real sample vault copy, the tools' neutral definitions with a prompt the test controls.
 * Spec: docs/tools.md (Errors are results, not crashes; L67); seed 004; seed 002.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ApprovalPort, WorkflowRequest } from '../src/index.js';
import { createApprovalGatedTools, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

function tools(asked: unknown[], queued: WorkflowRequest[], profile: 'granular' | 'compact' = 'granular') {
  const port: ApprovalPort = {
    request: async (req) => {
      asked.push(req);
      return 'approved';
    },
  };
  return toolDefinitions(t.session, {
    profile,
    approvalGated: createApprovalGatedTools(t.session, {
      prompt: port,
      workflow: {
        submit: (r: WorkflowRequest) => {
          queued.push(r);
          return 'requested' as const;
        },
      },
    }),
  });
}

async function call(defs: ReturnType<typeof tools>, name: string, input: unknown): Promise<string> {
  const def = defs.find((d) => d.name === name);
  if (!def) throw new Error(`no tool ${name}`);
  return def.execute(input);
}

describe('C29: refusals of an empty argument say what the call did not do', () => {
  it('C29: request_project_association with a blank reason: nobody was asked and nothing changed', async () => {
    t = await sampleSession(MEETINGS.functional);
    const hash = await hashTree(t.root);
    const asked: unknown[] = [];
    const defs = tools(asked, []);
    expect(
      await call(defs, 'request_project_association', { project: 'website-redesign', reason: ' \n ' }),
    ).toBe(
      'refused: reason is empty; nobody was asked and nothing changed; say in one or two sentences why this meeting concerns the project',
    );
    expect(asked).toEqual([]);
    expect(await hashTree(t.root)).toBe(hash);
  });

  it('C29: request_workflow_change with a blank intention or prompt: nothing was queued', async () => {
    t = await sampleSession(MEETINGS.functional);
    const hash = await hashTree(t.root);
    const queued: WorkflowRequest[] = [];
    const defs = tools([], queued);
    expect(await call(defs, 'request_workflow_change', { intention: '  ', prompt: 'Use EUR.' })).toBe(
      'refused: intention is empty; nothing was queued; give a one-line intention (at most 100 characters)',
    );
    expect(await call(defs, 'request_workflow_change', { intention: 'Use EUR', prompt: ' \n' })).toBe(
      'refused: prompt is empty; nothing was queued; give the complete request for the settings agent',
    );
    expect(queued).toEqual([]);
    expect(await hashTree(t.root)).toBe(hash);
  });

  it('C29: compact apply_changes with no ops: nothing was applied', async () => {
    t = await sampleSession(MEETINGS.functional);
    const hash = await hashTree(t.root);
    const defs = tools([], [], 'compact');
    expect(JSON.parse(await call(defs, 'apply_changes', { ops: [] }))).toEqual({
      error: 'refused',
      message: 'ops is empty; nothing was applied; give at least one {op, …arguments}',
    });
    expect(await hashTree(t.root)).toBe(hash);
  });
});
