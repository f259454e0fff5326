/**
 * R12: what the vault refuses is said as such, and every command maps each error kind to the
 * exit code apps/cli/README.md documents (1 failure, 2 usage, 3 refused in `ma tool`/`ma search`).
 * The built `ma` on temp copies of the sample vault, with real symlinks.
 */
import { mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
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
  outside = await mkdtemp(join(tmpdir(), 'ma-outside-'));
});
afterEach(async () => {
  await vault.cleanup();
  await rm(outside, { recursive: true, force: true });
});

const ma = (...args: string[]) => runMa([...args, '--vault', vault.root]);
const SYMLINK_OUT = /resolves outside the vault through a symlink/;

describe('R12: refusals say what was refused', () => {
  it('R12: a projects folder symlinked out of the vault is named as the reason, never "not bound"', async () => {
    await rename(join(vault.root, 'Projects'), join(outside, 'Projects'));
    await symlink(join(outside, 'Projects'), join(vault.root, 'Projects'));
    const decisions = join(outside, 'Projects/remote-control/decisions.md');
    const before = await readFile(decisions, 'utf8');

    const write = await ma(
      'tool',
      'write_projectfile',
      '--meeting',
      meeting,
      '--args',
      JSON.stringify({ project: 'remote-control', path: 'decisions.md', content: 'x' }),
    );
    expect(write.code).toBe(3);
    expect(write.stdout).toMatch(SYMLINK_OUT);
    expect(write.stdout).not.toContain('is not bound');
    expect(await readFile(decisions, 'utf8')).toBe(before);

    const list = await ma('tool', 'list_projects', '--meeting', meeting, '--args', '{}');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(SYMLINK_OUT);

    const search = await ma('search', 'casing', '--meeting', meeting);
    expect(search.code).toBe(3);
    expect(search.stdout).toMatch(SYMLINK_OUT);

    const projects = await ma('projects', '--meeting', meeting);
    expect(projects.stderr).toMatch(SYMLINK_OUT);
    expect(projects.stderr).not.toContain('lists none that exist');

    const doctor = await ma('doctor');
    expect(doctor.stdout + doctor.stderr).toMatch(SYMLINK_OUT);
    expect(doctor.stdout + doctor.stderr).not.toContain('no Projects/ folder');
  });

  it('R12: a meeting note (or meetings folder) that is a symlink out of the vault is refused as such, not "not found"', async () => {
    const note = join(vault.root, `Meetings/${meeting}.md`);
    await rename(note, join(outside, 'note.md'));
    await symlink(join(outside, 'note.md'), note);
    for (const args of [
      ['tool', 'read_meetingnote', '--meeting', meeting, '--args', '{}'],
      ['tool', 'read_meetingnote', '--meeting', `Meetings/${meeting}.md`, '--args', '{}'],
      ['search', 'casing', '--meeting', meeting],
      ['summarize', meeting],
      ['projects', '--meeting', meeting],
    ]) {
      const run = await ma(...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toMatch(/refused: .*(resolves outside|outside the allowed folder)/);
      expect(run.stderr, args.join(' ')).not.toContain('not found');
    }
    // The whole meetings folder linked out.
    await rm(note);
    await rename(join(vault.root, 'Meetings'), join(outside, 'Meetings'));
    await symlink(join(outside, 'Meetings'), join(vault.root, 'Meetings'));
    const run = await ma('summarize', '2026-03-11 Remote control conceptual design');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/refused: Meetings\/ resolves outside the vault through a symlink/);
  });
});

describe('R12: exit codes per error kind', () => {
  it('R12: broken frontmatter is 3 in ma tool and ma search (before or while the tool runs), 1 elsewhere; an unknown meeting is 2 everywhere', async () => {
    await writeFile(join(vault.root, 'Meetings/broken.md'), '---\ntitle: x\nfoo: [unclosed\n---\nbody\n');
    const cases: Array<[string[], number]> = [
      [['tool', 'read_meetingnote', '--meeting', 'broken', '--args', '{}'], 3],
      [['tool', 'add_attendee', '--meeting', 'broken', '--args', '{"name":"Zoe"}'], 3],
      [['search', 'casing', '--meeting', 'broken'], 3],
      [['projects', '--meeting', 'broken'], 1],
      [['summarize', 'broken'], 1],
      [['tool', 'read_meetingnote', '--meeting', 'no such meeting', '--args', '{}'], 2],
      [['search', 'casing', '--meeting', 'no such meeting'], 2],
      [['summarize', 'no such meeting'], 2],
      [['projects', '--meeting', 'no such meeting'], 2],
    ];
    for (const [args, code] of cases) {
      const run = await ma(...args);
      expect(run.code, `${args.join(' ')}\n${run.stderr}`).toBe(code);
      if (code !== 2)
        expect(run.stderr, args.join(' ')).toContain('Meetings/broken.md: frontmatter is not valid YAML');
    }
  });

  it('R12: a note the tool itself needs with broken frontmatter stays a refusal (3), the note unchanged', async () => {
    await mkdir(join(vault.root, 'Assistant'), { recursive: true });
    await writeFile(join(vault.root, `Assistant/${meeting}.md`), '---\nmeeting: [unclosed\n---\nnotes\n');
    const before = await readFile(join(vault.root, `Assistant/${meeting}.md`), 'utf8');
    const run = await ma('tool', 'write_context', '--meeting', meeting, '--args', '{"content":"a line"}');
    expect(run.code, run.stderr).toBe(3);
    expect(run.stdout + run.stderr).toMatch(/^refused: .*frontmatter/m);
    expect(await readFile(join(vault.root, `Assistant/${meeting}.md`), 'utf8')).toBe(before);
  });
});
