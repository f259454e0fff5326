/**
 * L211 (session 32's leftovers). The tools pointed every reader to `list_project_catalog shows all
 * projects` — a tool a person at the command line cannot run — and `ma search` alone turned it into
 * `ma projects --all` by replacing the text (so `ma tool list_projects` and any other wording kept the
 * tool's name). The tools now word it by who reads the session (`host`): a person is told
 * `` `ma projects --all` shows all projects `` in `list_projects` and in every scope refusal's bound
 * list; the model keeps `list_project_catalog`. Real files in a temp sample-vault copy.
 * Spec: docs/tools.md (scope refusals); review14 V4; packages/tools/README.md.
 */
import { loadConfig, openVault } from '@ma/core';
import { copySampleVault } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { createToolSession, type ToolSessionOptions } from '../src/session/tool-session.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS } from '../src/test-support/sample-vault.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function session(host?: ToolSessionOptions['host']) {
  await cleanup?.();
  const temp = await copySampleVault();
  cleanup = temp.cleanup;
  const vault = await openVault(temp.root, await loadConfig({ vault: temp.root }));
  // The education committee's meeting note has `projects: []`.
  return createToolSession({ vault, meetingPath: MEETINGS.committee, ...(host ? { host } : {}) });
}

const CALLS = [
  ['list_projects', {}],
  ['search', { query: 'casing' }],
  ['list_projectfiles', { project: 'remote-control' }],
] as const;

describe('L211: where all projects are listed, in the words of who reads it', () => {
  it('L211: a person gets `ma projects --all` from every tool that points there', async () => {
    const s = await session('person');
    for (const [tool, args] of CALLS) {
      const out = await runTool(s, tool, args);
      expect(out, tool).toContain('`ma projects --all` shows all projects');
      expect(out, tool).not.toContain('list_project_catalog');
    }
  });

  it('L211: the model (the default, the agent and ma mcp) keeps list_project_catalog', async () => {
    for (const host of [undefined, 'model'] as const) {
      const s = await session(host);
      for (const [tool, args] of CALLS) {
        const out = await runTool(s, tool, args);
        expect(out, tool).toContain('list_project_catalog shows all projects');
        expect(out, tool).not.toContain('ma projects --all` shows');
      }
    }
  });
});
