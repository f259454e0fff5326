/**
 * note18 leftover: `search` with only the summaries folder linked out of the vault (a symlink)
 * searches the bound projects' files, which it may, and says in the result that past summaries
 * were left out and why (the link is never followed: nothing of the outside folder is read).
 * The tools that only read summaries (`list_past_project_meetings`, …) still refuse (review13 Z3).
 * Spec: docs/tools.md (`search`: "ripgrep over the scoped projects' files and intersecting past
 * summaries"; Paths: "Never follow a symlink out of the vault"); docs/paths.md (Search).
 */
import { mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
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
  outside = await mkdtemp(path.join(tmpdir(), 'ma-sum-out-'));
});
afterEach(async () => {
  await t?.cleanup();
  await rm(outside, { recursive: true, force: true });
});

describe('search with Summaries/ linked out of the vault', () => {
  it('searches the project files and says past summaries were not searched, and why; nothing outside is read', async () => {
    const file = path.join(t.root, 'Projects/remote-control/zz-search-probe.md');
    await writeFile(file, 'kinetic-probe in the project\n');
    const target = path.join(outside, 'Summaries');
    await rename(path.join(t.root, 'Summaries'), target);
    await writeFile(
      path.join(target, '2026-01-01 Old.md'),
      '---\nprojects: [remote-control]\n---\nkinetic-probe outside\n',
    );
    await symlink(target, path.join(t.root, 'Summaries'));
    const before = await hashTree(t.root);
    const out = await runTool(t.session, 'search', { query: 'kinetic-probe' });
    expect(isRefusal(out), out).toBe(false);
    expect(out).toContain('Projects/remote-control/zz-search-probe.md:1 kinetic-probe in the project');
    expect(out).not.toContain('kinetic-probe outside');
    expect(out).toMatch(
      /note: past meeting summaries were not searched: the summaries folder .*outside.*"Summaries".*folders\.summaries/,
    );
    expect(out).toContain('tell the user');
    expect(await hashTree(t.root)).toBe(before);
    expect(await readFile(file, 'utf8')).toBe('kinetic-probe in the project\n');
    // The tools that read only summaries still refuse (Z3).
    expect(isRefusal(await runTool(t.session, 'list_past_project_meetings', {}))).toBe(true);
  });
});
