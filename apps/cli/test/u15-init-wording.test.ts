/**
 * Review U15: `ma init` read as a first-time user. It says first which folder the vault is (created
 * or existing) so the relative names after it are clear, what each created folder and file is for,
 * that `.trash/` comes later, and next steps that work from where the user is (`cd` when the vault
 * is elsewhere, `ma import`, `ma summarize` with the engine it will really use). The next steps are
 * followed to check they do what they say. Built `ma`, temp folders.
 * Spec: review U15; docs/vault-format.md (layout); issue #6 (`ma init`).
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ma-cli-u15-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('U15: ma init wording', { timeout: 150_000 }, () => {
  it('U15: a first run names the vault folder, what each item is for, and next steps that work as said', async () => {
    const cwd = await tempDir();
    const root = join(cwd, 'my vault');
    const run = await runMa(['init', 'my vault'], { cwd });
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`vault folder ${root} (created); in it:`);
    expect(lines).toContain('created meeting-assistant.json - the configuration (every key optional)');
    expect(lines).toContain('created Meetings/ - meeting notes, one per meeting');
    expect(lines).toContain('created Summaries/ - the summaries Meeting Assistant writes');
    expect(lines).toContain('created Glossary.md - terms the assistant should know');
    // Every `created` line names something that is there now.
    const made = lines.filter((l) => l.startsWith('created ')).map((l) => l.slice(8).split(' - ')[0]!);
    const there = await readdir(root);
    for (const item of made) expect(there, item).toContain(item.replace(/\/$/, ''));
    expect(made).toHaveLength(there.length);
    expect(run.stdout).toContain(`vault ready at ${root} (a .trash/ folder is made on the first delete)`);
    // Quoted for the user's shell (W11 kind): single quotes on POSIX.
    expect(lines).toContain(
      process.platform === 'win32'
        ? `next: cd "${root}"   (ma finds the vault from there; else add --vault)`
        : `next: cd '${root}'   (ma finds the vault from there; else add --vault)`,
    );
    expect(run.stdout).toContain(
      'next: ma import <transcript file>   (a subtitle or text transcript: makes a meeting note in Meetings/ and its transcript in Transcripts/)',
    );
    expect(run.stdout).toContain(
      'next: ma summarize <meeting>   (writes the summary to Summaries/; no model is set, so it uses the offline engine: to add one, see the model section of meeting-assistant.README.md)',
    );
    expect(await readFile(join(root, 'meeting-assistant.README.md'), 'utf8')).toMatch(/^## model /m);
    expect(run.stdout).not.toMatch(/[^\x20-\x7e\n]/);

    // The next steps, followed from inside the vault, do what they said.
    await writeFile(
      join(cwd, 'Kickoff.vtt'),
      'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Ana>We choose the rubber casing.\n\n00:00:05.000 --> 00:00:08.000\n<v Ben>Agreed, rubber it is.\n',
    );
    const imported = await runMa(['import', join(cwd, 'Kickoff.vtt'), '--date', '2026-11-20'], { cwd: root });
    expect(imported.code, imported.stderr).toBe(0);
    expect(await readdir(join(root, 'Meetings'))).toHaveLength(1);
    expect(await readdir(join(root, 'Transcripts'))).toHaveLength(1);
    const [meeting] = await readdir(join(root, 'Meetings'));
    const summarized = await runMa(['summarize', meeting!.replace(/\.md$/, '')], { cwd: root });
    expect(summarized.code, summarized.stderr).toBe(0);
    expect(summarized.stderr).toContain('offline');
    expect(await readdir(join(root, 'Summaries'))).toHaveLength(1);
  });

  it('U15: run inside the vault no cd step; an existing folder is said so; a configured model is named', async () => {
    const root = await tempDir();
    await writeFile(
      join(root, 'meeting-assistant.json'),
      JSON.stringify({ model: { baseURL: 'http://127.0.0.1:11434/v1', model: 'qwen3:8b' } }),
    );
    const run = await runMa(['init'], { cwd: root });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe(`vault folder ${root} (existing folder); in it:`);
    expect(run.stdout).toContain('kept    meeting-assistant.json - the configuration');
    expect(run.stdout).not.toContain('next: cd');
    expect(run.stdout).toContain(
      '(writes the summary to Summaries/; model qwen3:8b at http://127.0.0.1:11434/v1)',
    );
    expect(run.stdout).not.toContain('offline');
  });
});
