/**
 * Leftovers L264 (B1): Ctrl-C during `ma import` of a long transcript was not heard by the import: it
 * copied on, printed "created …" for both notes and exited 130 ("interrupted") with the meeting
 * imported; a second signal (Ctrl-C again, or SIGTERM) exited at once and left the half-copied
 * transcript (`.… .ma-tmp`) in Transcripts/. Now Ctrl-C stops the copy, takes back what was written
 * (nothing left: no half-copied transcript, no transcript without its meeting note), says "nothing was
 * written", exit 130; a second signal that quits at once removes it too. The built `ma` as a real child
 * process, signalled once the copy is under way (its temp file in Transcripts/).
 * Spec: apps/cli/README.md (exit codes: 130 after Ctrl-C); docs/atomic-writes.md.
 */
import { type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

let dir: string;
let source: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ma-l264-'));
  source = join(dir, 'long meeting.txt');
  // 300,000 turns (~20 MB): the copy takes seconds, so the signal comes while it is under way.
  const lines: string[] = [];
  for (let i = 0; i < 300_000; i++)
    lines.push(`${i % 2 ? 'Ann' : 'Bob'}: turn ${i}, a few words so that the transcript is long`);
  await writeFile(source, `${lines.join('\n')}\n`);
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

/** Every entry of the vault's Transcripts/ and Meetings/ (temp files included). */
async function written(vault: string): Promise<string[]> {
  const out: string[] = [];
  for (const folder of ['Transcripts', 'Meetings'])
    for (const name of await readdir(join(vault, folder)).catch(() => [] as string[]))
      out.push(`${folder}/${name}`);
  return out;
}

/** `ma import` of the long transcript, `stop` called with the child once its temp file exists. */
async function interrupted(vault: string, stop: (child: ChildProcess) => void) {
  expect((await runMa(['init', vault])).code).toBe(0);
  return runMa(['import', source, '--vault', vault, '--date', '2026-12-05'], {
    onSpawn: (child) => {
      const timer = setInterval(async () => {
        const names = await written(vault);
        if (names.some((n) => n.endsWith('.ma-tmp'))) {
          clearInterval(timer);
          stop(child);
        }
      }, 20);
      child.on('close', () => clearInterval(timer));
    },
  });
}

describe('L264: Ctrl-C during ma import leaves nothing behind', () => {
  it('Ctrl-C stops the copy and takes back the transcript: exit 130, nothing written', async () => {
    const vault = join(dir, 'once');
    const run = await interrupted(vault, (child) => child.kill('SIGINT'));
    expect(run.code, run.stderr).toBe(130);
    expect(run.stderr).toContain('long meeting.txt was not imported: nothing was written');
    expect(run.stdout).not.toContain('created');
    expect(await written(vault)).toEqual([]);
  }, 120_000);

  it('a second signal that quits at once leaves no half-copied transcript either', async () => {
    const vault = join(dir, 'twice');
    const run = await interrupted(vault, (child) => {
      child.kill('SIGINT');
      // Once ma has seen the first: a different signal quits at once (core watchStopSignals).
      let seen = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        if (seen.includes('stopping cleanly')) return;
        seen += chunk.toString();
        if (seen.includes('stopping cleanly')) child.kill('SIGTERM');
      });
    });
    expect([130, 143]).toContain(run.code);
    expect(run.stdout).not.toContain('created');
    expect(await written(vault)).toEqual([]);
  }, 120_000);
});
