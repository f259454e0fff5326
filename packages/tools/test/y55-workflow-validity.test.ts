/**
 * review12 Y55: `request_workflow_change` tells the model how long the request stays valid as the
 * host configured it (`approvals.timeoutMs`, or the `timeoutMs` the host gives the approval-gated
 * tools), never a fixed "10 minutes": a request that expires after 4 seconds says so.
 * Spec: seed 004, Decisions ("Requests also expire after ten minutes": the default);
 * docs/vault-format.md, Configuration (`approvals.timeoutMs`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApprovalGatedTools } from '../src/approval/approval-gated-tools.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';
import { toolDefinitions } from '../src/tool-definitions.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

async function request(timeoutMs?: number): Promise<string> {
  const defs = toolDefinitions(t.session, {
    approvalGated: createApprovalGatedTools(t.session, {
      prompt: { request: async () => 'denied' },
      workflow: { submit: () => 'requested' },
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    }),
  });
  const tool = defs.find((d) => d.name === 'request_workflow_change');
  return (
    (await tool?.execute({ intention: 'Add a risks section', prompt: 'Add ## Risks to the template.' })) ?? ''
  );
}

describe('review12 Y55: the validity a workflow request is said to have', () => {
  it("Y55: without a host timeout, the vault configuration's approvals.timeoutMs (default 10 minutes)", async () => {
    t = await sampleSession(MEETINGS.functional);
    expect(t.vault.config.approvals.timeoutMs).toBe(600_000);
    expect(await request()).toContain('is queued for the user (valid 10 minutes)');
  });

  it('Y55: a request that expires after 4 seconds says 4 seconds', async () => {
    t = await sampleSession(MEETINGS.functional);
    expect(await request(4000)).toContain('is queued for the user (valid 4 seconds)');
  });

  it("Y55: the host's own timeoutMs wins (90 s, 2 hours)", async () => {
    t = await sampleSession(MEETINGS.functional);
    // C20: 90 s is said exactly (was "2 minutes", longer than the request lives).
    expect(await request(90_000)).toContain('(valid 1 minute 30 seconds)');
    expect(await request(30_000)).toContain('(valid 30 seconds)');
    expect(await request(7_200_000)).toContain('(valid 2 hours)');
  });
});
