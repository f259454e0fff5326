/**
 * C20 (spec audit, session 24): `request_workflow_change` says how long the request stays valid as the
 * host configured it (review12 Y55; seed 004 "Requests also expire after ten minutes"). The text
 * rounded to whole minutes: a request that expires after 90 seconds said `valid 2 minutes`, one of
 * 150 seconds `valid 3 minutes`, 59.5 seconds `valid 60 seconds` — the model (and the user reading the
 * run record) told it stays valid longer than it does. The validity is now said exactly, to the
 * second, never longer than it is: `valid 1 minute 30 seconds`.
 * Real sample-vault copy; the host's timeoutMs as the queue uses it.
 * Spec: seed 004 (Decisions, Open Questions: the ten-minute validity); docs/vault-format.md (`approvals.timeoutMs`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApprovalGatedTools } from '../src/approval/approval-gated-tools.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';
import { toolDefinitions } from '../src/tool-definitions.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

async function validity(timeoutMs: number): Promise<string> {
  const defs = toolDefinitions(t.session, {
    approvalGated: createApprovalGatedTools(t.session, {
      prompt: { request: async () => 'denied' },
      workflow: { submit: () => 'requested' },
      timeoutMs,
    }),
  });
  const out = await defs
    .find((d) => d.name === 'request_workflow_change')!
    .execute({ intention: 'Add a risks section', prompt: 'Add ## Risks to the template.' });
  return /\(valid ([^)]*)\)/.exec(out)?.[1] ?? out;
}

describe('C20: a workflow request says exactly how long it stays valid', () => {
  it('C20: never longer than the deadline the queue keeps', async () => {
    t = await sampleSession(MEETINGS.functional);
    expect(await validity(90_000)).toBe('1 minute 30 seconds');
    expect(await validity(150_000)).toBe('2 minutes 30 seconds');
    expect(await validity(59_500)).toBe('59 seconds');
    expect(await validity(5_400_000)).toBe('1 hour 30 minutes');
    // Whole units stay as they were.
    expect(await validity(600_000)).toBe('10 minutes');
    expect(await validity(7_200_000)).toBe('2 hours');
    expect(await validity(86_400_000)).toBe('24 hours');
    expect(await validity(1000)).toBe('1 second');
  });
});
