/**
 * Review13 Z6: `ma search --projects a --projects b` searched only b (the last flag won, silently).
 * A repeated `--projects` adds to the list, like `ma import --project`; the cut result's read-on
 * command keeps every project. The built `ma`, a temp copy of the sample vault, the real rg.
 * Spec: apps/cli/README.md (`ma search … [--projects a,b]`); seed 000 (search the requested scope).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

describe('Z6: a repeated --projects adds to the scope', () => {
  it('--projects remote-control --projects website-redesign searches both', async () => {
    const note = path.join(t.vault.root, 'Meetings', `${meeting}.md`);
    const text = await readFile(note, 'utf8');
    await writeFile(note, text.replace('  - remote-control\n', '  - remote-control\n  - website-redesign\n'));
    await mkdir(path.join(t.vault.root, 'Projects/website-redesign'), { recursive: true });
    await writeFile(path.join(t.vault.root, 'Projects/website-redesign/z6.md'), 'numbatZ6 web\n');
    await writeFile(path.join(t.vault.root, 'Projects/remote-control/z6.md'), 'numbatZ6 rc\n');
    const base = ['search', 'numbatZ6', '--meeting', meeting, '--vault', t.vault.root];
    const run = await runMa([...base, '--projects', 'remote-control', '--projects', 'website-redesign']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Projects/remote-control/z6.md:1 numbatZ6 rc');
    expect(run.stdout).toContain('Projects/website-redesign/z6.md:1 numbatZ6 web');
    const cut = await runMa([
      ...base,
      '--projects',
      'remote-control',
      '--projects',
      'website-redesign',
      '--limit',
      '1',
    ]);
    expect(cut.code, cut.stderr).toBe(0);
    expect(cut.stdout).toMatch(
      /--projects remote-control,website-redesign --limit 1 .*--offset 1 to read on/,
    );
  });
});
