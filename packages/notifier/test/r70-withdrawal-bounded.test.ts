/**
 * reviewB R70: a toast withdrawal (`terminal-notifier -remove <group>`, `SnoreToast -close <id>`)
 * that hangs is killed after `withdrawLimitMs`; before, the withdrawing program was started,
 * unref'd and never bounded, so a notifier that hung there stayed running after the request ended
 * (session 25's notifier suite left one such process behind for 90 minutes).
 * The notifier program is a fake one (a real child process) that never exits on a withdrawal.
 * Spec: seed 004, Decisions ("Timeouts and cancellation remove pending toasts"); docs/hostile-cases.md B34.
 */
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nativeToastBackend } from '../src/index.js';

let dir: string;
const started: number[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ma-r70-'));
});
afterEach(async () => {
  // Whatever the outcome, no fake notifier of this test outlives it.
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {}
  }
  await rm(dir, { recursive: true, force: true });
});

/**
 * A fake notifier (a shell script: it starts at once even on a loaded machine) that logs each
 * start and never exits by itself, the toast and the withdrawal alike.
 */
async function hangingNotifier(): Promise<{
  command: string;
  log: () => Promise<Array<{ pid: number; args: string }>>;
}> {
  const logFile = join(dir, 'log.txt');
  const command = join(dir, 'fake-notifier');
  await writeFile(command, `#!/bin/sh\necho "$$ $*" >> '${logFile}'\nexec sleep 1000\n`);
  await chmod(command, 0o755);
  const log = async () =>
    (await readFile(logFile, 'utf8').catch(() => ''))
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => ({ pid: Number(l.slice(0, l.indexOf(' '))), args: l.slice(l.indexOf(' ') + 1) }));
  return { command, log };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('R70: a hanging toast withdrawal is not left running', () => {
  for (const { platform, withdrawFlag } of [
    { platform: 'darwin', withdrawFlag: '-remove' },
    { platform: 'win32', withdrawFlag: '-close' },
  ] as const) {
    it(`R70: ${platform}: the ${withdrawFlag} program that never exits is killed`, async () => {
      const fake = await hangingNotifier();
      const backend = nativeToastBackend({
        platform,
        appID: 'Meeting Assistant',
        command: fake.command,
        withdrawLimitMs: 2000,
      });
      const control = new AbortController();
      const shown = backend.show(
        { title: 'Approve?', body: 'x', actions: ['Approve', 'Deny'], timeoutSec: 600 },
        control.signal,
      );
      await until('the toast', async () => ((await fake.log()).length > 0 ? true : undefined));
      control.abort('cancelled');
      expect(await shown).toBeUndefined();
      const withdrawal = await until('the withdrawal', async () =>
        (await fake.log()).find((e) => e.args.includes(withdrawFlag)),
      );
      started.push(...(await fake.log()).map((e) => e.pid));
      // Gone by itself within the test's wait: killed by the backend's limit.
      await until('the withdrawal to be ended', async () => (alive(withdrawal.pid) ? undefined : true));
      expect(alive(withdrawal.pid)).toBe(false);
    });
  }
});
