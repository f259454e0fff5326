/**
 * L51 (reviewA U8 remainder): `request_workflow_change`'s limits lived in its JSON Schema as zod's
 * `.max()`, which counts UTF-16 units: an intention of 100 accented letters typed on macOS (NFD,
 * `e` + U+0301: 200 units) was refused as over 100 characters, and so was a prompt of emoji under
 * its 20,000. Both limits now count as every other limit does (core `textLength`: NFC code points);
 * the JSON Schema still shows each limit (`maxLength`), and past it the refusal names the count.
 * Real tools on a sample-vault copy. Spec: L51; reviewA U8; seed 004 (intention ≤ 100).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApprovalGatedTools } from '../src/approval/approval-gated-tools.js';
import { RequestWorkflowChangeInputSchema } from '../src/approval/request-workflow-change.js';
import { toolJsonSchema } from '../src/neutral/neutral-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';
import { toolDefinitions } from '../src/tool-definitions.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

function workflowTool(submitted: string[]) {
  const defs = toolDefinitions(t.session, {
    approvalGated: createApprovalGatedTools(t.session, {
      prompt: { request: async () => 'denied' },
      workflow: {
        submit: (r) => {
          submitted.push(r.intention);
          return 'requested';
        },
      },
    }),
  });
  const tool = defs.find((d) => d.name === 'request_workflow_change');
  if (!tool) throw new Error('no request_workflow_change');
  return tool;
}

describe('L51: the tools’ schema length limits count characters as shown', () => {
  it('L51: an NFD intention of 100 characters and a prompt of 15,000 emoji are queued; 101 characters is refused naming the count', async () => {
    t = await sampleSession(MEETINGS.functional);
    const submitted: string[] = [];
    const tool = workflowTool(submitted);
    const intention = 'é'.repeat(100).normalize('NFD');
    expect(intention.length).toBe(200);
    const ok = await tool.execute({ intention, prompt: '😀'.repeat(15_000) });
    expect(ok).toMatch(/^requested: /);
    expect(submitted).toEqual([intention]);
    const over = await tool.execute({ intention: 'é'.repeat(101).normalize('NFD'), prompt: 'Add ## Risks.' });
    expect(over).toContain('intention: expected at most 100 characters, got 101 characters');
    expect(submitted).toHaveLength(1);
    const long = await tool.execute({ intention: 'x', prompt: 'a'.repeat(20_001) });
    expect(long).toContain('prompt: expected at most 20000 characters, got 20001 characters');
  });

  it('L51: the JSON Schema a model or MCP client sees still states both limits', () => {
    const schema = toolJsonSchema(RequestWorkflowChangeInputSchema()) as {
      properties: Record<string, { maxLength?: number; type?: string }>;
    };
    expect(schema.properties.intention).toMatchObject({ type: 'string', maxLength: 100 });
    expect(schema.properties.prompt).toMatchObject({ type: 'string', maxLength: 20_000 });
  });
});
