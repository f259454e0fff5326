/**
 * reviewA R8 (session 22): `ma projects` padded its columns by UTF-16 length, so a project whose id or
 * name holds an accent a Mac stores decomposed (`Cafe` + U+0301) stood one column short per accent, and
 * a CJK name (two terminal columns a character) half its width short: the descriptions no longer lined
 * up. Now columns are counted in terminal columns. The built `ma` on a vault made by `ma init`.
 * L443 (session 47): `ma projects --all` sorted ids by code point (`Beta` before `alpha`, `Sprint 10`
 * before `Sprint 2`), unlike Obsidian's file explorer; now in its order (core `compareNames`).
 * Spec: reviewA R8 (session 22); apps/cli/README.md (`ma projects`); L443, seed 004 (project catalog).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

/** `ma projects --all` on a vault made by `ma init` plus these `[id, name]` projects: its lines (NFD). */
async function projectsAll(projects: [string, string][]): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ma-r8-'));
  try {
    const vault = path.join(dir, 'v');
    expect((await runMa(['init', vault])).code).toBe(0);
    for (const [id, name] of projects) {
      await mkdir(path.join(vault, 'Projects', id));
      await writeFile(
        path.join(vault, 'Projects', id, 'PROJECT.md'),
        `---\nname: ${name}\ndescription: d\n---\n`,
      );
    }
    const run = await runMa(['projects', '--all', '--vault', vault]);
    expect(run.code).toBe(0);
    return run.stdout.normalize('NFD').split('\n').filter(Boolean);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('R8: ma projects lines its columns up in terminal columns', () => {
  it('R8: NFD accents take no column, CJK characters two', async () => {
    expect(
      await projectsAll([
        ['ab', 'Ab'],
        ['cafe\u0301', 'Cafe\u0301'],
        ['\u4e2d\u6587', '\u4e2d\u6587'],
      ]),
    ).toEqual(['ab    Ab    d', 'cafe\u0301  Cafe\u0301  d', '\u4e2d\u6587  \u4e2d\u6587  d']);
  });

  it('L443: ids are listed as Obsidian sorts names: any case, accents ignored, numbers by value', async () => {
    const ids = ['Beta', 'sprint 10', '\u00c9clair', 'alpha', 'Sprint 2', 'Delta'];
    const lines = await projectsAll(ids.map((id) => [id, id]));
    const listed = lines
      .map((line) => line.split('  ')[0]?.normalize('NFC'))
      .filter((id) => ids.includes(id ?? ''));
    expect(listed).toEqual(['alpha', 'Beta', 'Delta', '\u00c9clair', 'Sprint 2', 'sprint 10']);
  }, 120_000);
});
