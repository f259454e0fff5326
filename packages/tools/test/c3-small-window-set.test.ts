/**
 * C3 (docs/context-budget.md, "The small-window set"): `brief: true` gives each profile its
 * reduced set — granular: the meeting's notes, the summary and the context note with short
 * descriptions; compact: `query_meeting` with the views note, transcript, usernotes, context and
 * `apply_changes` with the ops write_summary, write_context — smaller than the full sets, with
 * the same rules (what it does not offer is refused, in compact JSON for the compact profile).
 */
import { asSchema } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApprovalPort,
  BRIEF_GRANULAR_TOOLS,
  createApprovalGatedTools,
  createMeetingTools,
  toolDefinitions,
} from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const port: ApprovalPort = { request: async () => 'approved' };

/** Characters of the definitions as sent: name, description, JSON Schema. */
async function sentChars(set: object): Promise<number> {
  let n = 0;
  for (const [name, tool] of Object.entries(
    set as Record<string, { description?: string; inputSchema: unknown }>,
  ))
    n +=
      name.length +
      (tool.description ?? '').length +
      JSON.stringify(await asSchema(tool.inputSchema as never).jsonSchema).length;
  return n;
}

describe('C3: the small-window tool set', () => {
  it('C3: granular brief: six tools, short descriptions, no approval-gated tools, under half the narrowed size', async () => {
    t = await sampleSession(MEETINGS.functional);
    const gated = createApprovalGatedTools(t.session, { prompt: port });
    const brief = createMeetingTools(t.session, { brief: true, approvalGated: gated });
    expect(Object.keys(brief).sort()).toEqual([...BRIEF_GRANULAR_TOOLS].sort());
    for (const tool of Object.values(brief)) expect((tool.description ?? '').length).toBeLessThanOrEqual(160);
    const full = createMeetingTools(t.session, { approvalGated: gated });
    const narrowed = Object.fromEntries(Object.entries(full).filter(([n]) => n in brief));
    expect(await sentChars(brief)).toBeLessThan((await sentChars(narrowed)) * 0.75);
  });

  it('C3: compact brief: fewer views and ops, refused in compact JSON, nothing written', async () => {
    t = await sampleSession(MEETINGS.functional);
    const gated = createApprovalGatedTools(t.session, { prompt: port });
    const defs = toolDefinitions(t.session, { profile: 'compact', brief: true, approvalGated: gated });
    expect(defs.map((d) => d.name)).toEqual(['query_meeting', 'apply_changes']);
    const full = createMeetingTools(t.session, { profile: 'compact' });
    const brief = createMeetingTools(t.session, { profile: 'compact', brief: true });
    expect(await sentChars(brief)).toBeLessThan((await sentChars(full)) * 0.5);
    const [query, apply] = defs;
    const before = await hashTree(t.root);
    const projects = JSON.parse((await query?.execute({ view: 'projects' })) ?? '{}');
    expect(projects.error).toBe('refused');
    expect(projects.message).toMatch(/^invalid arguments \(view: /);
    const note = JSON.parse(
      (await query?.execute({ view: 'transcript', filters: { from: 1, to: 2 } })) ?? '{}',
    );
    expect(note.view).toBe('transcript');
    const result = JSON.parse(
      (await apply?.execute({
        ops: [{ op: 'write_projectfile', project: 'remote-control', path: 'x.md', content: 'x' }],
      })) ?? '{}',
    );
    expect(result.applied).toBe(0);
    expect(result.rejected[0].reason).toBe(
      'refused: unknown op "write_projectfile"; ops: write_summary, write_context',
    );
    expect(await hashTree(t.root)).toBe(before);
    const written = JSON.parse(
      (await apply?.execute({ ops: [{ op: 'write_summary', content: '## Summary\nx\n' }] })) ?? '{}',
    );
    expect(written.applied).toBe(1);
    expect(t.session.summaryDraft.read()).toContain('## Summary');
  });
});
