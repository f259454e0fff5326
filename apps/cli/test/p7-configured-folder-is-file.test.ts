/**
 * review4 P7: a configured folder that is a file (a note saved without `.md`, a sync conflict), or a
 * configured file that is a folder, is named as such by every command — `ma init` skips it (exit 1,
 * never "kept … vault ready"), `ma doctor` FAILs it (never "lacks … run ma init", never "all good"),
 * every other command stops with `<path> is a file, not a folder` (never blamed on `--title` or a
 * link). And a quoted `~` (`ma init "~/vault"`) is the home folder, never a folder named `~`.
 * The built `ma` on temp copies of the sample vault.
 */
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
const transcript = join(import.meta.dirname, '..', '..', '..', 'examples', 'transcripts', 'teams.vtt');
let vault: SampleVaultCopy;
let temp: string;
beforeEach(async () => {
  vault = await copySampleVault();
  temp = await mkdtemp(join(tmpdir(), 'ma-p7-'));
});
afterEach(async () => {
  await vault.cleanup();
  await rm(temp, { recursive: true, force: true });
});

/** Replaces the vault's folder `rel` (if any) by a file of that name. */
async function folderToFile(root: string, rel: string): Promise<void> {
  await rm(join(root, rel), { recursive: true, force: true });
  await writeFile(join(root, rel), 'a note saved without .md\n');
}

describe('P7: a configured folder that is a file', () => {
  it('P7: ma doctor FAILs every configured folder that is a file and every configured file that is a folder, never "lacks" nor "all good"', async () => {
    const folders = [
      ['Meetings', 'folders.meetings'],
      ['Transcripts', 'folders.transcripts'],
      ['Notes', 'folders.notes'],
      ['Summaries', 'folders.summaries'],
      ['Assistant', 'folders.context'],
      ['Projects', 'folders.projects'],
      ['Identities', 'folders.identities'],
      ['.trash', 'folders.trash'],
    ] as const;
    for (const [rel] of folders) await folderToFile(vault.root, rel);
    await rm(join(vault.root, 'Glossary.md'));
    await mkdir(join(vault.root, 'Glossary.md'));
    const run = await runMa(['doctor', '--vault', vault.root]);
    expect(run.code, run.stdout).toBe(1);
    for (const [rel, setting] of folders) {
      expect(run.stdout).toContain(
        `FAIL folders: ${rel} is a file, not a folder; ${setting} needs a folder there\n`,
      );
      expect(run.stdout).toContain(
        `fix: rename or move ${rel} (a note saved without .md? add .md) (then \`ma init\` creates the folder), or set ${setting} in meeting-assistant.json to another folder`,
      );
    }
    expect(run.stdout).toContain(
      'FAIL folders: Glossary.md is a folder, not a file; files.glossary needs a file there\n',
    );
    expect(run.stdout).not.toContain('lacks');
    expect(run.stdout).not.toContain('all good');
  });

  it('P7: a file on the way to a nested configured folder is named with the setting it blocks', async () => {
    await writeFile(
      join(vault.root, 'meeting-assistant.json'),
      JSON.stringify({ folders: { notes: 'Work/Notes' } }),
    );
    await writeFile(join(vault.root, 'Work'), 'x\n');
    const run = await runMa(['doctor', '--vault', vault.root]);
    expect(run.code, run.stdout).toBe(1);
    expect(run.stdout).toContain(
      'FAIL folders: Work is a file, not a folder, so folders.notes (Work/Notes) cannot be used\n',
    );
    const summarize = await runMa(['summarize', meeting, '--vault', vault.root]);
    expect(summarize.code).toBe(1);
    expect(summarize.stderr).toContain(
      'Work is a file, not a folder, so folders.notes (Work/Notes) cannot be used',
    );
  });

  it('P7: ma init skips a configured folder that is a file with a clear line, creates the rest, and exits 1', async () => {
    const root = join(temp, 'e');
    await mkdir(root);
    await writeFile(join(root, 'Meetings'), '');
    const run = await runMa(['init', root]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toContain(
      'skipped Meetings is a file, not a folder; folders.meetings needs a folder there; fix: rename or move Meetings',
    );
    expect(run.stdout).not.toContain('kept    Meetings/');
    expect(run.stdout).not.toContain('vault ready');
    expect(run.stdout).toContain(`vault at ${root} created except Meetings (see above)`);
    expect((await stat(join(root, 'Meetings'))).isFile()).toBe(true);
    for (const folder of ['Transcripts', 'Notes', 'Summaries', 'Assistant', 'Projects', 'Identities'])
      expect((await stat(join(root, folder))).isDirectory(), folder).toBe(true);
  });

  it('P7: every command that opens the vault says the folder is a file and exits 1, never blaming an argument', async () => {
    await folderToFile(vault.root, 'Meetings');
    const said =
      'Meetings is a file, not a folder; folders.meetings needs a folder there: rename or move Meetings';
    const commands: string[][] = [
      ['import', transcript, '--title', 'x', '--date', '2026-01-01'],
      ['summarize', meeting],
      ['search', '12.50', '--meeting', meeting],
      ['tool', 'list_projects', '--meeting', meeting],
      ['projects', '--all'],
      ['tools'],
      ['mcp'],
      ['daemon', 'run'],
      ['daemon', 'status'],
    ];
    for (const args of commands) {
      const run = await runMa([...args, '--vault', vault.root]);
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(1);
      expect(run.stderr, args.join(' ')).toContain(said);
      expect(run.stderr, args.join(' ')).not.toContain('title:');
    }
  });
});

describe('P7: a quoted ~ in a folder argument', () => {
  it('P7: ma init "~/vault" makes the vault in the home folder, says so, and creates no folder named ~; --vault "~/vault" finds it', async () => {
    const home = join(temp, 'home');
    const cwd = join(temp, 'cwd');
    await mkdir(home);
    await mkdir(cwd);
    const env = { HOME: home };
    const run = await runMa(['init', '~/r4vault'], { cwd, env });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(
      `note: "~" in "~/r4vault" taken as your home folder: ${join(home, 'r4vault')}`,
    );
    expect(run.stdout).toContain(`vault ready at ${join(home, 'r4vault')}`);
    expect((await stat(join(home, 'r4vault', 'Meetings'))).isDirectory()).toBe(true);
    expect(await readdir(cwd)).toEqual([]);
    const doctor = await runMa(['doctor', '--vault', '~/r4vault'], { cwd, env });
    expect(doctor.stdout).toContain(`ok   vault: ${join(home, 'r4vault')}\n`);
  });

  it('P7: ma init "~bob/vault" is refused (exit 2) and creates nothing', async () => {
    const run = await runMa(['init', '~bob/vault'], { cwd: temp });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('"~bob/vault" starts with "~" but is not "~/…": give the full path');
    expect(await readdir(temp)).toEqual([]);
  });
});
