/**
 * S54: the meeting note's file path as a shell gives it — absolute (`~/vault/Meetings/x.md`, tab
 * completion) or relative to the working folder (`vault/Meetings/x.md`) — names the meeting on the
 * command line (`ma summarize`, `ma tool`, `ma search --meeting`, `ma projects --meeting`), instead
 * of "not a safe vault-relative path … e.g. <another meeting>". A path outside the vault is still
 * refused, and `ma mcp` (a model's argument) keeps refusing absolute paths (reviewA T4).
 * Built `ma`, temp copy of the sample vault, offline engine.
 * Spec: apps/cli/README.md (<meeting>); reviewB S54.
 */
import { copyFile, mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const NAME = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => {
  await vault.cleanup();
});

describe('S54: a meeting given by its file path', () => {
  it('S54: absolute and working-folder-relative paths of the note work in ma tool, ma search and ma summarize; a path outside the vault is refused', async () => {
    const abs = path.join(vault.root, 'Meetings', `${NAME}.md`);
    const parent = path.dirname(vault.root);
    const relToParent = path.join(path.basename(vault.root), 'Meetings', `${NAME}.md`);
    for (const [meeting, cwd] of [
      [abs, parent],
      [relToParent, parent],
      [path.join('Meetings', `${NAME}.md`), vault.root],
    ] as const) {
      const read = await runMa(
        ['tool', 'read_meetingnote', '--meeting', meeting, '--vault', vault.root, '--args', '{"to": 1}'],
        { cwd },
      );
      expect(read.stderr).toBe('');
      expect(read.code).toBe(0);
      expect(read.stdout).toContain(`Meetings/${NAME}.md · lines 1–1`);
    }
    const search = await runMa(['search', 'casing', '--meeting', abs, '--vault', vault.root], {
      cwd: parent,
    });
    expect(search.code).toBe(0);
    const summarized = await runMa(['summarize', relToParent, '--vault', vault.root], { cwd: parent });
    expect(summarized.code).toBe(0);
    expect(summarized.stdout + summarized.stderr).toContain(`Summaries/${NAME}.md`);
    const outside = await runMa(
      ['tool', 'read_meetingnote', '--meeting', path.join(parent, `${NAME}.md`), '--vault', vault.root],
      { cwd: parent },
    );
    expect(outside.code).toBe(2);
    expect(outside.stderr).toMatch(/not a safe vault-relative path/);
  }, 120_000);
});

/**
 * L339: a path inside the vault that names no note (a typo, a note since renamed), absolute or
 * relative to the working folder (`../Meetings/x.md` from a subfolder), said "is not a safe
 * vault-relative path (must be relative / must not contain ..)": it is safe, it does not exist. Every
 * command that takes a note now says "not found", with the close names; outside stays unsafe.
 */
describe('L339: a missing note named by a path inside the vault is "not found"', () => {
  it('L339: absolute and ../ paths of a missing note say not found (with did-you-mean) in every command; outside stays unsafe', async () => {
    const meetings = path.join(vault.root, 'Meetings');
    const typo = `${NAME.slice(0, -1)}.md`;
    const forms: Array<[string, string]> = [
      [path.join(meetings, typo), vault.root],
      [path.join('..', 'Meetings', typo), path.join(vault.root, 'Notes')],
      [path.join(meetings, 'nope.md'), vault.root],
    ];
    for (const [meeting, cwd] of forms) {
      for (const argv of [
        ['tool', 'read_meetingnote', '--meeting', meeting],
        ['summarize', meeting, '--engine', 'extractive'],
        ['projects', '--meeting', meeting],
      ]) {
        const run = await runMa([...argv, '--vault', vault.root], { cwd });
        expect(run.code, `${argv.join(' ')}`).toBe(2);
        expect(run.stderr).toContain(`meeting "${meeting}" not found in ${meetings}`);
        expect(run.stderr).not.toMatch(/not a safe/);
        if (meeting.endsWith(typo)) expect(run.stderr).toContain(`did you mean "${NAME}"`);
      }
    }
    const outside = path.join(path.dirname(vault.root), 'nope.md');
    const refused = await runMa(['tool', 'read_meetingnote', '--meeting', outside, '--vault', vault.root], {
      cwd: vault.root,
    });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/not a safe vault-relative path/);
  }, 180_000);
});

/**
 * V114 (review of L339): L339 read every refusal of a path as the shell gives it as "not found", so a
 * note that is there but refused — in Obsidian's .trash/, or a meeting note that is a symlink out of
 * the vault, named by its absolute path — was "not found in Meetings; known: …": the user is told
 * the note they can see does not exist, and not why it is refused. Only a refusal of the form
 * (absolute, `..`) gives way to what the vault path says.
 */
describe('V114: a refused note named as the shell gives it keeps its refusal', () => {
  it('V114: a note in .trash/ (relative, absolute, ../) and a symlink out of the vault (absolute) are refused as such, not "not found"', async () => {
    const trash = path.join(vault.root, '.trash');
    await mkdir(trash);
    await copyFile(path.join(vault.root, 'Meetings', `${NAME}.md`), path.join(trash, 'Old.md'));
    for (const [meeting, cwd] of [
      [path.join('.trash', 'Old.md'), vault.root],
      [path.join(trash, 'Old.md'), vault.root],
      [path.join('..', '.trash', 'Old.md'), path.join(vault.root, 'Notes')],
      // review2 V127: relative to a folder above the vault (tab completion from its parent), `./` too.
      [path.join(path.basename(vault.root), '.trash', 'Old.md'), path.dirname(vault.root)],
      [`.${path.sep}${path.join(path.basename(vault.root), '.trash', 'Old.md')}`, path.dirname(vault.root)],
    ] as const) {
      const run = await runMa(['tool', 'read_meetingnote', '--meeting', meeting, '--vault', vault.root], {
        cwd,
      });
      expect(run.code, meeting).toBe(2);
      expect(run.stderr, meeting).toContain('.trash folder is off limits');
      expect(run.stderr, meeting).not.toContain('not found');
    }
    const outsideNote = path.join(path.dirname(vault.root), `${path.basename(vault.root)}-outside.md`);
    await copyFile(path.join(vault.root, 'Meetings', `${NAME}.md`), outsideNote);
    try {
      const link = path.join(vault.root, 'Meetings', 'Linked.md');
      await symlink(outsideNote, link);
      const run = await runMa(['tool', 'read_meetingnote', '--meeting', link, '--vault', vault.root], {
        cwd: vault.root,
      });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/through a symlink/);
      expect(run.stderr).not.toContain('not found');
      const fromParent = path.relative(path.dirname(vault.root), link);
      const relative = await runMa(
        ['tool', 'read_meetingnote', '--meeting', fromParent, '--vault', vault.root],
        { cwd: path.dirname(vault.root) },
      );
      expect(relative.code, fromParent).toBe(2);
      expect(relative.stderr, fromParent).toMatch(/through a symlink/);
      expect(relative.stderr, fromParent).not.toContain('not found');
    } finally {
      await rm(outsideNote, { force: true });
    }
  }, 180_000);
});
