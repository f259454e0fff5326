/**
 * Review4 P21: a request note whose asking process died without recording an outcome (SIGKILL, a
 * crash, a reboot) must not stay `status: pending` forever. The note records who asked
 * (`asker_pid`, `asker_host`); `sweepOrphanedRequests` (run by the vault-note adapter before it
 * asks, by `ma doctor` and at the daemon's start) marks a pending note `abandoned` when its asker
 * on this host is gone and `expired` when its deadline has passed, with a line saying nothing was
 * changed. A real child process asks through the built package and is killed.
 * Spec: docs/approvals.md (An asker that died); review4 P21.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { newAnswerKey, renderRequestNote } from '../src/index.js';
import { sweepOrphanedRequests } from '../src/vault-note/sweep-orphaned-requests.js';

const dist = pathToFileURL(resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'index.js')).href;
let folder: string;
let child: ChildProcess | undefined;
afterEach(async () => {
  child?.kill('SIGKILL');
  await rm(folder, { recursive: true, force: true });
});

/** Starts a process that asks through a vault note in `folder`; resolves with it and the note's path. */
function askInChild(): Promise<{ proc: ChildProcess; note: string }> {
  const script = `
import { createAdapter, createApprovalPrompt } from ${JSON.stringify(dist)};
const prompt = createApprovalPrompt(createAdapter('vault-note', {
  requestsFolder: process.env.P21_DIR,
  onNote: (p) => process.stdout.write('NOTE ' + p + '\\n'),
}), { say: () => {} });
await prompt.request({ id: 'project:website', title: 'Associate project website', body: 'they discussed it', timeoutMs: 600000 });
`;
  const proc = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, P21_DIR: folder },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  return new Promise((done, fail) => {
    let out = '';
    proc.stdout?.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      const m = /NOTE (.*)\n/.exec(out);
      if (m) done({ proc, note: m[1] as string });
    });
    proc.on('exit', (code) => fail(new Error(`child exited ${code} before writing its note`)));
  });
}

const killed = (proc: ChildProcess) =>
  new Promise<void>((done) => {
    proc.on('exit', () => done());
    proc.kill('SIGKILL');
  });

describe('P21: request notes of a process that is gone', () => {
  it('P21: the note of a killed asker is marked abandoned; a live asker’s note stays pending; a second sweep changes nothing', async () => {
    folder = await mkdtemp(join(tmpdir(), 'ma-p21-'));
    const { proc, note } = await askInChild();
    const pending = await readFile(note, 'utf8');
    expect(pending).toContain('status: pending');
    expect(pending).toContain(`asker_pid: ${proc.pid}`);
    expect(pending).toContain(`asker_host: ${hostname()}`);
    // A live asker (this test process) with a pending note of its own.
    const live = join(folder, 'Live request.md');
    const liveText = renderRequestNote(
      { id: 'live', title: 'Live request', body: 'x', timeoutMs: 600000 },
      Date.now() + 600000,
      newAnswerKey(),
    );
    await writeFile(live, liveText);
    // Still alive: nothing is marked.
    expect(await sweepOrphanedRequests(folder)).toEqual([]);
    await killed(proc);
    child = undefined;

    const swept = await sweepOrphanedRequests(folder);
    expect(swept).toHaveLength(1);
    expect(swept[0]?.path).toBe(note);
    expect(swept[0]?.status).toBe('abandoned');
    expect(swept[0]?.reason).toContain(`process ${proc.pid} on ${hostname()}`);
    const text = await readFile(note, 'utf8');
    expect(text).toContain('status: abandoned');
    expect(text).not.toContain('status: pending');
    expect(text).toMatch(
      /Outcome: abandoned \(.*\): the process that asked \(process \d+ on .*\) ended without recording an answer; nothing was changed, and ticking a box now changes nothing\./,
    );
    expect(await readFile(live, 'utf8')).toBe(liveText);
    expect(await sweepOrphanedRequests(folder)).toEqual([]);
    expect(await readFile(note, 'utf8')).toBe(text);
  });

  it('P21: a pending note past its deadline is marked expired, whoever asked; notes that ended and other files are left alone', async () => {
    folder = await mkdtemp(join(tmpdir(), 'ma-p21-'));
    const past = join(folder, 'Old request.md');
    await writeFile(
      past,
      renderRequestNote(
        { id: 'old', title: 'Old request', body: 'x', timeoutMs: 1 },
        Date.now() - 3_600_000,
        newAnswerKey(),
      ),
    );
    const other = join(folder, 'Other host.md');
    const otherText = renderRequestNote(
      { id: 'o', title: 'Other host', body: 'x', timeoutMs: 600000 },
      Date.now() + 600000,
      newAnswerKey(),
    ).replace(`asker_host: ${hostname()}`, 'asker_host: some-other-laptop');
    await writeFile(other, otherText);
    await writeFile(join(folder, 'notes.md'), '---\nstatus: pending\n---\nnot a request note\n');
    const swept = await sweepOrphanedRequests(folder);
    expect(swept.map((s) => [s.path, s.status])).toEqual([[past, 'expired']]);
    expect(await readFile(past, 'utf8')).toContain('status: expired');
    // Another machine's asker cannot be checked from here: its note waits for its deadline.
    expect(await readFile(other, 'utf8')).toBe(otherText);
    expect((await readdir(folder)).sort()).toEqual(['Old request.md', 'Other host.md', 'notes.md']);
    expect(await sweepOrphanedRequests(join(folder, 'missing'))).toEqual([]);
  });
});
