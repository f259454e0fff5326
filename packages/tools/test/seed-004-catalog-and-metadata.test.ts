/**
 * Seed 004 (design: project catalog, metadata maintenance): catalog entries
 * are metadata only with the ID/"" fallback; PROJECT.md written through
 * `write_projectfile` is validated before writing; writes are restricted to
 * associated (bound) projects.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const PROJECT_MD = 'Projects/remote-control/PROJECT.md';

describe('seed 004: project catalog and metadata', () => {
  it('Catalog lists every project with name and description from PROJECT.md, falling back to the ID and ""', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await runTool(t.session, 'list_project_catalog');
    const lines = out.split('\n');
    expect(lines.map((l) => l.split(':')[0])).toEqual([
      'meeting-recorder',
      'remote-control*',
      'website-redesign',
    ]);
    expect(lines[0]).toBe('meeting-recorder: meeting-recorder — (no description)');
    expect(lines[2]).toMatch(/^website-redesign: Website redesign — Relaunch of the company website/);
    // Metadata only: never AGENTS.md or other content.
    const agents = await readFile(path.join(t.root, 'Projects/website-redesign/AGENTS.md'), 'utf8');
    const agentsLine = agents.split('\n').find((l) => l.trim().length > 20 && !l.startsWith('#'));
    expect(agentsLine).toBeDefined();
    expect(out).not.toContain(agentsLine!.trim());
    expect(out).not.toContain('Owner: web team');
  });

  it('PROJECT.md metadata is validated before writing (description at most 256 characters)', async () => {
    t = await sampleSession(MEETINGS.functional);
    const hash = await hashTree(t.root);
    const tooLong = `---\nname: Remote control\ndescription: ${'x'.repeat(257)}\n---\n# Remote control\n`;
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'PROJECT.md',
      content: tooLong,
      replace_file: true,
    });
    expect(out).toMatch(
      /^refused: Projects\/remote-control\/PROJECT\.md would be invalid \(.*\); file unchanged; PROJECT\.md needs YAML frontmatter with name/,
    );
    const noName = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'PROJECT.md',
      content: '---\ndescription: ok\n---\n',
      replace_file: true,
    });
    expect(noName).toMatch(/^refused: Projects\/remote-control\/PROJECT\.md would be invalid/);
    expect(await hashTree(t.root)).toBe(hash);
    expect(t.session.audit.entries).toHaveLength(0);

    const ok = `---\nname: Remote control\ndescription: ${'y'.repeat(256)}\n---\n# Remote control\n`;
    const written = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'PROJECT.md',
      content: ok,
      replace_file: true,
    });
    expect(written).toBe(`replaced the whole file (5 lines) in ${PROJECT_MD} (now 5 lines)`);
    expect(await readFile(path.join(t.root, PROJECT_MD), 'utf8')).toBe(ok);
    expect(await runTool(t.session, 'list_projects')).toBe(
      `remote-control: Remote control — ${'y'.repeat(256)}`,
    );
  });

  it('Writes are restricted to associated projects', async () => {
    t = await sampleSession(MEETINGS.functional);
    const hash = await hashTree(t.root);
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'website-redesign',
      path: 'PROJECT.md',
      content: '---\nname: Web\ndescription: d\n---\n',
      replace_file: true,
    });
    expect(out).toBe(
      'refused: project "website-redesign" is not bound to this meeting; bound: remote-control',
    );
    expect(await hashTree(t.root)).toBe(hash);
  });
});
