/**
 * reviewA R8 (session 22): `ma projects` padded its columns by UTF-16 length, so a project whose id or
 * name holds an accent a Mac stores decomposed (`Cafe` + U+0301) stood one column short per accent, and
 * a CJK name (two terminal columns a character) half its width short: the descriptions no longer lined
 * up. Now columns are counted in terminal columns. The built `ma` on a vault made by `ma init`.
 * Spec: reviewA R8 (session 22); apps/cli/README.md (`ma projects`).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

describe('R8: ma projects lines its columns up in terminal columns', () => {
  it('R8: NFD accents take no column, CJK characters two', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ma-r8-'));
    try {
      const vault = path.join(dir, 'v');
      expect((await runMa(['init', vault])).code).toBe(0);
      const projects: [string, string][] = [
        ['ab', 'Ab'],
        ['cafe\u0301', 'Cafe\u0301'],
        ['\u4e2d\u6587', '\u4e2d\u6587'],
      ];
      for (const [id, name] of projects) {
        await mkdir(path.join(vault, 'Projects', id));
        await writeFile(
          path.join(vault, 'Projects', id, 'PROJECT.md'),
          `---\nname: ${name}\ndescription: d\n---\n`,
        );
      }
      const run = await runMa(['projects', '--all', '--vault', vault]);
      expect(run.code).toBe(0);
      expect(run.stdout.normalize('NFD').split('\n').filter(Boolean)).toEqual([
        'ab    Ab    d',
        'cafe\u0301  Cafe\u0301  d',
        '\u4e2d\u6587  \u4e2d\u6587  d',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
