/**
 * Review13 Z1: a project folder spelled like a bound one in another case (`Projects/Remote-Control`
 * beside bound `remote-control`) is a project of its own: every project tool that takes a project
 * (reads, writes, listings, search, past meetings; granular and compact; the vault-relative path
 * form too) refuses it as unbound and changes no file, instead of using the bound twin. Without a
 * twin folder, `Remote-Control` still names bound `remote-control` (issue 9 H3).
 * Review13 Z2: `read_past_project_meeting_summary` reads the note named, never another summary that
 * only differs in case: a note spelled exactly as asked, out of scope, is refused.
 * Spec: docs/vault-format.md ("one project per DIRECT subfolder; the folder name is its stable ID");
 *   seed 000 (search SHALL refuse scopes not assigned to the meeting); seed 004 (writes restricted
 *   to associated projects); docs/tools.md (read_past_project_meeting_summary: "refuse others").
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
});
afterEach(async () => t?.cleanup());

const TWIN = 'Remote-Control';
const WORD = 'wombatZ1';

/** The unbound twin project `Projects/Remote-Control` with one file holding {@link WORD}. */
async function plantTwin(): Promise<void> {
  await mkdir(path.join(t.root, 'Projects', TWIN), { recursive: true });
  await writeFile(path.join(t.root, 'Projects', TWIN, 'notes.md'), `${WORD} of the other project\n`);
}

async function compact(input: unknown): Promise<string> {
  const def = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'query_meeting');
  return def!.execute(input);
}

describe('Z1: a twin project folder in another case is not the bound project', () => {
  it('every project tool refuses it as unbound and no file changes', async () => {
    await plantTwin();
    const before = await hashTree(t.root);
    const calls: [string, Record<string, unknown>][] = [
      ['write_projectfile', { project: TWIN, path: 'notes.md', content: '- written for the twin' }],
      ['write_projectfile', { project: TWIN, path: 'new.md', content: '- new' }],
      ['read_projectfile', { project: TWIN, path: 'notes.md' }],
      ['list_projectfiles', { project: TWIN }],
      ['search', { query: WORD, projects: [TWIN] }],
      ['list_past_project_meetings', { project: TWIN }],
      ['read_projectfile', { project: `[[Projects/${TWIN}]]`, path: 'notes.md' }],
    ];
    for (const [tool, args] of calls) {
      const out = await runTool(t.session, tool, args);
      expect(isRefusal(out), `${tool}: ${out}`).toBe(true);
      expect(out, tool).toContain(`"${TWIN}"`);
      expect(out, tool).toMatch(/not bound to this meeting/);
      expect(out, tool).toContain('it is not "remote-control"');
    }
    const viaCompact = await compact({ view: 'projectfile', filters: { project: TWIN, path: 'notes.md' } });
    expect(viaCompact).toMatch(/"error":"refused".*not bound to this meeting/);
    expect(await hashTree(t.root)).toBe(before);
  });

  it("the vault-relative path of the twin's file is refused with the bound project", async () => {
    await plantTwin();
    const before = await hashTree(t.root);
    for (const tool of ['read_projectfile', 'write_projectfile']) {
      const out = await runTool(t.session, tool, {
        project: 'remote-control',
        path: `Projects/${TWIN}/notes.md`,
        ...(tool === 'write_projectfile' ? { content: '- x' } : {}),
      });
      expect(isRefusal(out), out).toBe(true);
      expect(out).toContain(`is in project "${TWIN}", not in "remote-control"`);
    }
    expect(await hashTree(t.root)).toBe(before);
  });

  it('the bound project itself and its exact ID still work beside the twin', async () => {
    await plantTwin();
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'z1.md',
      content: '- bound',
    });
    expect(out).toMatch(/^created Projects\/remote-control\/z1\.md/);
    const listed = await runTool(t.session, 'list_projectfiles', { project: 'remote-control' });
    expect(listed).toContain('z1.md');
  });

  it('without a twin folder, another case still names the bound project (H3)', async () => {
    const out = await runTool(t.session, 'write_projectfile', {
      project: TWIN,
      path: 'z1.md',
      content: '- via case',
    });
    expect(out).toMatch(/^created Projects\/remote-control\/z1\.md/);
    const found = await runTool(t.session, 'search', { query: 'via case', projects: [TWIN] });
    expect(found).toContain('Projects/remote-control/z1.md:1');
  });
});

describe('Z2: read_past_project_meeting_summary reads the note named, not a case twin', () => {
  const ALLOWED = 'Summaries/2026-03-09 Remote control kickoff.md';
  const TWIN_NAME = '2026-03-09 REMOTE CONTROL KICKOFF';

  it('an out-of-scope note spelled exactly as asked is refused, not swapped for the allowed one', async () => {
    await writeFile(
      path.join(t.root, 'Summaries', `${TWIN_NAME}.md`),
      '---\ndate: 2026-03-09\nprojects: [website-redesign]\n---\n## Summary\nOther project secret\n',
    );
    const before = await hashTree(t.root);
    for (const summary of [TWIN_NAME, `Summaries/${TWIN_NAME}`, `[[${TWIN_NAME}]]`, `${TWIN_NAME}.md`]) {
      const out = await runTool(t.session, 'read_past_project_meeting_summary', { summary });
      expect(isRefusal(out), `${summary}: ${out}`).toBe(true);
      expect(out).toContain('is not a past summary of this meeting');
      expect(out).not.toContain('Other project secret');
    }
    const exact = await runTool(t.session, 'read_past_project_meeting_summary', {
      summary: '2026-03-09 Remote control kickoff',
    });
    expect(exact).toMatch(new RegExp(`^${ALLOWED} · lines`));
    expect(await hashTree(t.root)).toBe(before);
  });

  it('without a twin note, another case still reads the allowed summary (H3)', async () => {
    const out = await runTool(t.session, 'read_past_project_meeting_summary', { summary: TWIN_NAME });
    expect(out).toMatch(new RegExp(`^${ALLOWED} · lines`));
    expect(await readFile(path.join(t.root, ALLOWED), 'utf8')).toContain('## ');
  });
});
