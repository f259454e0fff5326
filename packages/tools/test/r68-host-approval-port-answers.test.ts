/**
 * reviewB R68: a host that embeds `@ma/tools` gives `createApprovalGatedTools` its own approval
 * port (its own dialog, written in plain JavaScript). A port that answers something else than the
 * six outcomes (`'yes'`, `true`, `'APPROVED'`, nothing) is `invalid`, naming what came back; a port
 * that throws or rejects could not ask: `unavailable`, naming its error. Neither approves or changes
 * anything, and the tool call answers instead of rejecting. Before: the model read
 * `undefined; project "…" was not associated; nothing changed` (and `"reason":"undefined; …"` from
 * apply_changes), and a port that threw made the tool call reject with the dialog's error.
 * Real tools on a temp copy of the sample vault.
 * Spec: docs/approvals.md (A7, R26, R68); seed 004.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ApprovalPort } from '../src/index.js';
import { createApprovalGatedTools, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

/** The association and the destructive compact op, each asked through `port`. */
async function askBoth(port: ApprovalPort): Promise<{ association: string; change: string }> {
  const approvalGated = createApprovalGatedTools(t.session, { prompt: port });
  const granular = toolDefinitions(t.session, { approvalGated });
  const compact = toolDefinitions(t.session, { approvalGated, profile: 'compact' });
  const association = await granular
    .find((d) => d.name === 'request_project_association')!
    .execute({ project: 'website-redesign', reason: 'They talked about the website.' });
  const change = await compact
    .find((d) => d.name === 'apply_changes')!
    .execute({ approved: true, ops: [{ op: 'remove_attendee', name: 'Marketing' }] });
  return { association, change };
}

describe('R68: a host approval port that answers wrongly or fails', () => {
  const wrong: Array<[string, unknown, string]> = [
    ['a string that is no outcome', 'yes', 'answered "yes", not one of approved, denied'],
    ['a case variant', 'APPROVED', 'answered "APPROVED", not one of'],
    ['a boolean', true, 'answered true, not one of'],
    ['nothing', undefined, 'answered nothing (undefined), not one of'],
  ];
  for (const [label, answer, said] of wrong) {
    it(`R68: a port answering ${label} is an invalid answer naming it; nothing changes`, async () => {
      t = await sampleSession(MEETINGS.functional);
      const before = await hashTree(t.root);
      const { association, change } = await askBoth({ request: async () => answer as never });
      expect(association).toContain('invalid answer: the user was asked');
      expect(association).toContain(said);
      expect(association).toContain('project "website-redesign" was not associated; nothing changed');
      expect(association).not.toContain('undefined;');
      const parsed = JSON.parse(change) as { applied: number; rejected: Array<{ reason: string }> };
      expect(parsed.applied).toBe(0);
      expect(parsed.rejected[0]!.reason).toContain('invalid answer');
      expect(parsed.rejected[0]!.reason).toContain(said);
      expect(await hashTree(t.root)).toBe(before);
    });
  }

  for (const [label, port] of [
    [
      'rejects',
      {
        request: async () => {
          throw new Error('dialog crashed');
        },
      },
    ],
    [
      'throws before it returns a promise',
      {
        request: () => {
          throw new Error('dialog crashed');
        },
      },
    ],
  ] as Array<[string, ApprovalPort]>) {
    it(`R68: a port that ${label} is "not asked", naming its error; the call answers; nothing changes`, async () => {
      t = await sampleSession(MEETINGS.functional);
      const before = await hashTree(t.root);
      const { association, change } = await askBoth(port);
      expect(association).toContain(
        'not asked: could not ask the user (the approval prompt failed: dialog crashed); this is not approved',
      );
      const parsed = JSON.parse(change) as { applied: number; rejected: Array<{ reason: string }> };
      expect(parsed.applied).toBe(0);
      expect(parsed.rejected[0]!.reason).toContain('the approval prompt failed: dialog crashed');
      expect(await hashTree(t.root)).toBe(before);
    });
  }

  it('R68: a port that runs the approved change and then rejects leaves the change made, reported as approved', async () => {
    t = await sampleSession(MEETINGS.functional);
    const { association } = await askBoth({
      request: async (request) => {
        await request.apply?.();
        throw new Error('could not record the outcome');
      },
    });
    expect(association).not.toContain('not asked');
    expect(association).toContain('website-redesign');
    const read = toolDefinitions(t.session).find((d) => d.name === 'list_projects')!;
    expect(await read.execute({})).toContain('website-redesign');
  });
});
