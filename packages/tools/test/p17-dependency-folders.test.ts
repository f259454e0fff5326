/**
 * review4 P17: a project's dependency and build-output folders (`node_modules/`, `__pycache__/`,
 * `target/`, …: core's DEPENDENCY_FOLDERS) are not project knowledge. Since R21 `.gitignore` does
 * not hide files from search (it must not hide notes the read tools can read), so thousands of
 * files under `node_modules/` crowded the project's own notes and past summaries out of `search` and
 * `list_projectfiles`. They are now left out of both by name (said on a `note:` line / one line per
 * folder with its file count), and listed when asked for by `path`; a notes folder of any other
 * name (`vendor/`, ignored by `.gitignore` or not) is searched as before. Real temp vault, real rg.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

/** Fills `<project>/<folder>/pkg<i>/lib/f<j>.js` (i ≤ pkgs, j ≤ 3); every f1.js holds "price 12.50". */
async function dependencyTree(project: string, folder: string, pkgs: number): Promise<number> {
  for (let i = 1; i <= pkgs; i++) {
    const lib = path.join(project, folder, `pkg${i}`, 'lib');
    await mkdir(lib, { recursive: true });
    for (let j = 1; j <= 3; j++)
      await writeFile(
        path.join(lib, `f${j}.js`),
        `module.exports = 'x ${i} ${j}';\n${j === 1 ? 'price 12.50\n' : ''}`,
      );
  }
  return pkgs * 3;
}

describe('P17: dependency folders do not crowd out project notes and past summaries', () => {
  it('P17: search finds the same notes and summaries with a node_modules/ of 150 matching files, and says what it left out', async () => {
    t = await sampleSession(MEETINGS.functional);
    const project = path.join(t.root, 'Projects/remote-control');
    const before = await runTool(t.session, 'search', { query: '12.50' });
    expect(before).toContain('Projects/remote-control/requirements.md:11');
    expect(before).toContain('Summaries/2026-03-09 Remote control kickoff.md:12');
    await dependencyTree(project, 'node_modules', 150);
    await dependencyTree(project, path.join('tools', '__pycache__'), 2);
    await writeFile(path.join(project, '.gitignore'), 'node_modules\n');
    const after = await runTool(t.session, 'search', { query: '12.50' });
    expect(after).not.toMatch(/node_modules\/pkg|__pycache__\/pkg/);
    expect(after).not.toContain('more matches not shown');
    const lines = after.split('\n');
    expect(lines.filter((l) => !l.startsWith('note: ')).join('\n')).toBe(before);
    expect(lines).toContain(
      'note: dependency folders were not searched: Projects/remote-control/node_modules/, Projects/remote-control/tools/__pycache__/ (list_projectfiles with path lists one, read_projectfile reads a file in it)',
    );
  });

  it('P17: a notes folder of another name is searched, whatever .gitignore says (R21 kept)', async () => {
    t = await sampleSession(MEETINGS.functional);
    const project = path.join(t.root, 'Projects/remote-control');
    await mkdir(path.join(project, 'vendor'));
    await writeFile(path.join(project, 'vendor', 'acme.md'), '# Acme\n\nQuoted 12.50 per casing.\n');
    await mkdir(path.join(t.root, '.git'));
    await writeFile(path.join(t.root, '.gitignore'), 'vendor/\n');
    const out = await runTool(t.session, 'search', { query: '12.50' });
    expect(out).toContain('Projects/remote-control/vendor/acme.md:3 Quoted 12.50 per casing.');
    expect(out).not.toContain('dependency folders');
  });

  it('P17: list_projectfiles lists a dependency folder as one line with its file count, and lists it when asked by path', async () => {
    t = await sampleSession(MEETINGS.functional);
    const project = path.join(t.root, 'Projects/remote-control');
    const before = await runTool(t.session, 'list_projectfiles', { project: 'remote-control' });
    const files = await dependencyTree(project, 'node_modules', 150);
    const out = await runTool(t.session, 'list_projectfiles', { project: 'remote-control' });
    expect(out).not.toContain('node_modules/pkg');
    expect(out).not.toContain('cut at');
    expect(out).toContain(
      `node_modules/ (dependency folder, ${files} files, not listed: pass path "node_modules" to list it)`,
    );
    // Everything else is listed as before.
    for (const line of before.split('\n').slice(1)) expect(out.split('\n')).toContain(line);
    const inside = await runTool(t.session, 'list_projectfiles', {
      project: 'remote-control',
      path: 'node_modules/pkg7',
    });
    expect(inside).toContain('node_modules/pkg7/lib/f1.js (2 lines)');
    expect(inside).toContain('3 files');
  });
});
