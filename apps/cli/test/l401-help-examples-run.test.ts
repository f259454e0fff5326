/**
 * `ma --help`'s examples, typed in order in a new folder as a newcomer does, failed: after
 * `ma init my-vault`, `ma summarize "2026-03-10 Remote control functional design" --vault my-vault`
 * named a sample-vault meeting the new vault has not (exit 2, "not found"), and `ma tools --json` and
 * `ma doctor` without `--vault` found no vault in that folder (`ma tools`: exit 2). The examples are now
 * one session that works from the folder `ma init` ran in: init, import a transcript, summarize the
 * meeting the import made, list the tools and check the vault. Each example is read from the built
 * `ma --help` and run as a child process in a temp folder holding `meeting.vtt` (the Teams sample).
 * Spec: README.md "Using it"; newcomer L401.
 */
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

/** The words of one example line: space-separated, a "double-quoted" run one word. */
function words(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
}

describe('L401: the examples of `ma --help` run, in order, in a new folder', () => {
  it('init, import, summarize, tools, doctor: every one exits 0 and the summary is written', async () => {
    const help = await runMa(['--help']);
    expect(help.code).toBe(0);
    const block = help.stdout.split('Examples:\n')[1] ?? '';
    const examples = block
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.startsWith('ma '));
    expect(examples.length).toBeGreaterThanOrEqual(4);
    const dir = await mkdtemp(join(tmpdir(), 'ma-l401-'));
    dirs.push(dir);
    await copyFile(
      join(import.meta.dirname, '..', '..', '..', 'examples', 'transcripts', 'teams.vtt'),
      join(dir, 'meeting.vtt'),
    );
    for (const line of examples) {
      const run = await runMa(words(line).slice(1), { cwd: dir, env: { HOME: dir } });
      expect(run.code, `${line}\n${run.stderr}`).toBe(0);
    }
    const summary = await readFile(join(dir, 'my-vault', 'Summaries', '2026-05-04 Weekly sync.md'), 'utf8');
    expect(summary).toContain('## Decisions');
  }, 300_000);
});
