/**
 * Newcomer s35 F7: after `Projects/remote-control` was renamed to `Projects/tv-remote` (and the
 * meeting notes' projects: with it), the past summaries still named `remote-control`:
 * `list_past_project_meetings` said only "no past meeting summaries for tv-remote" and `ma doctor`
 * "all good". Now doctor warns naming the old ID, its summaries and the folder it likely became, and
 * the empty listing says why. Built `ma`, a temp copy of the sample vault.
 */
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => {
  await vault.cleanup();
});

describe('F7: a renamed project folder', () => {
  it('doctor names the summaries naming the old folder; the empty past-meetings listing says why', async () => {
    await rename(
      path.join(vault.root, 'Projects/remote-control'),
      path.join(vault.root, 'Projects/tv-remote'),
    );
    for (const name of await readdir(path.join(vault.root, 'Meetings'))) {
      const abs = path.join(vault.root, 'Meetings', name);
      await writeFile(abs, (await readFile(abs, 'utf8')).replaceAll('remote-control', 'tv-remote'));
    }
    const doctor = await runMa(['doctor', '--vault', vault.root]);
    expect(doctor.stdout).toContain(
      'warn projects: 1 summary names project "remote-control", which has no folder in Projects/ (renamed or removed?)',
    );
    expect(doctor.stdout).toContain('`tv-remote` (name "Remote control")');
    expect(doctor.stdout).toContain('Summaries/2026-03-09 Remote control kickoff.md');
    expect(doctor.stdout).not.toContain('all good');

    const listed = await runMa([
      'tool',
      'list_past_project_meetings',
      '--meeting',
      '2026-03-12 Remote control detailed design',
      '--vault',
      vault.root,
    ]);
    expect(listed.stdout).toContain(
      'no past meeting summaries for tv-remote; note: 1 summary names project "remote-control", with no folder in Projects/',
    );
  }, 120_000);
});
