/**
 * C16 (spec audit, session 24): in the compact profile "granular tool names in messages become the
 * compact call" (docs/tools.md, Compact profile; seed 002: one read tool a small model can reach
 * for). `request_project_association`, which the compact profile offers as well, refused with
 * granular names a compact session cannot call: `project is empty; give a project ID:
 * list_project_catalog lists every project, list_projects the bound ones`, `check the name with a
 * list_* tool`, `list_project_catalog shows the current projects`, and its `project` argument said
 * `Project ID from list_project_catalog.` Real sample-vault copy, a controlled approval port.
 * Spec: docs/tools.md (Compact profile); seed 002; seed 004.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApprovalPort, ApprovalPortOutcome } from '../src/index.js';
import { createApprovalGatedTools, toolDefinitions, toolJsonSchema, toolNames } from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

/** Granular tool names with an underscore (a compact session offers none of them). */
const GRANULAR = new RegExp(`\\b(${toolNames.filter((n) => n.includes('_')).join('|')})\\b|list_\\*`);

function compactTools(port: ApprovalPort) {
  return toolDefinitions(t.session, {
    profile: 'compact',
    approvalGated: createApprovalGatedTools(t.session, { prompt: port }),
  });
}

describe("C16: the compact profile's approval-gated tools name compact calls only", () => {
  it('C16: request_project_association refusals and its schema name query_meeting, never a granular tool', async () => {
    t = await sampleSession(MEETINGS.functional);
    let release: (o: ApprovalPortOutcome) => void = () => {};
    let raised: () => void = () => {};
    const asked = new Promise<void>((r) => {
      raised = r;
    });
    const port: ApprovalPort = {
      request: () =>
        new Promise<ApprovalPortOutcome>((resolve) => {
          release = resolve;
          raised();
        }),
    };
    const defs = compactTools(port);
    const gated = defs.find((d) => d.name === 'request_project_association')!;
    const refusal = async (input: unknown) =>
      JSON.parse(await gated.execute(input)) as Record<string, string>;

    const empty = await refusal({ project: '', reason: 'x' });
    expect(empty).toEqual({
      error: 'refused',
      message:
        'project is empty (""): the argument names no project, so no project folder or file was looked at; give a project ID (the name of its folder): query_meeting view "catalog" lists every project, query_meeting view "projects" the bound ones',
    });
    const unknown = await refusal({ project: 'nope', reason: 'x' });
    expect(unknown.error).toBe('refused');
    expect(unknown.message).toBe(
      'project "nope" is not a project folder in Projects/; nothing changed; give its ID: query_meeting view "catalog" lists every project with its ID before the colon',
    );

    // Approved after the project was removed: the refusal names the compact catalog call.
    const pending = gated.execute({ project: 'website-redesign', reason: 'the redesign came up' });
    await asked;
    await rm(path.join(t.root, 'Projects/website-redesign'), { recursive: true });
    release('approved');
    const gone = JSON.parse(await pending) as Record<string, string>;
    expect(gone.error).toBe('refused');
    expect(gone.message).toContain('query_meeting view "catalog" shows the current projects');

    for (const message of [empty.message, unknown.message, gone.message])
      expect(message).not.toMatch(GRANULAR);
    // What the model is shown of every compact tool names no granular tool either.
    for (const def of defs.filter((d) => d.name.startsWith('request_')))
      expect(JSON.stringify(toolJsonSchema(def.inputSchema)), def.name).not.toMatch(GRANULAR);
  });
});
