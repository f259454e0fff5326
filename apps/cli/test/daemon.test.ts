/**
 * `ma daemon …` forwarding and the run lock shared by the daemon and `ma summarize`.
 * Spec: issue 12 (`ma daemon …` forwards to `ma-daemon`; "The daemon and `ma summarize` on one
 * meeting at once → one runs, the other says busy").
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ChatRequest,
  copySampleVault,
  type SampleVaultCopy,
  type ScriptedTurn,
  // L285: its model reads the transcript before it writes the summary.
  startReadingServer as startScriptedServer,
} from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { maBin, runMa } from './run-ma.js';

const design = '2026-03-10 Remote control functional design';
const body =
  '## Summary\nThe team set the functional design.\n\n## Decisions\n- One remote\n\n## Next steps\n- [ ] Industrial Designer: casing options\n';

/** A promise the test resolves by hand: `open()` lets every waiter through. */
function gate(): { open: () => void; opened: Promise<void> } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * Answers a run's first request with a write_summary call once `hold(index)` resolves, so a run
 * keeps its meeting's lock exactly as long as the test needs (no timing guess under CI load).
 */
const script =
  (hold: (index: number) => Promise<void>) =>
  async (req: ChatRequest): Promise<ScriptedTurn> => {
    if (req.body.messages?.at(-1)?.role === 'tool') return { text: 'Summary written.' };
    await hold(req.index);
    return { toolCalls: [{ name: 'write_summary', arguments: { content: body, replace_file: true } }] };
  };

let vault: SampleVaultCopy | undefined;
let daemon: ChildProcess | undefined;
afterEach(async () => {
  if (daemon && daemon.exitCode === null) {
    const exited = new Promise((r) => daemon!.on('exit', r));
    daemon.kill('SIGKILL');
    await exited;
  }
  await vault?.cleanup();
});

