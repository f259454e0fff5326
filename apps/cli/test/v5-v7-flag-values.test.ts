/**
 * Review14 V5: a single-value option given twice kept the last one in silence (`--meeting a
 * --meeting b` ran on b, `--args A --args B` wrote B, `--vault` before and after the command, the
 * last `--engine`, `--tools`, `--limit`). V7: an empty value (`--vault ""`, `--config ""`,
 * `--base-url ""`, `ma init ""`: a script's unset variable) was taken as "not given", so the command
 * ran on the vault the working folder found, or made a vault in the working folder. V6: `ma init`
 * under a file or onto a dangling symlink printed Node's `ENOTDIR: …` / `ENOENT: …, mkdir`.
 * Each is now a usage error (exit 2) naming the option and the values, or the path in the way;
 * nothing is written. The built `ma` (plain and commander readers), a temp copy of the sample vault.
 * Spec: apps/cli/README.md (exit code 2 for a bad flag; "Errors are one line, printed once:
 * `ma: <what went wrong>; <what to do>`"); review13 Z6 (the same kind for --projects).
 */
import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

const exists = (rel: string) =>
  readFile(path.join(t.vault.root, rel), 'utf8').then(
    () => true,
    () => false,
  );

describe('V5: a single-value option given twice is a usage error', () => {
  it('V5: --meeting, --args, --vault (before and after the command), --engine, --tools, --limit: exit 2, nothing run', async () => {
    const v = t.vault.root;
    const cases: [string[], string][] = [
      [
        ['tool', 'read_meetingnote', '--meeting', 'Nope', '--meeting', meeting, '--vault', v],
        '--meeting was given twice ("Nope", then',
      ],
      [
        [
          'tool',
          'write_projectfile',
          '--meeting',
          meeting,
          '--vault',
          v,
          '--args',
          '{"project":"remote-control","path":"v5-a.md","content":"a"}',
          '--args',
          '{"project":"remote-control","path":"v5-b.md","content":"b"}',
        ],
        '--args was given twice',
      ],
      [
        ['--vault', v, 'tool', 'read_meetingnote', '--meeting', meeting, '--vault', '/nonexistent-v5'],
        '--vault was given twice',
      ],
      [
        ['tool', 'read_meetingnote', '--meeting', meeting, '--vault', '/nonexistent-v5', '--vault', v],
        '--vault was given twice',
      ],
      [
        ['summarize', meeting, '--vault', v, '--engine', 'extractive', '--engine', 'agent'],
        '--engine was given twice',
      ],
      [['tools', '--vault', v, '--tools', 'compact', '--tools', 'granular'], '--tools was given twice'],
      [
        ['search', 'budget', '--meeting', meeting, '--vault', v, '--limit', '1', '--limit', '2'],
        '--limit was given twice',
      ],
    ];
    for (const [args, said] of cases) {
      const run = await runMa(args);
      expect(run.code, `${args.join(' ')}\n${run.stderr}`).toBe(2);
      expect(run.stderr).toContain(said);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(await exists('Projects/remote-control/v5-a.md')).toBe(false);
    expect(await exists('Projects/remote-control/v5-b.md')).toBe(false);
    expect(await exists(`Summaries/${meeting}.md`)).toBe(false);
  });
});

describe('V7: an empty option value is a usage error, never "not given"', () => {
  it('V7: --vault "", --config "", --base-url "" inside a vault: exit 2, nothing written; --json ends with the usage object', async () => {
    const cwd = t.vault.root;
    const cases: [string[], string][] = [
      [['summarize', meeting, '--vault', '', '--json'], '--vault is empty'],
      [['tool', 'read_meetingnote', '--meeting', meeting, '--vault', ''], '--vault is empty'],
      [['search', 'budget', '--meeting', meeting, '--vault', ''], '--vault is empty'],
      [['search', 'budget', '--meeting', meeting, '--vault='], '--vault is empty'],
      [['tool', 'read_meetingnote', '--meeting', meeting, '--config', ''], '--config is empty'],
      [['summarize', meeting, '--base-url', ''], '--base-url is empty'],
      [['summarize', meeting, '--base-url', '   '], '--base-url is empty'],
    ];
    for (const [args, said] of cases) {
      const run = await runMa(args, { cwd });
      expect(run.code, `${args.join(' ')}\n${run.stderr}`).toBe(2);
      expect(run.stderr).toContain(said);
    }
    const json = await runMa(['summarize', meeting, '--vault', '', '--json'], { cwd });
    const last = JSON.parse(json.stdout.trim().split('\n').pop() ?? '') as {
      ok: boolean;
      error: { reason: string };
    };
    expect(last).toMatchObject({ ok: false, error: { reason: 'usage' } });
    expect(await exists(`Summaries/${meeting}.md`)).toBe(false);
  });

  it('V7: ma init "" creates nothing in the working folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ma-v7-'));
    t.onCleanup(() => rm(dir, { recursive: true, force: true }));
    const run = await runMa(['init', ''], { cwd: dir });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toContain('the folder is empty');
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('V6: ma init where a folder cannot be made says what is in the way', () => {
  it('V6: a path under a file, and a dangling symlink: exit 2 naming the file or the link and its target', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ma-v6-'));
    t.onCleanup(() => rm(dir, { recursive: true, force: true }));
    await writeFile(path.join(dir, 'afile'), 'x');
    const under = await runMa(['init', 'afile/sub'], { cwd: dir });
    expect(under.code, under.stderr).toBe(2);
    expect(under.stderr).toContain(`${path.join(dir, 'afile')} is a file, not a folder`);
    expect(under.stderr).not.toContain('ENOTDIR');
    await symlink(path.join(dir, 'nowhere'), path.join(dir, 'dangling'));
    const dangling = await runMa(['init', 'dangling'], { cwd: dir });
    expect(dangling.code, dangling.stderr).toBe(2);
    expect(dangling.stderr).toContain(
      `${path.join(dir, 'dangling')} is a symbolic link to ${path.join(dir, 'nowhere')}, which does not exist`,
    );
    expect(dangling.stderr).not.toContain('ENOENT');
    expect((await readdir(dir)).sort()).toEqual(['afile', 'dangling']);
  });
});
