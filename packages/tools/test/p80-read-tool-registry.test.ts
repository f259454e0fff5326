/**
 * P80 (issue #13 (e)): the granular tools that only read can be made one by one without the registry
 * of every tool (`granularReadToolDefinition`), for `ma tool`'s read-tools bundle (docs/startup.md,
 * seventeenth pass). They must be exactly the granular tools that are not writes, and each one made
 * so must be the tool `toolDefinitions` gives: same name, description, argument schema, results and
 * refusals. Real tools on a temp copy of the sample vault.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { granularToolFactories, granularToolNames, granularWriteToolNames } from '../src/granular/index.js';
import {
  approvalGatedToolNames,
  type GranularReadToolName,
  granularReadToolDefinition,
  granularReadToolNames,
  isGranularReadToolName,
  toolDefinitions,
} from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

/** Arguments for each read tool: one result and one refusal or argument error. */
const CALLS: Record<GranularReadToolName, unknown[]> = {
  read_meetingnote: [{}, { from: 2, to: 4 }, { from: 'one' }],
  read_transcript: [{ from: 1, to: 3 }, { from: 0 }],
  read_context: [{}, { to: -1 }],
  read_usernotes: [{}, { from: 99999 }],
  read_glossary: [{}, { extra: 1 }],
  list_projects: [{}, { x: true }],
  list_projectfiles: [{ project: 'remote-control' }, { project: 'website-redesign' }],
  read_projectfile: [
    { project: 'remote-control', path: 'AGENTS.md' },
    { project: 'website-redesign', path: 'scope.md' },
  ],
  list_past_project_meetings: [{}, { project: 'nope' }],
  read_past_project_meeting_summary: [
    { path: 'Summaries/2026-03-09 Remote control kickoff.md' },
    { path: '../x.md' },
  ],
  search: [{ pattern: 'remote' }, { pattern: '(' }],
  list_project_catalog: [{}, { query: 3 }],
};

describe('P80: the granular read tools without the registry of every tool', () => {
  it('P80: the read tools are the granular tools that are not writes, in registry order, and the name list is the registry', () => {
    expect(Object.keys(granularToolFactories)).toEqual([...granularToolNames]);
    expect([...granularReadToolNames]).toEqual(
      granularToolNames.filter((n) => !granularWriteToolNames.has(n)),
    );
    for (const name of granularToolNames)
      expect(isGranularReadToolName(name)).toBe(!granularWriteToolNames.has(name));
    for (const name of [...approvalGatedToolNames, 'query_meeting', 'apply_changes', 'read-meetingnote', ''])
      expect(isGranularReadToolName(name)).toBe(false);
  });

  it('P80: each read tool made alone is the one toolDefinitions gives: name, description, schema, results and refusals', async () => {
    t = await sampleSession(MEETINGS.functional);
    for (const name of granularReadToolNames) {
      const [viaRegistry] = toolDefinitions(t.session, { only: [name] });
      const alone = granularReadToolDefinition(t.session, name);
      expect(viaRegistry?.name).toBe(name);
      expect(alone.name).toBe(name);
      expect(alone.description).toBe(viaRegistry?.description);
      expect(alone.inputSchema).toEqual(viaRegistry?.inputSchema);
      for (const input of CALLS[name]) {
        const results = [];
        for (const tool of [viaRegistry, alone]) {
          try {
            results.push({ ok: await tool?.execute(input) });
          } catch (error) {
            results.push({ threw: String(error) });
          }
        }
        expect(results[1], `${name} ${JSON.stringify(input)}`).toEqual(results[0]);
      }
    }
  });
});
