/**
 * A5 (seed 004: "Timeouts and cancellation remove pending toasts") on macOS and Windows: the
 * notifier program is a fake one (a real child process; terminal-notifier and SnoreToast cannot
 * run on this machine) that records its arguments and whether it was killed. Cancelling or a
 * deadline kills the waiting program and withdraws the toast (`-remove <group>`, `-close <id>`).
 */
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApprovalPrompt, fakeAdapter, nativeToastBackend, toastAdapter } from '../src/index.js';
import { askUntilFallback } from './ask-until-fallback.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ma-a5-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A fake notifier program: logs each start; `answer` set → clicks that button at once (`!exit1`: exits 1; `!garbage`: prints no JSON), else waits. */
async function fakeNotifier(answer?: string): Promise<{ command: string; log: () => Promise<Entry[]> }> {
  const logFile = join(dir, 'log.jsonl');
  const command = join(dir, 'fake-notifier');
  await writeFile(
    command,
    `#!${process.execPath}
const fs = require('node:fs');
const net = require('node:net');
const args = process.argv.slice(2);
const log = (entry) => fs.appendFileSync(${JSON.stringify(logFile)}, JSON.stringify({ pid: process.pid, ...entry }) + '\\n');
// The handler goes first: a kill that lands right after the start is logged is still seen.
process.on('SIGTERM', () => { log({ killed: true }); process.exit(143); });
log({ args });
if (args.includes('-remove') || args.includes('-close')) process.exit(0);
const answer = ${JSON.stringify(answer ?? null)};
// L202: a notifier that fails (exit 1, nothing shown), or prints what is not its JSON answer.
if (answer === '!exit1') process.exit(1);
if (answer === '!garbage') { process.stdout.write('not json at all\\n'); process.exit(0); }
const value = (flag) => args[args.indexOf(flag) + 1];
if (answer && args.includes('-group')) {
  process.stdout.write(JSON.stringify({ activationType: 'actionClicked', activationValue: answer }));
  process.exit(0);
}
if (answer && args.includes('-pipeName')) {
  const socket = net.connect(value('-pipeName'), () => {
    socket.end(Buffer.from('action=buttonClicked;button=' + answer + ';', 'utf16le'), () => process.exit(4));
  });
} else setInterval(() => {}, 1000);
`,
  );
  await chmod(command, 0o755);
  const log = async () =>
    (await readFile(logFile, 'utf8').catch(() => ''))
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => JSON.parse(l) as Entry);
  return { command, log };
}

interface Entry {
  pid: number;
  args?: string[];
  killed?: boolean;
}

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** True while process `pid` exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const unquote = (value: string | undefined) => value?.replace(/^"|"$/g, '');

const PLATFORMS = [
  { platform: 'darwin', idFlag: '-group', withdrawFlag: '-remove' },
  { platform: 'win32', idFlag: '-id', withdrawFlag: '-close' },
] as const;

describe('A5: cancelled and expired toasts are withdrawn on macOS and Windows', () => {
  for (const { platform, idFlag, withdrawFlag } of PLATFORMS) {
    it(`A5: ${platform}: aborting kills the waiting notifier and withdraws the toast by its id`, async () => {
      const fake = await fakeNotifier();
      const backend = nativeToastBackend({ platform, appID: 'Meeting Assistant', command: fake.command });
      const control = new AbortController();
      const shown = backend.show(
        { title: 'Approve change', body: 'decisions.md', actions: ['Approve', 'Deny'], timeoutSec: 600 },
        control.signal,
      );
      const started = await until('the toast', async () => (await fake.log()).find((e) => e.args));
      const args = started.args ?? [];
      expect(args).toContain(idFlag);
      control.abort('cancelled');
      expect(await shown).toBeUndefined();
      const entries = await until('kill and withdrawal', async () => {
        const all = await fake.log();
        // Killed: its handler logged the SIGTERM, or (a kill before the handler ran) it is gone.
        const killed = all.some((e) => e.pid === started.pid && e.killed) || !alive(started.pid);
        return killed && all.some((e) => e.args?.includes(withdrawFlag)) ? all : undefined;
      });
      const withdrawal = entries.find((e) => e.args?.includes(withdrawFlag))?.args ?? [];
      expect(unquote(withdrawal[withdrawal.indexOf(withdrawFlag) + 1])).toBe(
        unquote(args[args.indexOf(idFlag) + 1]),
      );
    });

    it(`A5: ${platform}: a request that times out through the toast adapter takes its toast back; a click answers`, async () => {
      const toastPrompt = (command: string) =>
        createApprovalPrompt(
          toastAdapter({
            fallback: fakeAdapter(),
            capability: {
              actions: true,
              backend: platform === 'darwin' ? 'terminal-notifier' : 'snoretoast',
              reason: 'test',
            },
            backend: nativeToastBackend({ platform, appID: 'Meeting Assistant', command }),
          }),
          { say: () => {} },
        );
      const waiting = await fakeNotifier();
      const prompt = toastPrompt(waiting.command);
      const outcome = prompt.request({ id: 'r', title: 'Approve?', body: 'x', timeoutMs: 400 });
      expect(await outcome).toBe('timeout');
      await until('the withdrawal', async () =>
        (await waiting.log()).some((e) => e.args?.includes(withdrawFlag)) ? true : undefined,
      );
      // The toast program is gone (killed; or, under load, killed before it even logged its start).
      await until('no toast program left running', async () =>
        (await waiting.log())
          .filter((e) => e.args && !e.args.includes(withdrawFlag))
          .every((e) => !alive(e.pid))
          ? true
          : undefined,
      );
      await prompt.shutdown();

      await rm(join(dir, 'log.jsonl'), { force: true });
      const answered = toastPrompt((await fakeNotifier('Approve')).command);
      expect(await answered.request({ id: 'a', title: 'Approve?', body: 'x', timeoutMs: 60_000 })).toBe(
        'approved',
      );
      await answered.shutdown();
    });

    it(`L202: ${platform}: a button that is none of the toast's actions ("Later") is said with the answer, and the fallback asks`, async () => {
      expect(await askNative(platform, (await fakeNotifier('Later')).command)).toContain(
        'the toast answered "Later", which is not one of its actions (Approve, Deny); asking through fake for the time left',
      );
    });
  }

  it('L202: darwin: terminal-notifier exiting 1 showed no toast: "could not be shown", not "closed without an answer"', async () => {
    const said = await askNative('darwin', (await fakeNotifier('!exit1')).command);
    expect(said).toContain(
      'the toast could not be shown (fake-notifier exited with code 1); asking through fake for the time left',
    );
    expect(said).not.toContain('closed without an answer');
  });

  it("L202: darwin: output that is not terminal-notifier's JSON is said as it came, not taken for a dismissal", async () => {
    expect(await askNative('darwin', (await fakeNotifier('!garbage')).command)).toContain(
      'the toast answered "not json at all", which is not one of its actions (Approve, Deny)',
    );
  });
});

/** Asks one request through the toast adapter on `platform`'s backend (the fake program `command`); what was said once the fallback was asked. */
function askNative(platform: 'darwin' | 'win32', command: string): Promise<string> {
  return askUntilFallback(
    { actions: true, backend: platform === 'darwin' ? 'terminal-notifier' : 'snoretoast', reason: 'test' },
    nativeToastBackend({ platform, appID: 'Meeting Assistant', command }),
  );
}
