/**
 * reviewA R28 (session 26): the commands `ma` prints for the user to run next keep the `--config`
 * the user gave — `ma init <dir> --config <file>` (a configuration outside the vault or not named
 * meeting-assistant.json), `ma import … --config <file>` and `ma doctor --config <file>`'s `ma init`
 * fix. Before, they were printed without it ('next: cd <dir> (ma finds the vault from there)',
 * 'next: ma summarize --vault v <meeting>', 'run `ma init <vault>`'), and run as printed they used the
 * default configuration: 'no vault found', 'meeting … not found', or `ma init` making the default
 * folders instead of the configured ones.
 * Built `ma`, temp folders, offline engine.
 * Spec: apps/cli/README.md (global options: --config); reviewA U15 (next steps that work).
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ma-r28-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The commands of the `next:` lines (the text before the explanation's three spaces). */
const nextCommands = (stdout: string): string[] =>
  stdout
    .split('\n')
    .filter((l) => l.startsWith('next: '))
    .map((l) => l.slice('next: '.length).split('   ')[0] as string);

/** Runs a printed command line (simple words and single-quoted words, as pasteCommandText writes them). */
const argvOf = (line: string): string[] =>
  [...line.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replace(/'\\''/g, "'") : (m[2] as string),
  );

describe('R28: printed next steps keep --config', () => {
  it('R28: ma init <dir> --config <file>: the next ma import and ma summarize name --config, and work as printed', async () => {
    const vault = path.join(dir, 'My vault');
    const cfgDir = path.join(dir, 'configs');
    await mkdir(cfgDir);
    const cfg = path.join(cfgDir, 'work.json');
    await writeFile(cfg, JSON.stringify({ folders: { meetings: 'Work/Meetings' } }));
    const init = await runMa(['init', vault, '--config', cfg], { cwd: dir });
    expect(init.code).toBe(0);
    const next = nextCommands(init.stdout);
    expect(next[0]).toMatch(/^cd /);
    expect(init.stdout).toMatch(/not its configuration/);
    const importLine = next.find((l) => l.startsWith('ma import')) ?? '';
    const summarizeLine = next.find((l) => l.startsWith('ma summarize')) ?? '';
    expect(importLine).toContain(`--config ${cfg}`);
    expect(summarizeLine).toContain(`--config ${cfg}`);

    // Run them as printed, from the vault (after the printed cd).
    const transcript = path.join(dir, 'standup.txt');
    await writeFile(transcript, 'Ann: We decided to ship on Friday.\nBob: I will write the notes.\n');
    const imported = await runMa(
      [
        ...argvOf(importLine.replace('<transcript file>', transcript)).slice(1),
        '--title',
        'Standup',
        '--date',
        '2026-05-04',
      ],
      { cwd: vault },
    );
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect((await stat(path.join(vault, 'Work', 'Meetings', '2026-05-04 Standup.md'))).isFile()).toBe(true);
    const summarized = await runMa(
      argvOf(summarizeLine.replace('<meeting>', "'2026-05-04 Standup'")).slice(1),
      { cwd: vault },
    );
    expect(summarized.code).toBe(0);
    expect(summarized.stdout).toContain('Summaries/2026-05-04 Standup.md');
  }, 120_000);

  it("R28: ma import --config's next ma summarize and ma doctor --config's ma init fix keep --config", async () => {
    const vault = path.join(dir, 'v');
    const cfg = path.join(dir, 'work.json');
    await writeFile(cfg, JSON.stringify({ folders: { meetings: 'Work/Meetings' } }));
    expect((await runMa(['init', vault, '--config', cfg], { cwd: dir })).code).toBe(0);
    const transcript = path.join(dir, 'standup.txt');
    await writeFile(transcript, 'Ann: We decided to ship on Friday.\nBob: I will write the notes.\n');
    const imported = await runMa(
      [
        'import',
        transcript,
        '--vault',
        'v',
        '--config',
        'work.json',
        '--title',
        'Standup',
        '--date',
        '2026-05-04',
      ],
      { cwd: dir },
    );
    expect(imported.code).toBe(0);
    const [summarizeLine] = nextCommands(imported.stdout);
    expect(summarizeLine).toContain('--config work.json');
    const summarized = await runMa(argvOf(summarizeLine ?? '').slice(1), { cwd: dir });
    expect(summarized.code).toBe(0);
    expect(summarized.stdout).toContain('Summaries/2026-05-04 Standup.md');

    // The doctor's fix for a missing configured folder names the configuration too.
    await rm(path.join(vault, 'Transcripts'), { recursive: true });
    const doctor = await runMa(['doctor', '--vault', vault, '--config', cfg], { cwd: dir });
    const fix = doctor.stdout.split('\n').find((l) => l.includes('ma init')) ?? '';
    expect(fix).toContain(`--config ${cfg}`);
  }, 120_000);
});
