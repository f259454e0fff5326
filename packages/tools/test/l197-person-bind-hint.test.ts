/**
 * L197 (session 31's leftovers, newcomer N11 b): `ma search --meeting M` for a meeting with no bound
 * projects told the person at the command line that `request_project_association asks the user for
 * one` — a tool only the agent can call. A tool session now knows who reads its answers (`host`):
 * for `'person'` (the CLI's `ma search`, `ma tool`) the hint says what a person does (add the line to
 * the meeting note's `projects:`; `ma projects --all` lists the IDs); the model (default, and the
 * agent's and `ma mcp`'s sessions) still gets the tool's name. Real files in a temp sample-vault copy.
 * Spec: docs/tools.md (scope refusals say how a project is bound); packages/tools/README.md.
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

const PERSON = `a project is bound by listing its folder in the meeting note's projects: property (- "[[Projects/<id>]]"): add that line to the meeting note (\`ma projects --all\` lists the project IDs)`;
const MODEL = `a project is bound by listing its folder in the meeting note's projects: property (- "[[Projects/<id>]]"); request_project_association asks the user for one`;

async function session(host?: ToolSessionOptions['host']) {
  const temp = await copySampleVault();
  cleanup = temp.cleanup;
  const vault = await openVault(temp.root, await loadConfig({ vault: temp.root }));
  // The education committee's meeting note has `projects: []`.
  return createToolSession({ vault, meetingPath: MEETINGS.committee, ...(host ? { host } : {}) });
}

describe('L197: how a project is bound, in the words of who reads it', () => {
  it('L197: a person (ma search, ma tool) is told to list the project in the note, never the agent-only tool', async () => {
    const s = await session('person');
    for (const [tool, args] of [
      ['search', { query: 'casing' }],
      ['search', { query: 'casing', projects: ['no-such'] }],
      ['list_projectfiles', { project: 'no-such' }],
    ] as const) {
      const out = await runTool(s, tool, args);
      expect(out, tool).toContain(PERSON);
      expect(out, tool).not.toContain('request_project_association');
    }
  });

  it('L197: the model (the default, the agent and ma mcp) still gets request_project_association', async () => {
    for (const host of [undefined, 'model'] as const) {
      const out = await runTool(await session(host), 'search', { query: 'casing' });
      expect(out).toContain(MODEL);
      await cleanup?.();
      cleanup = undefined;
    }
  });
});
