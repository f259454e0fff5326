/**
 * Y4 (review12): the 200-character limit on tool descriptions held only for the granular set: the
 * compact profile's query_meeting (489), apply_changes (556) and its approval-gated tools (258, 224)
 * were longer. Every profile, with the approval-gated tools and in the small-window set, now keeps
 * every description within 200 characters; what the compact tools take is described on their
 * arguments (view, filters, ops, approved).
 * Spec: docs/contributing.md / PROTOCOL standards (tool descriptions <= 200 characters; the compact
 * profile fits 3584 tokens); docs/tools.md (Compact profile); review12 Y4.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovalGatedTools, type ToolProfile, toolDefinitions, toolJsonSchema } from '../src/index.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
beforeAll(async () => {
  t = await sampleSession();
});
afterAll(async () => t?.cleanup());

describe('Y4: every tool description is at most 200 characters', () => {
  for (const profile of ['granular', 'compact'] as ToolProfile[]) {
    for (const brief of [false, true]) {
      it(`Y4: ${profile} profile${brief ? ' (small-window set)' : ''}, approval-gated tools included`, () => {
        const defs = toolDefinitions(t.session, {
          profile,
          brief,
          approvalGated: createApprovalGatedTools(t.session, { prompt: { request: async () => 'denied' } }),
        });
        expect(defs.length).toBeGreaterThan(0);
        for (const def of defs) expect(def.description.length, def.name).toBeLessThanOrEqual(200);
      });
    }
  }

  it('Y4: the compact tools name their views and ops on their arguments', () => {
    const defs = toolDefinitions(t.session, { profile: 'compact' });
    const schemaText = (name: string) =>
      JSON.stringify(toolJsonSchema(defs.find((d) => d.name === name)!.inputSchema));
    for (const view of [
      'projectfile {project, path}',
      'past_summary {meeting}',
      'search {query, project?, limit?',
    ])
      expect(schemaText('query_meeting')).toContain(view);
    expect(schemaText('query_meeting')).toContain('from_char');
    for (const op of ['write_projectfile', 'override_speaker', 'delete_identity'])
      expect(schemaText('apply_changes')).toContain(op);
    expect(schemaText('apply_changes')).toContain('A rejected op does not stop the others');
  });
});
