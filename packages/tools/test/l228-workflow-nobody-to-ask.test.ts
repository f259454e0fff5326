/**
 * Leftovers L228 (spec audit of seed 004's approval tools): where the host knows nobody can be asked
 * (`approvals.prompt: console` without a terminal, an MCP client without elicitation), the approval
 * tools answer `not asked: …` (docs/mcp.md, docs/approvals.md A7) — but `request_workflow_change`
 * answered `requested: "…" is queued for the user …`, and the model then told the user a change was
 * requested that nobody was ever asked about. Now a host queue may answer `unavailable`: nothing is
 * queued, the tool answers `not asked: …; nothing was queued; nothing changed`, nothing is recorded as
 * a queued request. Real tools on a temp copy of the sample vault.
 * Spec: seed 004, Decisions (background request queue); docs/approvals.md (A7); docs/mcp.md (Approvals).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApprovalGatedTools, toolDefinitions } from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('L228: a workflow request nobody can be asked about', () => {
  it('L228: a queue answering unavailable: "not asked", nothing queued, never "requested"', async () => {
    t = await sampleSession(MEETINGS.functional);
    const submitted: unknown[] = [];
    const approvalGated = createApprovalGatedTools(t.session, {
      prompt: { request: async () => 'unavailable' },
      workflow: {
        submit: (request) => {
          submitted.push(request);
          return 'unavailable';
        },
      },
    });
    const result = await toolDefinitions(t.session, { approvalGated })
      .find((d) => d.name === 'request_workflow_change')!
      .execute({ intention: 'List prices in EUR', prompt: 'Always list prices in EUR.' });
    expect(result).toMatch(/^not asked: could not ask the user .*; nothing was queued; nothing changed$/);
    expect(result).not.toContain('requested');
    expect(submitted).toHaveLength(1);
    expect(t.session.workflowRequests).toHaveLength(0);
  });
});
