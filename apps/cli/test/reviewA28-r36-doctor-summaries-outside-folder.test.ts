/**
 * reviewA R36 (session 28): a vault used for weeks whose summaries folder changed in the configuration
 * (`folders.summaries: "Meeting summaries"` after summaries were written to `Summaries/`), or one of
 * whose summaries was moved into another folder in Obsidian (the meeting's `summary:` link follows):
 * `list_past_project_meetings` of a later meeting said "No past meeting summaries for remote-control"
 * (the past-meeting tools and search list only the summaries folder) and `ma doctor` said "all good".
 * Now doctor names each meeting's summary that lies outside the summaries folder, with the fix. Built
 * `ma`, sample-vault copy.
 * Spec: reviewA R36; docs/vault-format.md (Summary note; past project meetings).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const KICKOFF = '2026-03-09 Remote control kickoff';

describe('R36: ma doctor names summaries the past-meeting tools cannot see', { timeout: 150_000 }, () => {
  it('R36: folders.summaries changed after the summaries were written: the summary left in the old folder is named', async () => {
    const config = join(t.vault.root, 'meeting-assistant.json');
    const json = JSON.parse(await readFile(config, 'utf8'));
    json.folders.summaries = 'Meeting summaries';
    await writeFile(config, JSON.stringify(json, null, 2));
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    const line = run.stdout.split('\n').find((l) => l.includes('meetings:')) ?? '';
    expect(line).toMatch(/^warn\s+meetings:/);
    expect(line).toContain('1 summary outside the summaries folder Meeting summaries/ (folders.summaries)');
    expect(line).toContain(`Summaries/${KICKOFF}.md (the summary of Meetings/${KICKOFF}.md)`);
    expect(run.stdout).toContain('move each summary named into Meeting summaries/');
    expect(run.stdout).not.toContain('all good');
  });

  it('R36: a summary moved into an archive folder in Obsidian (its link followed) is named; one in a subfolder of the summaries folder is not', async () => {
    await mkdir(join(t.vault.root, 'Archive'));
    await rename(join(t.vault.root, `Summaries/${KICKOFF}.md`), join(t.vault.root, `Archive/${KICKOFF}.md`));
    const note = join(t.vault.root, `Meetings/${KICKOFF}.md`);
    await writeFile(
      note,
      (await readFile(note, 'utf8')).replace(`[[Summaries/${KICKOFF}]]`, `[[Archive/${KICKOFF}]]`),
    );
    const run = await runMa(['doctor', '--vault', t.vault.root]);
    const line = run.stdout.split('\n').find((l) => l.includes('meetings:')) ?? '';
    expect(line).toContain('1 summary outside the summaries folder Summaries/');
    expect(line).toContain(`Archive/${KICKOFF}.md (the summary of Meetings/${KICKOFF}.md)`);

    await mkdir(join(t.vault.root, 'Summaries/2026'));
    await rename(
      join(t.vault.root, `Archive/${KICKOFF}.md`),
      join(t.vault.root, `Summaries/2026/${KICKOFF}.md`),
    );
    await writeFile(
      note,
      (await readFile(note, 'utf8')).replace(`[[Archive/${KICKOFF}]]`, `[[Summaries/2026/${KICKOFF}]]`),
    );
    const again = await runMa(['doctor', '--vault', t.vault.root]);
    expect(again.stdout).not.toContain('outside the summaries folder');
    expect(again.stdout).toMatch(/ok\s+meetings:/);
  });
});
