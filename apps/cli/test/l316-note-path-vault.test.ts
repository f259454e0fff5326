/**
 * L316 (session 40 leftover): `ma summarize /abs/path/to/vault/Meetings/x.md` run from outside the vault said
 * "no vault found" (only the working folder was searched). A note given by its file path now finds its vault
 * from its own path, as the working folder does (the folder holding meeting-assistant.json or .meeting-assistant/,
 * else the one holding the Meetings/ folder the note lies in), for every command that takes a note path
 * (`ma summarize`, `ma tool --meeting`, `ma search --meeting`, `ma projects --meeting`); a path in no vault
 * still gets a clear message naming what was looked for.
 * Built `ma`, temp copies of the sample vault, offline engine, a working folder outside any vault.
 * Spec: docs/vault-format.md (Configuration); apps/cli README (<meeting>).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const NAME = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
let outside: string;
beforeEach(async () => {
  vault = await copySampleVault();
  outside = await mkdtemp(path.join(tmpdir(), 'ma-l316-cwd-'));
});
afterEach(async () => {
  await vault.cleanup();
  await rm(outside, { recursive: true, force: true });
});

const note = () => path.join(vault.root, 'Meetings', `${NAME}.md`);

describe('L316: the vault of a note given by its path, from outside the vault', () => {
  it('ma tool, ma search, ma projects and ma summarize find the vault from the note path', async () => {
    const read = await runMa(['tool', 'read_meetingnote', '--meeting', note(), '--args', '{"to": 1}'], {
      cwd: outside,
    });
    expect(read.stderr).toBe('');
    expect(read.code).toBe(0);
    expect(read.stdout).toContain(`Meetings/${NAME}.md · lines 1–1`);
    const search = await runMa(['search', 'casing', '--meeting', note()], { cwd: outside });
    expect(search.stderr).not.toContain('no vault found');
    expect(search.code).toBe(0);
    const projects = await runMa(['projects', '--meeting', note()], { cwd: outside });
    expect(projects.stderr).not.toContain('no vault found');
    expect(projects.code).toBe(0);
    const summarized = await runMa(['summarize', note()], { cwd: outside });
    expect(summarized.stderr).not.toContain('no vault found');
    expect(summarized.code).toBe(0);
    expect(summarized.stdout).toContain(path.join(vault.root, 'Summaries', `${NAME}.md`));
  }, 120_000);

  it('a vault on the defaults (no meeting-assistant.json): the folder holding its Meetings/ folder', async () => {
    await rm(path.join(vault.root, 'meeting-assistant.json'));
    await rm(path.join(vault.root, '.meeting-assistant'), { recursive: true, force: true });
    const read = await runMa(['tool', 'read_meetingnote', '--meeting', note(), '--args', '{"to": 1}'], {
      cwd: outside,
    });
    expect(read.stderr).toBe('');
    expect(read.code).toBe(0);
  }, 60_000);

  it('V94: a quoted ~/… note path (a host, a script): the vault and the note under HOME', async () => {
    // L316 found the vault from `~/…` but the meeting lookup refused the same path as not vault-relative.
    const home = path.dirname(vault.root);
    const typed = `~/${path.basename(vault.root)}/Meetings/${NAME}.md`;
    for (const args of [
      ['tool', 'read_meetingnote', '--meeting', typed, '--args', '{"to": 1}'],
      ['projects', '--meeting', typed],
    ]) {
      const run = await runMa(args, { cwd: outside, env: { HOME: home } });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
    }
  }, 60_000);

  it('a note path in no vault: exit 2 naming the note and what was looked for, nothing written', async () => {
    const stray = path.join(outside, 'notes', 'x.md');
    await mkdir(path.dirname(stray), { recursive: true });
    await writeFile(stray, '---\ntitle: x\n---\nHello\n');
    for (const args of [
      ['summarize', stray],
      ['tool', 'read_meetingnote', '--meeting', stray],
    ]) {
      const run = await runMa(args, { cwd: outside });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        `no vault found for ${stray}: no meeting-assistant.json or .meeting-assistant/ in ${path.dirname(stray)} or any folder above, and it is not in a Meetings/ folder`,
      );
    }
  }, 60_000);
});
