/**
 * R213: the deadline a request shows ("Tick one box above before 21:01") is wall-clock time, but
 * the prompt kept it with a timer alone, which does not count a suspended laptop or a clock set
 * forward. After a resume the request stayed open past the deadline the user was shown, and a
 * tick then approved it; worse, another process's sweep (or a synced machine with its clock ahead)
 * had already marked the note "expired … ticking a box now changes nothing", and the tick still
 * approved. Now the deadline is compared with the clock at least every `DEADLINE_CHECK_MS`, an
 * answer read after it is `timeout`, and a note someone else ended answers nothing.
 * Spec: seed 004 (timeouts invalidate late actions); docs/approvals.md (R213).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type Clock,
  createApprovalPrompt,
  createFakeClock,
  DEADLINE_CHECK_MS,
  fakeAdapter,
  sweepOrphanedRequests,
} from '../src/index.js';

const dist = pathToFileURL(resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'index.js')).href;
let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** A fake clock whose wall time can jump forward without any timer firing (a suspend, an NTP step). */
function jumpingClock() {
  const fake = createFakeClock();
  let skew = 0;
  const clock: Clock = {
    now: () => fake.now() + skew,
    setTimeout: (fn, ms) => fake.setTimeout(fn, ms),
    clearTimeout: (h) => fake.clearTimeout(h),
  };
  return { clock, fake, jump: (ms: number) => (skew += ms) };
}

describe('R213: a clock set forward or a suspended machine', () => {
  it('R213: the request ends as timeout once the wall clock passes its deadline, not when a timer finally fires', async () => {
    const { clock, fake, jump } = jumpingClock();
    const adapter = fakeAdapter();
    const prompt = createApprovalPrompt(adapter, { clock, say: () => {} });
    const outcome = prompt.request({ id: 'r', title: 'Grant access', body: 'b', timeoutMs: 10 * 60_000 });
    await adapter.whenAsked('r');
    jump(60 * 60_000);
    await fake.advance(DEADLINE_CHECK_MS);
    expect(prompt.pending()).toEqual([]);
    expect(await outcome).toBe('timeout');
  });

  it('R213: an answer read after the deadline shown is timeout, not approved', async () => {
    const { clock, jump } = jumpingClock();
    const adapter = fakeAdapter();
    const prompt = createApprovalPrompt(adapter, { clock, say: () => {} });
    const outcome = prompt.request({ id: 'r', title: 'Grant access', body: 'b', timeoutMs: 10 * 60_000 });
    await adapter.whenAsked('r');
    jump(60 * 60_000);
    adapter.answer('r', 'approved');
    expect(await outcome).toBe('timeout');
  });

  it('R213: a tick in a note another process marked expired does not approve (a real asking process)', async () => {
    folder = await mkdtemp(join(tmpdir(), 'r213-'));
    const script = `
import { createApprovalPrompt, vaultNoteAdapter } from ${JSON.stringify(dist)};
const prompt = createApprovalPrompt(vaultNoteAdapter({ folder: process.env.R213_DIR, pollMs: 50,
  onNote: (p) => process.stdout.write('NOTE ' + p + '\\n') }), { say: (m) => process.stdout.write('SAY ' + m + '\\n') });
const outcome = await prompt.request({ id: 'access', title: 'Grant access to Project X', body: 'b', timeoutMs: 3000 });
process.stdout.write('OUTCOME ' + outcome + '\\n');
`;
    const proc = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, R213_DIR: folder },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const seen = (pattern: RegExp) =>
      new Promise<RegExpExecArray>((done) => {
        const look = () => {
          const m = pattern.exec(out);
          if (m) done(m);
          else proc.stdout?.once('data', look);
        };
        look();
      });
    proc.stdout?.on('data', (c: Buffer) => {
      out += c.toString('utf8');
    });
    const note = (await seen(/NOTE (.*)\n/))[1] as string;
    // Another process whose clock is an hour ahead sweeps the folder.
    const swept = await sweepOrphanedRequests(folder, { now: Date.now() + 3_600_000 });
    expect(swept.map((s) => s.status)).toEqual(['expired']);
    const text = await readFile(note, 'utf8');
    expect(text).toContain('ticking a box now changes nothing');
    await writeFile(note, text.replace('- [ ] Approve', '- [x] Approve'));
    expect((await seen(/OUTCOME (\w+)/))[1]).toBe('timeout');
    expect(out).toContain('is no longer pending (marked by another process)');
    expect(await readFile(note, 'utf8')).not.toMatch(/^status: approved/m);
  });
});
