/**
 * V116 (review, session 43): a meetings folder that is a symlink to another folder of the same vault
 * (`Meetings` → `Archive/Meetings`, a reorganised vault) lists no meeting, since a meeting note is
 * taken only by its own (symlink-free) path. `ma doctor` said "ok meetings: 0 meeting notes in
 * Meetings/ … all good" and a missing note "it has no meeting notes yet": a success that found
 * nothing, and a hint that sends the user to import. Both now name the link and the setting to use.
 * Built `ma`, temp copy of the sample vault.
 */
import { mkdir, rename, symlink } from 'node:fs/promises';
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

const SAID =
  'the meetings folder Meetings/ is a symlink to Archive/Meetings/ in the vault, and meeting notes are taken only by their own path: set folders.meetings in meeting-assistant.json to "Archive/Meetings"';

describe('V116: a meetings folder linked to another folder of the vault', () => {
  it('V116: doctor warns with the setting to use; a missing note says the same, not "no meeting notes yet"', async () => {
    await mkdir(path.join(vault.root, 'Archive'));
    await rename(path.join(vault.root, 'Meetings'), path.join(vault.root, 'Archive', 'Meetings'));
    await symlink(path.join('Archive', 'Meetings'), path.join(vault.root, 'Meetings'));
    const doctor = await runMa(['doctor', '--vault', vault.root]);
    expect(doctor.stdout).toContain(`warn meetings: 0 meeting notes in Meetings/: ${SAID}`);
    expect(doctor.stdout).not.toMatch(/^ok {3}meetings:/m);
    expect(doctor.stdout).not.toContain('all good');
    const missing = await runMa(['tool', 'read_meetingnote', '--meeting', 'Nope', '--vault', vault.root]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(SAID);
    expect(missing.stderr).not.toContain('no meeting notes yet');
  }, 120_000);
});
