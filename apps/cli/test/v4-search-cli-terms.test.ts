/**
 * Review14 V4: `ma search` on a meeting with no bound project said `bound: (none;
 * list_project_catalog shows all projects)`: a tool a shell user cannot run. It now names
 * `ma projects --all`. The built `ma`, a temp copy of the sample vault.
 * Spec: apps/cli/README.md, Output ("Messages use the CLI's terms … not the tools' argument names").
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

describe('V4: ma search names the command that lists projects, not the catalog tool', () => {
  it('V4: a meeting with no bound project: refused (exit 3) naming `ma projects --all`', async () => {
    const note = path.join(t.vault.root, 'Meetings', `${meeting}.md`);
    await writeFile(note, (await readFile(note, 'utf8')).replace('  - remote-control\n', ''));
    const run = await runMa(['search', 'budget', '--meeting', meeting, '--vault', t.vault.root]);
    expect(run.code, run.stderr).toBe(3);
    const out = run.stdout + run.stderr;
    expect(out).toContain('`ma projects --all` shows all projects');
    expect(out).not.toContain('list_project_catalog');
  });
});
