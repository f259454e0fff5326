import { asSchema, type ToolSet } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMeetingTools } from './create-meeting-tools.js';
import { approvalGatedToolNames } from './granular/index.js';
import { defineTool, toolJsonSchema } from './neutral/neutral-tool.js';
import { sampleSession, type TestSession } from './test-support/sample-vault.js';
import { toolDefinitions, toolNames, toolNamesOf, toolProfiles } from './tool-definitions.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('toolDefinitions / createMeetingTools', () => {
  it('lists the 20 granular tools once, with the same definitions in both forms', async () => {
    t = await sampleSession();
    expect(toolNames).toHaveLength(20);
    expect(new Set(toolNames).size).toBe(20);
    const defs = toolDefinitions(t.session);
    expect(defs.map((d) => d.name)).toEqual([...toolNames]);
    const set: ToolSet = createMeetingTools(t.session);
    for (const d of defs) {
      expect(set[d.name]?.description).toBe(d.description);
      const sent = await asSchema(set[d.name]!.inputSchema).jsonSchema;
      expect(sent).toMatchObject(toolJsonSchema(d.inputSchema));
    }
    // The seeds' tool names: seed 003's 17 plus seed 000's past-meeting tools and the catalog (seed 004).
    expect(toolNames).toEqual(
      expect.arrayContaining(['read_meetingnote', 'write_projectfile', 'search', 'list_project_catalog']),
    );
  });

  it('filters with only, refuses unknown names, and appends approval-gated tools from the typed slot', async () => {
    t = await sampleSession();
    expect(Object.keys(createMeetingTools(t.session, { only: ['search', 'read_transcript'] }))).toEqual([
      'read_transcript',
      'search',
    ]);
    expect(() => toolDefinitions(t.session, { only: ['nope'] })).toThrow('unknown tool name(s): nope');
    const requestWorkflowChange = defineTool({
      description: 'Queue a workflow request.',
      inputSchema: z.object({ intention: z.string().max(100), prompt: z.string() }),
      run: async () => 'requested',
    });
    const defs = toolDefinitions(t.session, {
      approvalGated: { request_workflow_change: requestWorkflowChange },
    });
    expect(defs.map((d) => d.name).slice(-1)).toEqual(['request_workflow_change']);
    expect(await defs.at(-1)!.execute({ intention: 'x', prompt: 'y' })).toBe('requested');
    expect(approvalGatedToolNames).toEqual(['request_project_association', 'request_workflow_change']);
  });

  it('issue 13: a tool created alone (only) has the same description, schema and result as in the full list, in both profiles', async () => {
    t = await sampleSession();
    for (const profile of toolProfiles) {
      const all = toolDefinitions(t.session, { profile });
      for (const def of all) {
        const [alone, ...rest] = toolDefinitions(t.session, { profile, only: [def.name] });
        expect(rest).toEqual([]);
        expect(alone?.name).toBe(def.name);
        expect(alone?.description).toBe(def.description);
        expect(toolJsonSchema(alone!.inputSchema)).toEqual(toolJsonSchema(def.inputSchema));
      }
      expect(() => toolDefinitions(t.session, { profile, only: [...toolNamesOf(profile), 'nope'] })).toThrow(
        'unknown tool name(s): nope',
      );
    }
    const [read] = toolDefinitions(t.session, { only: ['read_meetingnote'] });
    expect(await read!.execute({ from: 1, to: 2 })).toBe(
      await toolDefinitions(t.session)
        .find((d) => d.name === 'read_meetingnote')!
        .execute({ from: 1, to: 2 }),
    );
  });
});
