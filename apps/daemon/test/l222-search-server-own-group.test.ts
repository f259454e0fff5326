/**
 * Session 33 (L200's leftover): `ma daemon run` in a terminal, Ctrl-C: the terminal signals the whole
 * process group, so the daemon's `ma search-server` child got SIGINT and then, within ms, the
 * daemon's own stop (SIGTERM): a different signal, which the server's stop rule (core
 * `watchStopSignals`) takes as a second request: it quit at once, its socket left stale, a search in
 * flight cut. Now the child runs in a process group of its own: the group's SIGINT reaches the daemon
 * only, which stops the server once (SIGTERM) and waits for it.
 * Real processes and signals: the built `ma-daemon run` in a process group of its own (as a shell
 * runs it), a stand-in `ma` on its PATH that records every stop signal it gets, SIGINT to the group.
 * Spec: issue #13 goal (f) (the daemon's search server); docs/startup.md.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { daemonBin, readLog, testResources, waitFor } from './daemon-harness.js';

const use = testResources();

describe("L222: the daemon's search server is no part of the terminal's process group", () => {
  it("Ctrl-C (SIGINT to the whole group): the server gets only the daemon's SIGTERM, once; the daemon stops cleanly (exit 0)", async () => {
    const vault = await use.vault();
    const bin = await mkdtemp(path.join(os.tmpdir(), 'l222-bin-'));
    const signals = path.join(bin, 'signals');
    const started = path.join(bin, 'started');
    await writeFile(
      path.join(bin, 'ma'),
      `#!${process.execPath}
const fs = require('node:fs');
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(s, () => {
    fs.appendFileSync(${JSON.stringify(signals)}, s + '\\n');
    // A clean stop takes a moment (the real server closes its socket).
    setTimeout(() => process.exit(0), 200);
  });
fs.writeFileSync(${JSON.stringify(started)}, String(process.pid));
setInterval(() => {}, 1000);
`,
    );
    await chmod(path.join(bin, 'ma'), 0o755);
    const env: Record<string, string | undefined> = {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
    };
    delete env.MA_NO_SEARCH_SERVER;
    // A process group of its own, as an interactive shell starts a job in the foreground.
    const daemon = spawn(process.execPath, [daemonBin, 'run', '--vault', vault.root], {
      env: env as NodeJS.ProcessEnv,
      stdio: ['ignore', 'ignore', 'ignore'],
      detached: true,
    });
    const exited = new Promise<{ code: number | null }>((resolve) =>
      daemon.on('exit', (code) => resolve({ code })),
    );
    try {
      await waitFor('the daemon ready', async () =>
        (await readLog(vault)).some((e) => e.pid === daemon.pid && e.msg === 'catch-up scan done'),
      );
      await waitFor(
        'the search server started',
        async () => (await readFile(started, 'utf8').catch(() => '')) !== '',
      );
      // Ctrl-C in the terminal: SIGINT to every process of the foreground group.
      process.kill(-(daemon.pid as number), 'SIGINT');
      const { code } = await exited;
      expect(code).toBe(0);
      expect((await readFile(signals, 'utf8').catch(() => '')).split('\n').filter(Boolean)).toEqual([
        'SIGTERM',
      ]);
    } finally {
      if (daemon.exitCode === null && daemon.signalCode === null) daemon.kill('SIGKILL');
    }
  });
});
