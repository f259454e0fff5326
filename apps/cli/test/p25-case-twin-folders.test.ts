/**
 * review4 P25: a configured folder name that differs from the vault's folder only in letter case
 * or Unicode form (`folders.meetings: "meetings"` for `Meetings/`, NFC for an NFD name) is that
 * folder — as Obsidian, macOS and Windows take it — on a case-sensitive file system too: `ma doctor`
 * says which spelling is used (never "lacks … run ma init"), `ma summarize` finds the meetings and
 * writes into the existing `Summaries/`, and `ma init` never creates a twin beside it. A name that
 * matches several twins is named, and nothing is created. The built `ma` on real temp folders.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
let temp: string;
beforeEach(async () => {
  vault = await copySampleVault();
  temp = await mkdtemp(join(tmpdir(), 'ma-p25-'));
});
afterEach(async () => {
  await vault.cleanup();
  await rm(temp, { recursive: true, force: true });
});

/** Sets `folders` keys of the vault's meeting-assistant.json. */
async function setFolders(root: string, folders: Record<string, string>): Promise<void> {
  const file = join(root, 'meeting-assistant.json');
  const config = JSON.parse(await readFile(file, 'utf8').catch(() => '{}'));
  config.folders = { ...config.folders, ...folders };
  await writeFile(file, JSON.stringify(config, null, 2));
}

describe('P25: configured folder names that differ only in case or Unicode form', () => {
  it('P25: doctor names the spelling used, summarize uses Meetings/ and Summaries/, init creates no twin', async () => {
    await setFolders(vault.root, { meetings: 'meetings', summaries: 'summaries' });
    const doctor = await runMa(['doctor', '--vault', vault.root]);
    expect(doctor.stdout).toContain(
      'warn folders: folders.meetings is "meetings" but the vault spells it "Meetings"; "Meetings" is used',
    );
    expect(doctor.stdout).toContain('fix: set folders.meetings to "Meetings" in meeting-assistant.json');
    expect(doctor.stdout).toContain(
      'warn folders: folders.summaries is "summaries" but the vault spells it "Summaries"',
    );
    expect(doctor.stdout).not.toContain('lacks');
    const summarize = await runMa(['summarize', meeting, '--vault', vault.root]);
    expect(summarize.code, summarize.stderr).toBe(0);
    expect((await stat(join(vault.root, 'Summaries', `${meeting}.md`))).isFile()).toBe(true);
    const init = await runMa(['init', vault.root]);
    expect(init.code, init.stdout + init.stderr).toBe(0);
    expect(init.stdout).toContain('kept    Meetings/ (folders.meetings says "meetings")');
    expect(init.stdout).toContain('kept    Summaries/ (folders.summaries says "summaries")');
    const entries = await readdir(vault.root);
    expect(entries).not.toContain('meetings');
    expect(entries).not.toContain('summaries');
  });

  it('P25: a name typed in NFC is the NFD-named folder on disk: init keeps it, creates no NFC twin', async () => {
    const nfd = 'Réunions'.normalize('NFD');
    await mkdir(join(temp, nfd));
    await setFolders(temp, { meetings: 'Réunions'.normalize('NFC') });
    const init = await runMa(['init', temp]);
    expect(init.code, init.stdout + init.stderr).toBe(0);
    expect(init.stdout).toContain(`kept    ${nfd}/ (folders.meetings says "${'Réunions'.normalize('NFC')}")`);
    const twins = (await readdir(temp)).filter((e) => e.normalize('NFC').toLowerCase() === 'réunions');
    expect(twins).toEqual([nfd]);
  });

  it('R226: ma init over an Obsidian vault with meetings/, summaries/ and glossary.md writes a configuration naming them; doctor right after has nothing to warn about', async () => {
    await mkdir(join(temp, '.obsidian'));
    await mkdir(join(temp, 'meetings'));
    await mkdir(join(temp, 'summaries'));
    const standup = '\uFEFF---\r\ntags: x\r\n---\r\nhello\r\n';
    await writeFile(join(temp, 'meetings', 'Standup.md'), standup);
    await writeFile(join(temp, 'glossary.md'), 'mine\n');
    const init = await runMa(['init', temp]);
    expect(init.code, init.stdout + init.stderr).toBe(0);
    expect(init.stdout).toContain('kept    meetings/ - ');
    expect(init.stdout).not.toContain('says');
    const config = JSON.parse(await readFile(join(temp, 'meeting-assistant.json'), 'utf8'));
    expect(config.folders).toMatchObject({ meetings: 'meetings', summaries: 'summaries', notes: 'Notes' });
    expect(config.files).toMatchObject({ glossary: 'glossary.md', dictation: 'Dictation.md' });
    // Nothing of theirs changed, no twin made.
    expect(await readFile(join(temp, 'meetings', 'Standup.md'), 'utf8')).toBe(standup);
    expect(await readFile(join(temp, 'glossary.md'), 'utf8')).toBe('mine\n');
    const entries = await readdir(temp);
    expect(entries).not.toContain('Meetings');
    expect(entries).not.toContain('Glossary.md');
    const doctor = await runMa(['doctor', '--vault', temp]);
    expect(doctor.stdout).not.toContain('warn folders');
    expect(doctor.stdout).not.toContain('warn files');
  });

  it('P25: a name matching several case-twins is named by doctor (FAIL, not "lacks") and init creates no third twin', async () => {
    await mkdir(join(temp, 'Meetings'));
    await mkdir(join(temp, 'MEETINGS'));
    await setFolders(temp, { meetings: 'meetings' });
    const doctor = await runMa(['doctor', '--vault', temp]);
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toContain(
      'FAIL folders: folders.meetings is "meetings", which matches MEETINGS and Meetings: names that differ only in letter case',
    );
    // The folders it does lack are named; the ambiguous one is not (ma init would add a twin).
    expect(doctor.stdout).toContain('lacks Transcripts/, Projects/\n');
    expect(doctor.stdout).not.toMatch(/lacks[^\n]*meetings\//i);
    const init = await runMa(['init', temp]);
    expect(init.code).toBe(1);
    expect(init.stdout).toContain(
      'skipped folders.meetings is "meetings", which matches MEETINGS and Meetings',
    );
    expect(await readdir(temp)).not.toContain('meetings');
  });
});
