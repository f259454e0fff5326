/**
 * Review3 M17: `write_projectfile` with blank `content` is not a successful write. Appending,
 * inserting or creating nothing is refused with nothing written; a write that leaves a file with
 * text blank (`replace_file` or a range over every line, with "") moves the previous file to the
 * trash first (recoverable) and says so; in the compact profile it is destructive (approval) and
 * its consequence says the text goes to the trash. Real files in a temp sample vault copy.
 * Spec: docs/tools.md (`write_projectfile`, destructive ops).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApplyChangesResult, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const P = 'remote-control';
const DECISIONS = 'Projects/remote-control/decisions.md';
const read = (rel: string) => readFile(path.join(t.root, rel), 'utf8');

describe('M17: write_projectfile with empty content', () => {
  it('append, insert and create with "" or blank content are refused; nothing changes', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await hashTree(t.root);
    for (const args of [
      { path: 'decisions.md', content: '' },
      { path: 'decisions.md', content: '  \n ' },
      { path: 'decisions.md', content: '', insert: 2 },
      { path: 'new-empty.md', content: '' },
      { path: 'new-empty.md', content: '', replace_file: true },
    ]) {
      const out = await runTool(t.session, 'write_projectfile', { project: P, ...args });
      expect(out, JSON.stringify(args)).toMatch(/^refused: content is empty; nothing was written/);
    }
    expect(await hashTree(t.root)).toBe(before);
    expect(t.session.audit.entries).toHaveLength(0);
  });

  it('replace_file with "" empties the file only after moving the previous one to the trash', async () => {
    t = await sampleSession(MEETINGS.functional);
    const old = await read(DECISIONS);
    const n = old.replace(/\n$/, '').split('\n').length;
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'decisions.md',
      content: '',
      replace_file: true,
    });
    expect(out).toBe(
      `emptied ${DECISIONS} (it had ${n} lines; the previous file was moved to .trash/${DECISIONS}, recoverable)`,
    );
    expect(await read(`.trash/${DECISIONS}`)).toBe(old);
    expect(await read(DECISIONS)).toBe('');
    expect(t.session.audit.entries).toHaveLength(1);
  });

  it('a range over every line with "" is the same deletion', async () => {
    t = await sampleSession(MEETINGS.functional);
    const n = (await read(DECISIONS)).replace(/\n$/, '').split('\n').length;
    const ranged = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'decisions.md',
      content: '',
      from: 1,
      to: n,
    });
    expect(ranged).toMatch(/^emptied .*moved to \.trash\//);
    expect(await readdir(path.join(t.root, '.trash/Projects/remote-control'))).toContain('decisions.md');
  });

  it('deleting some lines with from+to and "" still works (not a blank write)', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'decisions.md',
      content: '',
      from: 1,
      to: 1,
    });
    expect(out).not.toMatch(/^refused|^emptied/);
  });

  it('compact: replace_file with "" is destructive and its consequence names the trash', async () => {
    t = await sampleSession(MEETINGS.functional);
    const defs = toolDefinitions(t.session, { profile: 'compact' });
    const apply = defs.find((d) => d.name === 'apply_changes')!;
    const result = JSON.parse(
      await apply.execute({
        ops: [{ op: 'write_projectfile', project: P, path: 'decisions.md', content: '', replace_file: true }],
      }),
    ) as ApplyChangesResult;
    expect(result.applied).toBe(0);
    expect(result.rejected[0]?.reason).toMatch(/^needs the user's approval/);
    expect(result.rejected[0]?.reason).toContain(
      'the file is left empty, its previous text goes to the trash',
    );
  });
});
