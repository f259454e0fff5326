/**
 * Review13 Z3: a file or folder of the vault's setup (the glossary, the dictation list, the context
 * folder, the summaries folder, the identities folder) that is a symlink out of the vault is refused
 * — nothing followed, nothing changed — with a message the model can act on: which setting places it
 * and that no argument of the call can fix it (tell the user), never the advice for a path argument
 * ("use a plain relative path …") that these tools do not even take.
 * Spec: docs/tools.md ("a refused call returns a short message the model can act on"; Paths: never
 *   follow a symlink out of the vault); hostile-cases B14.
 */
import { mkdir, mkdtemp, rename, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
let outside: string;
beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
  outside = await mkdtemp(path.join(tmpdir(), 'ma-z3-out-'));
});
afterEach(async () => {
  await t?.cleanup();
  await rm(outside, { recursive: true, force: true });
});

/** Moves vault entry `rel` (a folder made first when missing) out of the vault, leaving a symlink to it. */
async function linkOut(rel: string): Promise<void> {
  if (!rel.endsWith('.md')) await mkdir(path.join(t.root, rel), { recursive: true });
  const target = path.join(outside, rel.replace(/\//g, '_'));
  await rename(path.join(t.root, rel), target);
  await symlink(target, path.join(t.root, rel));
}

const CASES: [string, string, string, Record<string, unknown>][] = [
  ['Glossary.md', 'files.glossary', 'read_glossary', {}],
  ['Dictation.md', 'files.dictation', 'add_dictation_word', { word: 'Kubernetes' }],
  ['Assistant', 'folders.context', 'write_context', { content: 'a note' }],
  ['Assistant', 'folders.context', 'read_context', {}],
  ['Summaries', 'folders.summaries', 'list_past_project_meetings', {}],
  ['Identities', 'folders.identities', 'delete_identity', { name: 'Project Manager' }],
];

describe('Z3: a setup file or folder linked out of the vault', () => {
  for (const [rel, setting, tool, args] of CASES) {
    it(`${tool} with ${rel} linked out names ${setting} and says no argument can fix it`, async () => {
      await linkOut(rel);
      const before = await hashTree(t.root);
      const outsideBefore = await hashTree(outside);
      const out = await runTool(t.session, tool, args);
      expect(isRefusal(out), out).toBe(true);
      expect(out).toContain('outside');
      expect(out).toContain(setting);
      expect(out).toContain('no argument can fix this: tell the user');
      expect(out).not.toContain('use a plain relative path');
      expect(await hashTree(t.root)).toBe(before);
      expect(await hashTree(outside)).toBe(outsideBefore);
    });
  }

  it('a path argument that leads out through a symlink keeps the path advice', async () => {
    await symlink(outside, path.join(t.root, 'Projects/remote-control/out'));
    const out = await runTool(t.session, 'read_projectfile', { project: 'remote-control', path: 'out/x.md' });
    expect(isRefusal(out), out).toBe(true);
    expect(out).toContain('use a plain relative path');
    expect(out).not.toContain('no argument can fix this');
  });
});
