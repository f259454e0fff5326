/**
 * review4 P17 through the command line: `ma search` (the `search` tool) over a project holding a
 * `node_modules/` of 150 matching files still shows the project's own note and the past summary,
 * and says the dependency folder was not searched; `ma tool list_projectfiles` lists it as one line.
 * The built `ma`, a temp copy of the sample vault, the real rg.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
  const project = join(vault.root, 'Projects/remote-control');
  for (let i = 1; i <= 150; i++) {
    await mkdir(join(project, 'node_modules', `pkg${i}`, 'lib'), { recursive: true });
    await writeFile(
      join(project, 'node_modules', `pkg${i}`, 'lib', 'f1.js'),
      `module.exports = ${i};\nprice 12.50\n`,
    );
  }
  await writeFile(join(project, '.gitignore'), 'node_modules\n');
});
afterEach(async () => vault.cleanup());

describe('P17: ma search and list_projectfiles with a node_modules/ folder', () => {
  it('P17: ma search shows the project note and the past summary, not node_modules, and says so', async () => {
    const run = await runMa(['search', '12.50', '--meeting', meeting, '--vault', vault.root]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Projects/remote-control/requirements.md:11');
    expect(run.stdout).toContain('Summaries/2026-03-09 Remote control kickoff.md:12');
    expect(run.stdout).not.toContain('node_modules/pkg');
    expect(run.stdout).not.toContain('more matches not shown');
    expect(run.stdout).toContain(
      'note: dependency folders were not searched: Projects/remote-control/node_modules/',
    );
  });

  it('P17: ma tool list_projectfiles lists node_modules/ as one line', async () => {
    const run = await runMa([
      'tool',
      'list_projectfiles',
      '--meeting',
      meeting,
      '--args',
      '{"project":"remote-control"}',
      '--vault',
      vault.root,
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      'node_modules/ (dependency folder, 150 files, not listed: pass path "node_modules" to list it)',
    );
    expect(run.stdout).not.toContain('node_modules/pkg');
    expect(run.stdout).not.toContain('cut at');
  });
});
