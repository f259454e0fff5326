/**
 * The review10 W11 kind in `ma`: every command the CLI prints for the user to paste is quoted for
 * the shell (core `pasteCommand`), never left bare or wrapped in JSON/double quotes, in which
 * `$(…)`, backquotes, `$VAR` and `!` still run: `ma import`'s `next: ma summarize …`, the
 * `ma settings …` of an accepted workflow request where no terminal opens, `ma init …` of the
 * missing-vault message. Each printed line is given to a real `sh` as the words of `set --`,
 * which reads it exactly as a pasted command (and would run any substitution in it).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa, runMaTool } from './run-ma.js';

const run = promisify(execFile);
const transcripts = join(import.meta.dirname, '..', '..', '..', 'examples', 'transcripts');
/** A folder name a POSIX shell would run parts of, were it pasted bare or in double quotes. */
const HOSTILE = "team $(touch PWNED) `touch PWNED2` $HOME it's !x";

let base: string;
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'ma-w11-'));
});
afterEach(async () => rm(base, { recursive: true, force: true }));

/** The words `sh` reads from `line` pasted as a command (run in `cwd`, where a `touch` would land). */
async function shellWords(line: string, cwd: string): Promise<string[]> {
  const { stdout } = await run('sh', ['-c', `set -- ${line}\nprintf '%s\\0' "$@"`], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: '/home/someone' },
  });
  return stdout.split('\0').slice(0, -1);
}

describe('W11 kind: commands ma prints for pasting are shell-quoted', { timeout: 120_000 }, () => {
  it('W11: ma import: the next: ma summarize line runs ma summarize with the vault and the meeting, nothing else', async () => {
    const vault = join(base, HOSTILE);
    await mkdir(vault);
    await writeFile(join(vault, 'meeting-assistant.json'), '{}\n');
    const title = 'Sync $(touch PWNED3) `id` "q" !x $USER';
    const result = await runMa([
      'import',
      join(transcripts, 'plain.txt'),
      '--title',
      title,
      '--date',
      '2026-05-04',
      '--vault',
      vault,
    ]);
    expect(result.code, result.stderr).toBe(0);
    const meetings = await readdir(join(vault, 'Meetings'));
    expect(meetings).toHaveLength(1);
    const stem = (meetings[0] as string).replace(/\.md$/, '');
    expect(stem).toContain('$(touch PWNED3) `id`');
    const next = result.stdout.trimEnd().split('\n').at(-1) ?? '';
    expect(next).toMatch(/^next: ma summarize /);
    const words = await shellWords(next.slice('next: '.length), base);
    expect(words).toEqual(['ma', 'summarize', '--vault', vault, stem]);
    expect((await readdir(base)).sort()).toEqual([HOSTILE]);
  });

  it('W11: an accepted workflow request where no terminal opens prints an ma settings line that passes every path as one word', async () => {
    let vault: SampleVaultCopy | undefined;
    try {
      vault = await copySampleVault();
      const root = join(base, HOSTILE);
      await rename(vault.root, root);
      const file = join(root, 'meeting-assistant.json');
      const config = JSON.parse(await readFile(file, 'utf8'));
      config.approvals = { ...config.approvals, prompt: 'approve', timeoutMs: 5000, terminal: null };
      await writeFile(file, JSON.stringify(config));
      const result = await runMaTool(
        {
          vaultRoot: root,
          meeting: '2026-03-10 Remote control functional design',
          name: 'request_workflow_change',
          args: { intention: 'Add a Risks section', prompt: 'Add "## Risks" to the template.' },
        },
        { env: { DISPLAY: undefined, WAYLAND_DISPLAY: undefined } },
      );
      expect(result.code, result.stderr).toBe(0);
      const lines = result.stderr.split('\n');
      const at = lines.findIndex((l) => l.includes('cannot open a terminal here'));
      expect(at, result.stderr).toBeGreaterThanOrEqual(0);
      const words = await shellWords((lines[at + 1] ?? '').trim(), base);
      expect(words.slice(2, 5)).toEqual(['settings', '--vault', root]);
      expect(words.at(-2)).toBe('--prompt-file');
      expect(await readFile(words.at(-1) as string, 'utf8')).toContain('Add "## Risks" to the template.');
      expect((await readdir(base)).sort()).toEqual([HOSTILE]);
      await rename(root, vault.root);
    } finally {
      await vault?.cleanup();
    }
  });

  it('W11: a vault folder that does not exist: the ma init line creates exactly that folder', async () => {
    const missing = join(base, HOSTILE);
    const result = await runMa(['summarize', 'x', '--vault', missing]);
    expect(result.code).toBe(2);
    const line = /create one with `(.+)`/.exec(result.stderr)?.[1] ?? '';
    expect(await shellWords(line, base)).toEqual(['ma', 'init', missing]);
    expect(await readdir(base)).toEqual([]);
  });
});
