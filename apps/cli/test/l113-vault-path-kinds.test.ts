/**
 * Leftovers L113: `--vault` naming a symbolic link to nothing, or a link loop, said `vault folder …
 * does not exist; create one with \`ma init …\`` (`ma`) and `not a folder` (`ma daemon`); each now
 * says what the path is. A file is still "names a file, not a vault folder". Built `ma`, temp folders.
 * Spec: docs/contracts.md, Vault model; leftovers L113.
 */
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

let base: string;
beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'ma-l113-'));
});
afterAll(() => rm(base, { recursive: true, force: true }));

describe('L113: --vault that is not a usable folder says what it is', () => {
  it('L113: a dangling link, a loop, a file — ma and ma daemon', async () => {
    const dangling = path.join(base, 'gone');
    await symlink(path.join(base, 'moved-away'), dangling);
    const loop = path.join(base, 'loop');
    await symlink(loop, loop);
    const file = path.join(base, 'notes.md');
    await writeFile(file, '# notes\n');
    const cases: Array<[string, string]> = [
      [dangling, `${dangling} is a symbolic link to a path that does not exist`],
      [loop, `${loop} is a symbolic link that leads back to itself`],
    ];
    for (const [vault, said] of cases) {
      for (const args of [
        ['summarize', 'x'],
        ['daemon', 'status'],
      ]) {
        const run = await runMa([...args, '--vault', vault]);
        expect(run.code, `${args.join(' ')} ${vault}`).toBe(2);
        expect(run.stderr).toContain(said);
        expect(run.stderr).not.toContain('ma init');
      }
    }
    const daemon = await runMa(['daemon', 'status', '--vault', file]);
    expect(daemon.stderr).toContain(`names a file (${file}), not a vault folder`);
  }, 120_000);
});
