/**
 * Review 6 S1: a path that starts with the projects folder (any case, NFD, also a nested projects folder such as
 * `Work/Projects`) is the vault-relative form, never a subfolder of the project: it names the project itself (the
 * prefix is dropped) or it is refused as another project's file — "pass project" when that project is bound, the
 * scope refusal when it is not — for reads, writes and listings, granular and compact. Nothing is ever created in a
 * `Projects/` folder inside a project.
 * Spec: docs/tools.md, Paths; review6 S1 (review5 Q10 for the project's own prefix); seed 000, Requirement: Agents
 * can write files in existing projects.
 */
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openVault } from '@ma/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal, toolDefinitions } from '../src/index.js';
import { createMemoryDraft } from '../src/session/summary-draft.js';
import { createToolSession } from '../src/session/tool-session.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
});
afterEach(async () => t?.cleanup());

const P = 'remote-control';

describe("S1: another project's vault-relative path", () => {
  for (const given of [
    'Projects/website-redesign/backlog.md',
    'projects/Website-Redesign/backlog.md',
    'Projects/meeting-recorder/notes.md',
    'Projects/website-redesign/scope.md',
  ]) {
    it(`"${given}" is refused as another project's file by every project tool; nothing is created`, async () => {
      const before = await hashTree(t.root);
      for (const [tool, extra] of [
        ['write_projectfile', { content: '- X' }],
        ['write_projectfile', { content: '- Z', insert: 1 }],
        ['read_projectfile', {}],
        ['list_projectfiles', {}],
      ] as const) {
        const out = await runTool(t.session, tool, { project: P, path: given, ...extra });
        expect(isRefusal(out), `${tool}: ${out}`).toBe(true);
        expect(out).toMatch(/is in project "(website-redesign|meeting-recorder)"/i);
        expect(out).toMatch(/not bound to this meeting; bound: remote-control/);
        expect(out).not.toContain('not found');
      }
      expect(await hashTree(t.root)).toBe(before);
    });
  }

  it('a bound other project: the refusal says which project to pass', async () => {
    const meeting = path.join(t.root, MEETINGS.functional);
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(meeting, 'utf8');
    await writeFile(
      meeting,
      text.replace('  - remote-control\n', '  - remote-control\n  - website-redesign\n'),
    );
    const out = await runTool(t.session, 'read_projectfile', {
      project: P,
      path: 'Projects/website-redesign/scope.md',
    });
    expect(isRefusal(out), out).toBe(true);
    expect(out).toContain('pass project: "website-redesign" and path: "scope.md"');
    const ok = await runTool(t.session, 'read_projectfile', {
      project: 'website-redesign',
      path: 'Projects/website-redesign/scope.md',
    });
    expect(ok).toMatch(/^Projects\/website-redesign\/scope\.md · /);
  });

  it('the projects folder alone and a path of no project are vault paths too', async () => {
    const before = await hashTree(t.root);
    for (const given of [
      'Projects/x.md',
      'Projects',
      'PROJECTS/',
      'Projects/website-redesign',
      // review7 T10: behind the project's own ID, and in full-width letters (NFKC: `Projects`).
      'remote-control/Projects/x.md',
      'remote-control/Projects/website-redesign/b.md',
      '\uff30rojects/website-redesign/b.md',
      '\uff30\uff32\uff2f\uff2a\uff25\uff23\uff34\uff33/x.md',
    ]) {
      const out = await runTool(t.session, 'write_projectfile', { project: P, path: given, content: '- X' });
      expect(isRefusal(out), `${given}: ${out}`).toBe(true);
    }
    expect(await hashTree(t.root)).toBe(before);
  });

  it('the full vault path of the project itself still reaches a real subfolder named like the projects folder', async () => {
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'Projects/remote-control/Projects/archive.md',
      content: '- old',
    });
    expect(out).toMatch(/^created Projects\/remote-control\/Projects\/archive\.md/);
  });

  it('an absolute vault path is refused as absolute, not appended to', async () => {
    const before = await hashTree(t.root);
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: '/Projects/remote-control/decisions.md',
      content: '- X',
    });
    expect(isRefusal(out), out).toBe(true);
    expect(out).toMatch(/absolute/i);
    expect(await hashTree(t.root)).toBe(before);
  });

  it('compact profile: apply_changes and query_meeting refuse it the same way', async () => {
    const before = await hashTree(t.root);
    const defs = toolDefinitions(t.session, { profile: 'compact' });
    const apply = defs.find((d) => d.name === 'apply_changes')!;
    const res = JSON.parse(
      await apply.execute({
        ops: [
          { op: 'write_projectfile', project: P, path: 'Projects/website-redesign/x.md', content: '- X' },
        ],
      }),
    );
    expect(res.applied).toBe(0);
    expect(JSON.stringify(res.rejected)).toContain('is in project \\"website-redesign\\"');
    const query = defs.find((d) => d.name === 'query_meeting')!;
    const out = await query.execute({
      view: 'projectfile',
      filters: { project: P, path: 'Projects/website-redesign/scope.md' },
    });
    expect(out).toContain('is in project \\"website-redesign\\"');
    expect(out).not.toContain('not found');
    expect(await hashTree(t.root)).toBe(before);
  });
});

describe('S1: a nested projects folder (Work/Projects)', () => {
  it("both `Work/Projects/<id>/…` and `Projects/<id>/…` name the project's own file; another project is refused", async () => {
    const { mkdir } = await import('node:fs/promises');
    await mkdir(path.join(t.root, 'Work'));
    await rename(path.join(t.root, 'Projects'), path.join(t.root, 'Work/Projects'));
    const vault = await openVault(t.root, {
      ...t.vault.config,
      folders: { ...t.vault.config.folders, projects: 'Work/Projects' },
    });
    const session = await createToolSession({
      vault,
      meetingPath: MEETINGS.functional,
      summaryDraft: createMemoryDraft(),
    });
    for (const given of [
      'Work/Projects/remote-control/decisions.md',
      'Projects/remote-control/decisions.md',
    ]) {
      const out = await runTool(session, 'write_projectfile', { project: P, path: given, content: '- Y' });
      expect(out, given).toMatch(/^appended 1 line to Work\/Projects\/remote-control\/decisions\.md/);
    }
    const before = await hashTree(t.root);
    for (const given of [
      'Work/Projects/website-redesign/backlog.md',
      'work/projects/website-redesign/backlog.md',
    ]) {
      const out = await runTool(session, 'write_projectfile', { project: P, path: given, content: '- Y' });
      expect(isRefusal(out), out).toBe(true);
      expect(out).toContain('is in project "website-redesign"');
    }
    expect(await hashTree(t.root)).toBe(before);
  });
});
