/**
 * R19 (and addendum): a configured folder or a project folder that is a symlink out of the vault
 * is not followed (docs/tools.md, Paths), and every entry point says so truthfully: which symlink,
 * where it leads, "not followed", and a fix that works — never "missing, run `ma init`", never
 * "fix the link", never "create the folder". `ma init` does not stop half-way on one. The built
 * `ma` on temp copies of the sample vault with real symlinks.
 */
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
let outside: string;
beforeEach(async () => {
  vault = await copySampleVault();
  outside = await mkdtemp(join(tmpdir(), 'ma-r19-outside-'));
});
afterEach(async () => {
  await vault.cleanup();
  await rm(outside, { recursive: true, force: true });
});

/** Moves `rel` (a folder or file of the vault) out of the vault and links it back in; returns the target. */
async function linkOut(rel: string): Promise<string> {
  const target = join(outside, rel.replace(/\//g, '_'));
  const abs = join(vault.root, rel);
  if (await stat(abs).catch(() => null)) await rename(abs, target);
  else await mkdir(target, { recursive: true });
  await symlink(target, abs);
  return target;
}

describe('R19: symlinked configured folders', () => {
  it('R19: ma doctor names every configured folder and file that is a symlink out of the vault, with its target and a fix that works', async () => {
    const paths = [
      ['Meetings', 'folders.meetings'],
      ['Transcripts', 'folders.transcripts'],
      ['Notes', 'folders.notes'],
      ['Summaries', 'folders.summaries'],
      ['Identities', 'folders.identities'],
    ] as const;
    const files = [
      ['Glossary.md', 'files.glossary'],
      ['Dictation.md', 'files.dictation'],
    ] as const;
    const targets = new Map<string, string>();
    for (const [rel] of [...paths, ...files]) targets.set(rel, await linkOut(rel));
    await mkdir(join(vault.root, 'Assistant'), { recursive: true });
    const requests = await linkOut('Assistant/Requests');
    const run = await runMa(['doctor', '--vault', vault.root]);
    expect(run.code, run.stdout).toBe(0);
    for (const [rel, setting] of paths) {
      expect(run.stdout).toContain(
        `warn folders: ${rel}/ is a symlink to ${targets.get(rel)}, outside the vault; Meeting Assistant does not follow symlinks out of the vault, so nothing in it is used`,
      );
      expect(run.stdout).toContain(
        `fix: move the folder into the vault in place of the link, or set ${setting} in meeting-assistant.json to a real folder inside the vault`,
      );
    }
    for (const [rel, setting] of files) {
      expect(run.stdout).toContain(
        `warn folders: ${rel} is a symlink to ${targets.get(rel)}, outside the vault; Meeting Assistant does not follow symlinks out of the vault`,
      );
      expect(run.stdout).toContain(
        `fix: move the file into the vault in place of the link, or set ${setting} in meeting-assistant.json to a file inside the vault`,
      );
    }
    expect(run.stdout).toContain(
      `warn folders: Assistant/Requests/ is a symlink to ${requests}, outside the vault`,
    );
    // Never "missing" (they are there), never `ma init` as the fix (it cannot work).
    expect(run.stdout).not.toContain('lacks');
    expect(run.stdout).not.toContain('ma init');
  });

  it('R19: a symlinked projects folder is named by the folders check with its target; a missing folder still says ma init', async () => {
    const target = await linkOut('Projects');
    await rm(join(vault.root, 'Meetings'), { recursive: true });
    const run = await runMa(['doctor', '--vault', vault.root]);
    expect(run.stdout).toContain(`warn folders: Projects/ is a symlink to ${target}, outside the vault`);
    expect(run.stdout).toContain('or set folders.projects in meeting-assistant.json');
    expect(run.stdout).toContain(`warn vault: ${vault.root} lacks Meetings/\n`);
  });

  it('R19: ma init skips a symlinked folder with a clear line, creates everything else, and exits 1', async () => {
    const root = await mkdtemp(join(tmpdir(), 'ma-r19-init-'));
    try {
      const target = join(outside, 'Transcripts');
      await mkdir(target);
      await symlink(target, join(root, 'Transcripts'));
      const run = await runMa(['init', root]);
      expect(run.code, run.stdout + run.stderr).toBe(1);
      expect(run.stdout).toContain(
        `skipped Transcripts/ is a symlink to ${target}, outside the vault; Meeting Assistant does not follow symlinks out of the vault, so nothing in it is used; fix: move the folder into the vault in place of the link, or set folders.transcripts`,
      );
      for (const folder of ['Meetings', 'Notes', 'Summaries', 'Assistant', 'Projects', 'Identities'])
        expect((await stat(join(root, folder))).isDirectory(), folder).toBe(true);
      expect(await readFile(join(root, 'Glossary.md'), 'utf8')).not.toBe('');
      expect(run.stdout).toContain(`vault at ${root} created except Transcripts/`);
      expect(run.stderr).not.toContain('resolves outside');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("R19: ma summarize names the symlinked transcripts folder and its fix, not the meeting's link", async () => {
    const target = await linkOut('Transcripts');
    const run = await runMa(['summarize', meeting, '--vault', vault.root]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `through a symlink) ("Transcripts/2026-03-10 Remote control functional design.md"): Transcripts/ is a symlink to ${target}, outside the vault; Meeting Assistant does not follow symlinks out of the vault`,
    );
    expect(run.stderr).toContain(
      'or set folders.transcripts in meeting-assistant.json to a real folder inside the vault',
    );
    expect(run.stderr).not.toContain('fix the link');
    expect(run.stderr).not.toContain('remove it to summarize from the notes only');
  });
});

describe('R19: symlinked folders ma summarize writes into', () => {
  it('R19: a symlinked summaries or context folder fails the run before anything is written, naming it and the fix', async () => {
    for (const [folder, setting] of [
      ['Summaries', 'folders.summaries'],
      ['Assistant', 'folders.context'],
    ] as const) {
      const target = await linkOut(folder);
      const before = await readdir(target);
      const run = await runMa(['summarize', meeting, '--vault', vault.root]);
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toContain(
        `${folder}/ is a symlink to ${target}, outside the vault; Meeting Assistant does not follow symlinks out of the vault, so nothing in it is used: move the folder into the vault in place of the link, or set ${setting}`,
      );
      expect(await readdir(target)).toEqual(before);
      await rm(join(vault.root, folder));
      await rename(target, join(vault.root, folder));
    }
  });
});

describe('R19 addendum: symlinked folders ma import writes into', () => {
  it('R19: ma import into a symlinked Transcripts/ or Meetings/ names the link, its target and the fix; nothing written', async () => {
    const source = join(import.meta.dirname, '../../../examples/transcripts/teams.vtt');
    for (const [folder, setting] of [
      ['Transcripts', 'folders.transcripts'],
      ['Meetings', 'folders.meetings'],
    ] as const) {
      const target = await linkOut(folder);
      const before = await readdir(target);
      const run = await runMa([
        'import',
        source,
        '--title',
        'Field sensor sync',
        '--date',
        '2026-05-04',
        '--vault',
        vault.root,
      ]);
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toContain(
        `ma: cannot import ${source} into ${folder}/: ${folder}/ is a symlink to ${target}, outside the vault; Meeting Assistant does not follow symlinks out of the vault`,
      );
      expect(run.stderr).toContain(
        `or set ${setting} in meeting-assistant.json to a real folder inside the vault`,
      );
      expect(run.stderr).toContain('nothing was written');
      expect(run.stderr).not.toContain('path resolves outside the allowed folder');
      expect(await readdir(target)).toEqual(before);
      await rm(join(vault.root, folder));
      await rename(target, join(vault.root, folder));
    }
  });
});

describe('R19 addendum: symlinked project folders', () => {
  it('R19: ma projects --all, ma doctor, ma tool list_projects and ma summarize name the symlinked project and its target', async () => {
    const target = await linkOut('Projects/website-redesign');
    const note = join(vault.root, 'Meetings', `${meeting}.md`);
    const text = await readFile(note, 'utf8');
    await writeFile(note, text.replace('  - remote-control\n', '  - remote-control\n  - website-redesign\n'));
    const said = `Projects/website-redesign/ is a symlink to ${target}, outside the vault; Meeting Assistant does not follow symlinks out of the vault, so nothing in it is used: move the project folder into Projects/ in place of the link`;

    const all = await runMa(['projects', '--all', '--vault', vault.root]);
    expect(all.code).toBe(0);
    expect(all.stdout).not.toContain('website-redesign');
    expect(all.stderr).toContain(`not listed: ${said}`);

    const doctor = await runMa(['doctor', '--vault', vault.root]);
    expect(doctor.stdout).toContain(
      `warn projects: Projects/website-redesign (a symlink to ${target}, outside the vault): not followed`,
    );

    const tool = await runMa(['tool', 'list_projects', '--meeting', meeting, '--vault', vault.root]);
    expect(tool.stdout).toContain('remote-control');
    expect(tool.stdout).toContain(`not bound: the meeting's projects: entry "website-redesign" — ${said}`);

    const run = await runMa(['summarize', meeting, '--vault', vault.root]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      `the meeting's \`projects:\` entry \`website-redesign\` was not bound: ${said}`,
    );
    expect(run.stderr).not.toContain('create the folder');
  });
});
