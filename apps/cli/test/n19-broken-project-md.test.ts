/**
 * Review 2 N19: a PROJECT.md with broken YAML frontmatter is reported by `ma doctor` (which file,
 * which line, what is wrong, the fix) and said by `ma projects` and the tools through `ma tool`,
 * never shown as a bare ID as if all were well. The built `ma` on a temp copy of the sample vault.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
  await writeFile(join(vault.root, 'Projects/remote-control/PROJECT.md'), '---\nname: [unclosed\n---\n');
});
afterEach(async () => vault.cleanup());

describe('N19: a broken PROJECT.md is reported', () => {
  it('N19: ma doctor warns naming the file, the line and the problem, with a fix (exit 0: a warning)', async () => {
    const run = await runMa(['doctor', '--vault', vault.root]);
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(
      /^warn projects: Projects\/remote-control\/PROJECT\.md: frontmatter is not valid YAML \(line 3, column 1\): [^\n]+; its name and description are not used/m,
    );
    expect(run.stdout).toMatch(/^ {5}fix: [^\n]*PROJECT\.md needs YAML frontmatter with name/m);
    expect(run.stdout).not.toMatch(/^ok {3}projects:/m);
  });

  it('N19: ma projects says it on stderr (and in --json); ma tool list_project_catalog in its line', async () => {
    const list = await runMa(['projects', '--all', '--vault', vault.root]);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^remote-control\s+remote-control$/m);
    expect(list.stderr).toMatch(
      /^warning: Projects\/remote-control\/PROJECT\.md: frontmatter is not valid YAML \(line 3, column 1\): .+; the project is shown as its id "remote-control" with no description; fix: /m,
    );
    const json = await runMa(['projects', '--meeting', meeting, '--json', '--vault', vault.root]);
    const rows = JSON.parse(json.stdout) as { id: string; problem?: string }[];
    expect(rows[0]?.problem).toMatch(/^Projects\/remote-control\/PROJECT\.md: frontmatter is not valid YAML/);
    const tool = await runMa(['tool', 'list_project_catalog', '--meeting', meeting, '--vault', vault.root]);
    expect(tool.code).toBe(0);
    expect(tool.stdout).toContain(
      'remote-control*: remote-control — (no description: Projects/remote-control/PROJECT.md: frontmatter is not valid YAML (line 3, column 1)',
    );
  });
});
