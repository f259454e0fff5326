/**
 * Seeds 000 and 001 (its delta restates the same requirement), Requirement
 * "Agents can write files in existing projects": one test per scenario, real
 * files in a temp copy of the sample vault.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const P = 'remote-control';
const read = (rel: string) => readFile(path.join(t.root, rel), 'utf8');

describe('seeds 000/001: Agents can write files in existing projects', () => {
  it('Project file is appended or created', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await read('Projects/remote-control/decisions.md');
    const n = before.replace(/\n$/, '').split('\n').length;
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'decisions.md',
      content: '- 2026-03-10: Teletext dropped.\n- 2026-03-10: Corporate colours on the remote.',
    });
    expect(out).toBe(`appended 2 lines to Projects/remote-control/decisions.md (now ${n + 2} lines)`);
    const after = await read('Projects/remote-control/decisions.md');
    expect(after.startsWith(before)).toBe(true);
    // Append keeps the file's final line break (core applyWrite).
    expect(after.endsWith('- 2026-03-10: Corporate colours on the remote.\n')).toBe(true);

    const created = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'meetings/functional.md',
      content: '# Functional design\n',
    });
    expect(created).toBe('created Projects/remote-control/meetings/functional.md (1 line)');
    expect(await read('Projects/remote-control/meetings/functional.md')).toBe('# Functional design\n');
  });

  it('Project file is explicitly replaced', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'requirements.md',
      content: '# Requirements\n\n- No teletext.\n',
      replace_file: true,
    });
    expect(out).toBe(
      'replaced the whole file (3 lines) in Projects/remote-control/requirements.md (now 3 lines)',
    );
    expect(await read('Projects/remote-control/requirements.md')).toBe('# Requirements\n\n- No teletext.\n');
  });

  it('Project file line range is replaced', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = (await read('Projects/remote-control/decisions.md')).split('\n');
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'decisions.md',
      content: 'REPLACED A\nREPLACED B',
      from: 3,
      to: 4,
    });
    expect(out).toMatch(
      /^replaced lines 3–4 with 2 lines in Projects\/remote-control\/decisions\.md \(now \d+ lines\)$/,
    );
    const after = (await read('Projects/remote-control/decisions.md')).split('\n');
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    expect(after.slice(2, 4)).toEqual(['REPLACED A', 'REPLACED B']);
    expect(after.slice(4)).toEqual(before.slice(4));
  });

  it('Project file content is inserted', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = (await read('Projects/remote-control/decisions.md')).split('\n');
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'decisions.md',
      content: 'INSERTED',
      insert: 2,
    });
    expect(out).toMatch(
      /^inserted 1 line before line 2 in Projects\/remote-control\/decisions\.md \(now \d+ lines\)$/,
    );
    const after = (await read('Projects/remote-control/decisions.md')).split('\n');
    expect(after).toEqual([before[0], 'INSERTED', ...before.slice(1)]);
  });

  it('Project file write target is invalid', async () => {
    t = await sampleSession(MEETINGS.functional);
    const hash = await hashTree(t.root);
    const missing = await runTool(t.session, 'write_projectfile', {
      project: 'no-such',
      path: 'a.md',
      content: 'x',
    });
    // L101: a project with no folder says so, and how a project is bound.
    expect(missing).toBe(
      'refused: project "no-such" is not bound to this meeting (there is no project folder Projects/no-such: a project is a folder there); bound: remote-control; a project is bound by listing its folder in the meeting note\'s projects: property (- "[[Projects/<id>]]"); request_project_association asks the user for one',
    );
    const escaped = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: '../website-redesign/scope.md',
      content: 'x',
    });
    expect(escaped).toMatch(/^refused: path: path must not contain "\.\." /);
    expect(await hashTree(t.root)).toBe(hash);
  });

  it('Project file write mode is ambiguous', async () => {
    t = await sampleSession(MEETINGS.functional);
    const hash = await hashTree(t.root);
    for (const extra of [{ from: 1, to: 2 }, { from: 1 }, { to: 2 }, { insert: 1 }]) {
      const out = await runTool(t.session, 'write_projectfile', {
        project: P,
        path: 'decisions.md',
        content: 'x',
        replace_file: true,
        ...extra,
      });
      expect(out).toMatch(/^refused: ambiguous write mode .*; use one mode: none \(append\), replace_file/);
    }
    expect(await hashTree(t.root)).toBe(hash);
    expect(t.session.audit.entries).toHaveLength(0);
  });
});
