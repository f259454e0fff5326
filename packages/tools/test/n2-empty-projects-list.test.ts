/**
 * N2 (reviewA session 22): `search` with `projects: []` names no project, so it is refused as bad
 * input (`refused: projects is empty; omit projects to search every bound project, …`), as the CLI
 * refuses `ma search --projects ""`; it never searches every bound project. Omitted or null
 * `projects` still searches them all. Real rg over a temp copy of the sample vault.
 * Spec: docs/tools.md (`search`); reviewA session 22, noticed N2.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('N2: an empty projects list is refused, not read as "all bound"', () => {
  it('N2 search {projects: []} is refused; omitted or null searches every bound project', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await runTool(t.session, 'search', { query: 'EUR', projects: [] });
    expect(isRefusal(out), out).toBe(true);
    expect(out).toMatch(/^refused: projects is empty; omit projects to search every bound project/);
    for (const args of [{ query: 'EUR' }, { query: 'EUR', projects: null }]) {
      const all = await runTool(t.session, 'search', args);
      expect(isRefusal(all), all).toBe(false);
      expect(all).toMatch(/^Projects\/remote-control\//);
    }
  });
});