async function waitFor<T>(what: string, check: () => Promise<T> | T, timeoutMs = 90_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const logEntries = async (root: string) =>
  (await readFile(join(root, '.meeting-assistant/logs/daemon.log'), 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { msg: string; meeting?: string; message?: string });

describe('ma daemon', () => {
  it.each([
    ['SIGTERM', 'SIGTERM'],
    ['Ctrl-C', 'SIGINT'],
    ['a closed terminal', 'SIGHUP'],
  ] as const)(
    'F8: `ma daemon run` stopped by %s exits 0 after its clean stop, as `ma-daemon run` does',
    async (_what, signal) => {
      vault = await copySampleVault();
      const root = vault.root;
      daemon = spawn(process.execPath, [maBin, 'daemon', 'run', '--vault', root], {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, MA_NO_SEARCH_SERVER: '1' },
      });
      let stderr = '';
      daemon.stderr?.on('data', (chunk) => {
        stderr += chunk;
      });
      const exited = new Promise<number | null>((resolve) => daemon!.on('exit', (code) => resolve(code)));
      await waitFor('the daemon to watch the vault', async () =>
        (await logEntries(root)).some((e) => e.msg === 'watching'),
      );
      daemon.kill(signal);
      // A service manager reads anything but 0 as a failed stop (systemd: "status=143").
      expect(await exited, stderr).toBe(0);
      expect((await logEntries(root)).some((e) => e.msg === 'stopped')).toBe(true);
    },
    120_000,
  );

  it('issue 12: forwards to ma-daemon (help, usage errors, status with the vault found upward)', async () => {
    vault = await copySampleVault();
    const help = await runMa(['daemon', '--help']);
    // L70: it exited 1 once under load with nothing kept to say why: a failure now shows ma's stderr.
    expect(help.code, `ma daemon --help: ${help.stderr}`).toBe(0);
    // F16 (L144): the usage line and the examples name the command typed, not `ma-daemon` (not on PATH).
    expect(help.stdout).toContain('Usage: ma daemon [options] [command]');
    expect(help.stdout).toContain('  ma daemon run --vault ~/vault --since 7d');
    expect(help.stdout).not.toContain('ma-daemon');
    const bad = await runMa(['daemon', 'bogus']);
    expect(bad.code, bad.stderr).toBe(2);
    expect(bad.stderr).toContain("ma daemon: unknown command 'bogus'");
    const status = await runMa(['daemon', 'status'], { cwd: join(vault.root, 'Meetings') });
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toContain(`daemon: not running on ${vault.root}`);
    // Help for a vault command needs no vault: asked from a folder outside any vault.
    for (const command of ['run', 'status', 'install', 'uninstall']) {
      for (const flag of ['--help', '-h']) {
        const outside = await runMa(['daemon', command, flag], { cwd: tmpdir() });
        expect(outside.code, `${command} ${flag}: ${outside.stderr}`).toBe(0);
        expect(outside.stdout).toContain(`Usage: ma daemon ${command} [options]`);
      }
    }
  }, 120_000);

  it('issue 12: the daemon and `ma summarize` on one meeting at once: one runs, the other says busy', async () => {
    vault = await copySampleVault();
    const root = vault.root;
    // Request 0 is the daemon's run, held until `ma summarize` has been told busy; request 2 is
    // the CLI's run, held until the daemon has been told busy.
    const cliToldBusy = gate();
    const daemonToldBusy = gate();
    const server = await startScriptedServer(
      script((index) =>
        index === 0 ? cliToldBusy.opened : index === 2 ? daemonToldBusy.opened : Promise.resolve(),
      ),
    );
    try {
      const configFile = join(root, 'meeting-assistant.json');
      const config = JSON.parse(await readFile(configFile, 'utf8'));
      config.daemon = { ...config.daemon, debounceMs: 150 };
      config.model = { baseURL: server.baseURL, model: 'test-model', retry: { attempts: 0, delayMs: 0 } };
      await writeFile(configFile, JSON.stringify(config));
      // Only the functional design meeting ends: the others are drafts, which the daemon leaves
      // alone and `ma summarize` still runs (a `recording` one it refuses without --force: Q7).
      for (const note of [
        '2026-02-25 Education committee - Estyn annual report',
        '2026-03-05 Meeting Recorder weekly',
        '2026-03-11 Remote control conceptual design',
        '2026-03-12 Remote control detailed design',
      ]) {
        const file = join(root, 'Meetings', `${note}.md`);
        await writeFile(file, (await readFile(file, 'utf8')).replace(/^status: ended$/m, 'status: draft'));
      }
      daemon = spawn(process.execPath, [maBin, 'daemon', 'run', '--vault', root], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      daemon.stderr?.resume();
      await waitFor('the daemon run to reach the model', () => server.requests.length >= 1);
      const cli = await runMa(['summarize', design, '--vault', root]);
      expect(cli.code).toBe(1);
      expect(cli.stderr).toMatch(
        new RegExp(
          `ma: another run is already summarizing Meetings/${design}\\.md \\(pid ${daemon.pid}, started `,
        ),
      );
      cliToldBusy.open();
      await waitFor('the daemon run to finish', async () =>
        (await logEntries(root)).some((e) => e.msg === 'run done'),
      );
      const context = await readFile(join(root, 'Assistant', `${design}.md`), 'utf8');
      expect(context.match(/^## Run .*summary written/gm)).toHaveLength(1);
      expect(server.requests).toHaveLength(2);

      // The other way round: `ma summarize` holds a meeting, the daemon sees it end, is told busy
      // and looks again later, when the CLI has summarized it: no second run.
      const conceptual = '2026-03-11 Remote control conceptual design';
      const note = join(root, 'Meetings', `${conceptual}.md`);
      const summarizing = runMa(['summarize', conceptual, '--vault', root]);
      await waitFor('the CLI run to reach the model', () => server.requests.length >= 3);
      await writeFile(note, (await readFile(note, 'utf8')).replace(/^status: draft$/m, 'status: ended'));
      await waitFor('the daemon to be told busy', async () =>
        (await logEntries(root)).some(
          (e) => e.msg.startsWith('busy:') && e.meeting === `Meetings/${conceptual}.md`,
        ),
      );
      daemonToldBusy.open();
      expect((await summarizing).code).toBe(0);
      // The daemon's next look at the meeting (after its busy wait) is the event: it makes no run (L123: no fixed
      // 2.5 s wait, which a loaded machine outlasted and an idle one wasted).
      const isConceptual = (e: { meeting?: string }) => e.meeting === `Meetings/${conceptual}.md`;
      await waitFor('the daemon to look at the meeting again and make no run', async () => {
        const entries = await logEntries(root);
        const told = entries.findIndex((e) => e.msg.startsWith('busy:') && isConceptual(e));
        return entries
          .slice(told + 1)
          .some((e) => isConceptual(e) && (e.msg === 'no run' || e.msg === 'run start'));
      });
      expect((await logEntries(root)).filter((e) => e.msg === 'run start')).toHaveLength(1);
      expect(await readFile(note, 'utf8')).toMatch(/^status: summarized$/m);
      expect(server.requests).toHaveLength(4);
    } finally {
      cliToldBusy.open();
      daemonToldBusy.open();
      await server.close();
    }
  }, 240_000);
});
