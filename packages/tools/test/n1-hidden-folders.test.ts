/**
 * Newcomer report defect 1: a model, MCP client or `ma tool` could write a project's `.git/config`
 * or `.git/hooks/*` (code runs on the next git command) and `.obsidian/plugins/*`. Every path a
 * tool takes refuses hidden names (`.git`, `.hg`, `.svn`, `.obsidian`, `.meeting-assistant`,
 * `.env`…), for reads and writes, in the granular and compact profiles, also through a symlink;
 * nothing in the vault changes.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal, type NeutralTool, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
let project: string;
const P = 'remote-control';

beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
  project = path.join(t.root, 'Projects', P);
  // The project folder is a git repository, and the vault has Obsidian's own folder.
  execFileSync('git', ['init', '-q', project]);
  await mkdir(path.join(t.root, '.obsidian/plugins/x'), { recursive: true });
  await writeFile(path.join(t.root, '.obsidian/plugins/x/main.js'), 'module.exports = {};\n');
  await mkdir(path.join(project, '.obsidian/plugins/x'), { recursive: true });
  await writeFile(path.join(project, '.obsidian/plugins/x/main.js'), 'module.exports = {};\n');
  await writeFile(path.join(project, '.env'), 'TOKEN=secret\n');
  await mkdir(path.join(project, '.hg'));
  await mkdir(path.join(project, '.svn'));
  await symlink('.git/config', path.join(project, 'git-config.md'));
  await symlink('.git/hooks', path.join(project, 'hooks'));
});
afterEach(async () => t?.cleanup());

const WRITES: Record<string, unknown>[] = [
  { path: '.git/config', replace_file: true, content: '[core]\n\tfsmonitor = "touch /tmp/pwned; false"\n' },
  { path: '.git/config', content: '[core]\n\tfsmonitor = "touch /tmp/pwned; false"' },
  { path: '.git/hooks/post-checkout', content: '#!/bin/sh\ntouch /tmp/pwned\n' },
  { path: '.git\\hooks\\pre-commit', content: '#!/bin/sh\ntouch /tmp/pwned\n' },
  { path: './.git/config', insert: 1, content: '[alias]' },
  { path: '.GIT/config', content: 'x' },
  { path: '.obsidian/plugins/x/main.js', replace_file: true, content: 'require("child_process")' },
  { path: '.hg/hgrc', content: '[hooks]\nupdate = touch /tmp/pwned' },
  { path: '.svn/entries', content: 'x' },
  { path: '.meeting-assistant/locks/x', content: 'x' },
  { path: '.env', replace_file: true, content: 'TOKEN=mine' },
  { path: 'docs/.hidden.md', content: 'x' },
  { path: 'git-config.md', content: '[core]\n\tfsmonitor = "touch /tmp/pwned"' },
  { path: 'hooks/post-checkout', content: '#!/bin/sh\ntouch /tmp/pwned\n' },
];

async function expectHiddenRefused(run: (args: Record<string, unknown>) => Promise<string>): Promise<void> {
  const before = await hashTree(t.root);
  for (const args of WRITES) {
    const out = await run({ project: P, ...args });
    expect(isRefusal(out), `${JSON.stringify(args)} → ${out}`).toBe(true);
    expect(out).toMatch(/hidden files and folders/);
  }
  expect(await hashTree(t.root)).toBe(before);
  expect(t.session.audit.entries).toHaveLength(0);
}

describe('N1: tools never reach a VCS or tool dot-folder', () => {
  it('N1: write_projectfile to .git/config, .git/hooks/*, .obsidian/plugins/* (any mode, any spelling, via a symlink) is refused and nothing changes', async () => {
    await expectHiddenRefused((args) => runTool(t.session, 'write_projectfile', args));
  });

  it('N1: read_projectfile and list_projectfiles refuse .git/config and hidden folders; listings leave hidden files out', async () => {
    const before = await hashTree(t.root);
    for (const p of ['.git/config', '.git/HEAD', '.env', '.obsidian/plugins/x/main.js', 'git-config.md']) {
      const out = await runTool(t.session, 'read_projectfile', { project: P, path: p });
      expect(isRefusal(out), `${p} → ${out}`).toBe(true);
      expect(out).toMatch(/hidden files and folders/);
      expect(out).not.toMatch(/repositoryformatversion|TOKEN|module\.exports/);
    }
    for (const p of ['.git', '.git/hooks', '.obsidian', 'hooks']) {
      const out = await runTool(t.session, 'list_projectfiles', { project: P, path: p });
      expect(isRefusal(out), `${p} → ${out}`).toBe(true);
    }
    const listing = await runTool(t.session, 'list_projectfiles', { project: P });
    expect(isRefusal(listing)).toBe(false);
    expect(listing).toMatch(/decisions\.md/);
    expect(listing).not.toMatch(/\.git|\.env|\.obsidian|git-config\.md|hooks\//);
    expect(await hashTree(t.root)).toBe(before);
  });

  it('N1: the compact profile (apply_changes, query_meeting) refuses the same paths and changes nothing', async () => {
    const defs: NeutralTool[] = toolDefinitions(t.session, { profile: 'compact' });
    const call = (name: string, input: unknown) => {
      const def = defs.find((d) => d.name === name);
      if (!def) throw new Error(`no tool ${name}`);
      return def.execute(input);
    };
    const before = await hashTree(t.root);
    const result = JSON.parse(
      await call('apply_changes', {
        ops: WRITES.map((w) => ({ op: 'write_projectfile', project: P, ...w })),
        approved: true,
      }),
    ) as { applied: number; rejected: { reason: string }[] };
    expect(result.applied).toBe(0);
    expect(result.rejected).toHaveLength(WRITES.length);
    for (const r of result.rejected) expect(r.reason).toMatch(/hidden files and folders/);
    const read = await call('query_meeting', {
      view: 'projectfile',
      filters: { project: P, path: '.git/config' },
    });
    expect(read).toMatch(/hidden files and folders/);
    expect(read).not.toMatch(/repositoryformatversion/);
    expect(await hashTree(t.root)).toBe(before);
    expect(await readFile(path.join(project, '.git/config'), 'utf8')).not.toMatch(/fsmonitor/);
  });

  it('N1: ordinary project files still read and write', async () => {
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'notes/new.md',
      content: 'ok',
    });
    expect(isRefusal(out), out).toBe(false);
    expect(await readFile(path.join(project, 'notes/new.md'), 'utf8')).toBe('ok\n');
  });
});
