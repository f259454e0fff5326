/**
 * C4 (seed 004, Decisions: "Validate resulting PROJECT.md frontmatter (name and description,
 * maximum 256 description characters) before writing"): whatever the write mode, the path
 * spelling or the tool, a PROJECT.md that would lack its name or description, or hold one that
 * is too long, is refused and the file is left byte for byte as it was. Real files in temp
 * copies of the sample vault.
 */
import { readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApplyChangesResult,
  type ApprovalPort,
  createApprovalGatedTools,
  toolDefinitions,
} from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const PROJECT_MD = 'Projects/remote-control/PROJECT.md';
const write = (args: Record<string, unknown>) =>
  runTool((t as TestSession).session, 'write_projectfile', { project: 'remote-control', ...args });

/** Runs `call`, expects a refusal naming PROJECT.md as invalid, and nothing changed in the vault. */
async function expectRefusedUnchanged(call: () => Promise<string>, problem: RegExp): Promise<void> {
  const s = t as TestSession;
  const before = await hashTree(s.root);
  const out = await call();
  expect(out).toMatch(/^refused: Projects\/remote-control\/PROJECT\.md would be invalid \(/);
  expect(out).toMatch(problem);
  expect(out).toContain('needs YAML frontmatter with name');
  expect(await hashTree(s.root)).toBe(before);
  expect(s.session.audit.entries).toHaveLength(0);
}

describe('C4: PROJECT.md keeps a valid name and description in every write mode', () => {
  it("C4: replace_file with a name but no description is refused (the reviewer's call)", async () => {
    t = await sampleSession(MEETINGS.functional);
    await expectRefusedUnchanged(
      () => write({ path: 'PROJECT.md', content: '---\nname: X\n---\nbody', replace_file: true }),
      /"description" is missing/,
    );
  });

  it('C4: ranges and inserts that drop, empty or break the frontmatter are refused', async () => {
    t = await sampleSession(MEETINGS.functional);
    // Line 3 is the description, lines 1–4 the frontmatter block.
    await expectRefusedUnchanged(
      () => write({ path: 'PROJECT.md', from: 3, to: 3, content: 'owner: me' }),
      /"description" is missing/,
    );
    await expectRefusedUnchanged(
      () => write({ path: 'PROJECT.md', from: 3, to: 3, content: 'description: ""' }),
      /"description" is empty/,
    );
    await expectRefusedUnchanged(
      () => write({ path: 'PROJECT.md', from: 2, to: 2, content: 'title: X' }),
      /"name" must be a non-empty string/,
    );
    await expectRefusedUnchanged(
      () => write({ path: 'PROJECT.md', from: 1, to: 4, content: '# Remote control' }),
      /needs a YAML frontmatter block/,
    );
    await expectRefusedUnchanged(
      () => write({ path: 'PROJECT.md', insert: 1, content: 'Intro line' }),
      /needs a YAML frontmatter block/,
    );
    await expectRefusedUnchanged(
      () => write({ path: 'PROJECT.md', insert: 3, content: 'name: [broken' }),
      /frontmatter is invalid/,
    );
  });

  it('C4: maximum lengths: name at most 100 characters (one line), description at most 256', async () => {
    t = await sampleSession(MEETINGS.functional);
    await expectRefusedUnchanged(
      () => write({ path: 'PROJECT.md', from: 2, to: 2, content: `name: ${'n'.repeat(101)}` }),
      /"name" is 101 characters; the limit is 100/,
    );
    await expectRefusedUnchanged(
      () => write({ path: 'PROJECT.md', from: 3, to: 3, content: `description: ${'d'.repeat(257)}` }),
      /"description" is 257 characters; the limit is 256/,
    );
    await expectRefusedUnchanged(
      () => write({ path: 'PROJECT.md', from: 2, to: 2, content: 'name: "Remote\\ncontrol"' }),
      /"name" must be one line/,
    );
    // At the limits: written.
    const ok = await write({
      path: 'PROJECT.md',
      from: 2,
      to: 3,
      content: `name: ${'n'.repeat(100)}\ndescription: ${'d'.repeat(256)}`,
    });
    expect(ok).toMatch(/^replaced lines 2–3/);
    expect(await runTool(t.session, 'list_projects')).toBe(
      `remote-control: ${'n'.repeat(100)} — ${'d'.repeat(256)}`,
    );
  });

  it('C4: appending to a PROJECT.md that lacks a description is refused until the write supplies one', async () => {
    t = await sampleSession(MEETINGS.functional);
    const abs = path.join(t.root, PROJECT_MD);
    await writeFile(abs, '---\nname: Remote control\n---\n# Remote control\n');
    await expectRefusedUnchanged(
      () => write({ path: 'PROJECT.md', content: 'More notes.' }),
      /"description" is missing/,
    );
    const fixed = await write({
      path: 'PROJECT.md',
      insert: 3,
      content: 'description: TV remote control design',
    });
    expect(fixed).toMatch(/^inserted 1 line/);
    expect(await readFile(abs, 'utf8')).toBe(
      '---\nname: Remote control\ndescription: TV remote control design\n---\n# Remote control\n',
    );
  });

  it('C4: every spelling of the path and a symlink to PROJECT.md are checked', async () => {
    t = await sampleSession(MEETINGS.functional);
    await symlink('PROJECT.md', path.join(t.root, 'Projects/remote-control/meta.md'));
    for (const p of ['project.md', './PROJECT.md', 'Project.MD', 'meta.md']) {
      await expectRefusedUnchanged(
        () => write({ path: p, content: '---\nname: X\n---\nbody', replace_file: true }),
        /"description" is missing/,
      );
    }
  });

  it('C4: creating a PROJECT.md needs both keys; a PROJECT.md below the root is an ordinary file', async () => {
    t = await sampleSession(MEETINGS.recorder);
    const abs = path.join(t.root, 'Projects/meeting-recorder/PROJECT.md');
    const before = await hashTree(t.root);
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'meeting-recorder',
      path: 'PROJECT.md',
      content: '---\nname: Meeting recorder\n---\n',
    });
    expect(out).toMatch(
      /^refused: Projects\/meeting-recorder\/PROJECT\.md would be invalid \(PROJECT\.md frontmatter "description" is missing\)/,
    );
    expect(await hashTree(t.root)).toBe(before);
    const created = await runTool(t.session, 'write_projectfile', {
      project: 'meeting-recorder',
      path: 'PROJECT.md',
      content: '---\nname: Meeting recorder\ndescription: Speech recognition research meetings\n---\n',
    });
    expect(created).toMatch(/^created Projects\/meeting-recorder\/PROJECT\.md/);
    expect(await readFile(abs, 'utf8')).toContain('description: Speech recognition research meetings');
    const nested = await runTool(t.session, 'write_projectfile', {
      project: 'meeting-recorder',
      path: 'docs/PROJECT.md',
      content: 'plain notes',
    });
    expect(nested).toMatch(/^created /);
  });

  it('C4: apply_changes ops are checked the same way, approved or not; the user is never asked about an invalid file', async () => {
    t = await sampleSession(MEETINGS.functional);
    const asked: unknown[] = [];
    const port: ApprovalPort = {
      request: async (req) => {
        asked.push(req);
        return 'approved';
      },
    };
    const tools = toolDefinitions(t.session, {
      profile: 'compact',
      approvalGated: createApprovalGatedTools(t.session, { prompt: port }),
    });
    const apply = tools.find((d) => d.name === 'apply_changes');
    const before = await hashTree(t.root);
    for (const approved of [false, true]) {
      const out = await apply?.execute({
        approved,
        ops: [
          {
            op: 'write_projectfile',
            project: 'remote-control',
            path: 'PROJECT.md',
            content: '---\nname: X\n---\nbody',
            replace_file: true,
          },
          {
            op: 'write_projectfile',
            project: 'remote-control',
            path: 'PROJECT.md',
            from: 3,
            to: 3,
            content: 'x: y',
          },
          {
            op: 'write_projectfile',
            project: 'remote-control',
            path: 'PROJECT.md',
            insert: 1,
            content: 'Intro',
          },
        ],
      });
      const result = JSON.parse(out ?? '{}') as ApplyChangesResult;
      expect(result.applied).toBe(0);
      expect(result.rejected.map((r) => r.index)).toEqual([0, 1, 2]);
      for (const r of result.rejected) expect(r.reason).toMatch(/PROJECT\.md would be invalid/);
    }
    expect(asked).toEqual([]);
    expect(await hashTree(t.root)).toBe(before);
  });

  it('C4: a meeting link to PROJECT.md is never used as the context note (write_context leaves PROJECT.md alone)', async () => {
    t = await sampleSession(MEETINGS.functional);
    const notePath = path.join(t.root, MEETINGS.functional);
    const note = await readFile(notePath, 'utf8');
    await writeFile(
      notePath,
      note.replace(
        'tags: [meeting]',
        'tags: [meeting]\ncontext: "[[Projects/remote-control/PROJECT]]"\nsummary: "[[Projects/remote-control/PROJECT]]"',
      ),
    );
    const projectMd = await readFile(path.join(t.root, PROJECT_MD), 'utf8');
    const meeting = await readMeeting(t.vault, MEETINGS.functional);
    expect(meeting.links.context).not.toBe(PROJECT_MD);
    expect(meeting.links.summary).not.toBe(PROJECT_MD);
    const out = await runTool(t.session, 'write_context', { content: 'working notes', replace_file: true });
    // The write went to the default context note; the refused link is named and left as written (N21).
    const [result, ...notes] = out.split('\n');
    expect(result).toMatch(/ in Assistant\/2026-03-10 Remote control functional design\.md body/);
    expect(result).not.toContain('PROJECT');
    expect(notes.join('\n')).toMatch(/^note: context link .*PROJECT.* is refused: .*left as written/);
    expect(await readFile(path.join(t.root, PROJECT_MD), 'utf8')).toBe(projectMd);
    expect(await readFile(notePath, 'utf8')).toContain('context: "[[Projects/remote-control/PROJECT]]"');
  });
});
