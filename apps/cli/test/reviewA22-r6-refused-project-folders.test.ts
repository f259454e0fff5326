/**
 * reviewA R6 (session 22): a project folder whose name the path rules refuse — a Windows device name
 * (`CON`, `aux`), a control character (a tab, a line break, ESC), a bidi override — was left out of
 * `ma projects`, `list_project_catalog` and `ma doctor` without a word, and a meeting's `projects: [CON]`
 * said "names no project folder in Projects/" although the folder is there. Now `ma projects` says
 * `not listed: the folder Projects/CON is there but cannot be used as a project (…); rename the folder`,
 * `ma doctor` warns with the fix, and the meeting's entry gets the same reason; names are written out
 * (`tab\tname`, `\u202e`), never sent raw to the terminal. The built `ma` on a temp sample-vault copy.
 * Spec: reviewA R6 (session 22); docs/paths.md; apps/cli/README.md (`ma projects`, `ma doctor`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

describe('R6: project folders the path rules refuse', () => {
  it('R6: ma projects, ma doctor and a meeting bound to one name each folder with why; nothing raw reaches the terminal', async () => {
    const root = t.vault.root;
    for (const name of ['CON', 'tab\tname', 'bidi\u202eabc']) await mkdir(path.join(root, 'Projects', name));
    await writeFile(
      path.join(root, 'Meetings/r6.md'),
      '---\ntitle: R6\ndate: 2026-05-04\nprojects: ["CON", "remote-control"]\n---\nWe talked.\n',
    );
    const all = await runMa(['projects', '--all', '--vault', root]);
    expect(all.code).toBe(0);
    expect(all.stdout).toContain('remote-control');
    const notes = all.stderr.split('\n').filter((l) => l.startsWith('not listed: '));
    expect(notes).toEqual([
      "not listed: the folder Projects/CON is there but cannot be used as a project (Windows device names are not allowed); rename the folder (and the meeting notes' projects: entries naming it)",
      "not listed: the folder Projects/bidi\\u202eabc is there but cannot be used as a project (path contains a bidi control character); rename the folder (and the meeting notes' projects: entries naming it)",
      "not listed: the folder Projects/tab\\tname is there but cannot be used as a project (path contains a control character); rename the folder (and the meeting notes' projects: entries naming it)",
    ]);
    expect(all.stderr).not.toMatch(/[\t\u202e]/);
    const bound = await runMa(['projects', '--meeting', 'r6', '--vault', root]);
    expect(bound.code).toBe(0);
    expect(bound.stderr).toContain(
      'not bound: the meeting\'s projects: entry "CON" — the folder Projects/CON is there but cannot be used as a project (Windows device names are not allowed)',
    );
    expect(bound.stderr).not.toContain('names no project folder');
    const tool = await runMa(['tool', 'list_projects', '--meeting', 'r6', '--args', '{}', '--vault', root]);
    expect(tool.stdout).toContain('the folder Projects/CON is there but cannot be used as a project');
    const doctor = await runMa(['doctor', '--vault', root]);
    const warns = doctor.stdout.split('\n').filter((l) => l.startsWith('warn projects: the folder '));
    expect(warns).toHaveLength(3);
    expect(doctor.stdout).toContain(
      'warn projects: the folder Projects/CON is there but cannot be used as a project (Windows device names are not allowed): it is not listed by `ma projects`, cannot be bound and is not usable by the agent',
    );
  });
});
