/**
 * Review 5 Q10: the project tools take a file's path in the vault-relative form every tool prints
 * (`Projects/remote-control/decisions.md`, as `search`, the read header and the audit show it) or starting with the
 * project's ID (`remote-control/decisions.md`) as the project's own file — never a nested twin — and a name without
 * its extension (`decisions` for `decisions.md`) is refused with a did-you-mean, not created invisible to Obsidian.
 * Spec: docs/tools.md, Paths; review5 Q10; seed 000, Requirement: Agents can write files in existing projects.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
});
afterEach(async () => t?.cleanup());

const decisions = () => readFile(path.join(t.root, 'Projects/remote-control/decisions.md'), 'utf8');

describe('Q10: printed project paths', () => {
  for (const given of [
    'Projects/remote-control/decisions.md',
    'projects/Remote-Control/decisions.md',
    'remote-control/decisions.md',
  ]) {
    it(`"${given}" is the project's decisions.md for writes, reads and listings`, async () => {
      const before = await decisions();
      const out = await runTool(t.session, 'write_projectfile', {
        project: 'remote-control',
        path: given,
        content: '- 2026-03-10: Casing is rubber.',
      });
      expect(out).toMatch(/^appended 1 line to Projects\/remote-control\/decisions\.md/);
      expect(await decisions()).toBe(`${before}- 2026-03-10: Casing is rubber.\n`);
      const read = await runTool(t.session, 'read_projectfile', { project: 'remote-control', path: given });
      expect(read).toMatch(/^Projects\/remote-control\/decisions\.md · /);
      const listed = await runTool(t.session, 'list_projectfiles', { project: 'remote-control' });
      expect(listed).not.toMatch(/remote-control\/(?:Projects|remote-control)\//i);
    });
  }

  it('a name without its extension is refused with the file meant; nothing is created', async () => {
    const before = await hashTree(t.root);
    for (const tool of ['write_projectfile', 'read_projectfile']) {
      const out = await runTool(t.session, tool, {
        project: 'remote-control',
        path: 'decisions',
        ...(tool === 'write_projectfile' ? { content: '- x' } : {}),
      });
      expect(isRefusal(out), out).toBe(true);
      expect(out).toContain('did you mean "decisions.md"?');
    }
    expect(await hashTree(t.root)).toBe(before);
  });

  it('a real subfolder named like the project is still that subfolder', async () => {
    await mkdir(path.join(t.root, 'Projects/remote-control/remote-control'));
    await writeFile(path.join(t.root, 'Projects/remote-control/remote-control/notes.md'), '- x\n');
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'remote-control/notes.md',
      content: '- y',
    });
    expect(out).toMatch(/^appended 1 line to Projects\/remote-control\/remote-control\/notes\.md/);
  });
});
