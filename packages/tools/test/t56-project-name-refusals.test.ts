/**
 * T56: a project argument that is empty or blank is refused naming the argument (never
 * "project not found: ;"), and a very long one is quoted cut to 120 characters in the refusal (the
 * model is not sent its 5,000 characters back) — in `request_project_association` and in every
 * tool that takes a project (the project tools, `list_past_project_meetings`, `search`). Nothing is
 * asked and no file changes. Temp copy of the sample vault.
 * Spec: docs/tools.md (`request_project_association`; refusals); seed 004.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ApprovalPort, ApprovalPortRequest } from '../src/index.js';
import { createApprovalGatedTools, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const LONG = 'x'.repeat(5000);
const REASON = 'The team discussed the website launch page for the remote.';

function tools(asked: ApprovalPortRequest[]) {
  const port: ApprovalPort = {
    request: async (req) => {
      asked.push(req);
      return 'denied';
    },
  };
  return toolDefinitions(t.session, { approvalGated: createApprovalGatedTools(t.session, { prompt: port }) });
}

async function call(defs: ReturnType<typeof tools>, name: string, input: unknown): Promise<string> {
  const def = defs.find((d) => d.name === name);
  if (!def) throw new Error(`no tool ${name}`);
  return def.execute(input);
}

describe('T56: empty and very long project names in refusals', () => {
  it('T56: request_project_association refuses a blank project naming the argument, and quotes a 5,000-character one cut', async () => {
    t = await sampleSession(MEETINGS.functional);
    const tree = await hashTree(t.root);
    const asked: ApprovalPortRequest[] = [];
    const defs = tools(asked);
    for (const project of ['', '   ', '\u200b']) {
      const out = await call(defs, 'request_project_association', { project, reason: REASON });
      expect(out).toBe(
        `refused: project is empty (${project === '' ? '""' : 'only spaces or invisible characters'}): the argument names no project, so no project folder or file was looked at; give a project ID (the name of its folder): list_project_catalog lists every project, list_projects the bound ones`,
      );
    }
    const out = await call(defs, 'request_project_association', { project: LONG, reason: REASON });
    // C17: said as a project folder the catalog would list, with how to find the ID.
    expect(out).toBe(
      `refused: project "${'x'.repeat(119)}…" is not a project folder in Projects/; nothing changed; give its ID: list_project_catalog lists every project with its ID before the colon`,
    );
    expect(asked).toEqual([]);
    expect(await hashTree(t.root)).toBe(tree);
  });

  it('T56: the other tools taking a project say the same of a blank one and cut a long one', async () => {
    t = await sampleSession(MEETINGS.functional);
    const tree = await hashTree(t.root);
    const defs = tools([]);
    const cut = `${'x'.repeat(119)}…`;
    const cases: [string, (project: string) => unknown, string, string][] = [
      [
        'list_projectfiles',
        (project) => ({ project }),
        'project',
        `project "${cut}" is not bound to this meeting`,
      ],
      [
        'read_projectfile',
        (project) => ({ project, path: 'README.md' }),
        'project',
        `project "${cut}" is not bound to this meeting`,
      ],
      [
        'write_projectfile',
        (project) => ({ project, path: 'notes.md', content: 'x' }),
        'project',
        `project "${cut}" is not bound to this meeting`,
      ],
      [
        'list_past_project_meetings',
        (project) => ({ project }),
        'project',
        `project "${cut}" is not bound to this meeting`,
      ],
      [
        'search',
        (project) => ({ query: 'remote', projects: [project] }),
        'projects',
        `project "${cut}" is not bound to this meeting`,
      ],
    ];
    for (const [tool, args, argument, notBound] of cases) {
      expect(await call(defs, tool, args(' \t')), tool).toMatch(
        new RegExp(`^refused: ${argument} is empty[ ;]`),
      );
      const out = await call(defs, tool, args(LONG));
      expect(out, tool).toMatch(/^refused: /);
      expect(out, tool).toContain(notBound);
      expect(out, tool).not.toContain('x'.repeat(121));
    }
    expect(await hashTree(t.root)).toBe(tree);
  });
});
