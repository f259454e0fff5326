/**
 * L391: a daemon under a file-size limit (`ulimit -f`, systemd `LimitFSIZE=`) died at its first
 * write past it — SIGXFSZ, whose default ends the process at once — with no word anywhere: its log,
 * the file that grows, took it down mid-run. Now the write fails (EFBIG): the log says once on
 * stderr that it cannot be written and why, and the daemon goes on and stops cleanly on SIGTERM,
 * leaving no temp file in the vault's folders. Built `ma-daemon` child process under `sh -c 'ulimit
 * -f …'`, temp vault, real watcher, offline engine.
 * Spec: apps/daemon/README.md (Logs; Stopping: no note is ever truncated).
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { daemonBin, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

describe('L391: a file-size limit does not kill the daemon', () => {
  it('L391: the log past `ulimit -f`: said on stderr, the daemon goes on and stops cleanly', async () => {
    const vault = await t.vault();
    const env: NodeJS.ProcessEnv = { ...process.env, MA_NO_SEARCH_SERVER: '1' };
    delete env.FORCE_COLOR;
    // 2 blocks of 512 or 1024 bytes: the log's first lines pass it.
    const child = spawn(
      '/bin/sh',
      ['-c', 'ulimit -f 2 && exec "$0" "$@"', process.execPath, daemonBin, 'run', '--vault', vault.root],
      { env, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    void exited.then((e) => {
      ended = e;
    });
    try {
      await vault.writeTranscript('2026-11-20 Under the limit', 40);
      await vault.writeMeeting('2026-11-20 Under the limit', 'ended');
      await waitFor('the daemon to say its log cannot be written, or to die', () =>
        ended !== null || /the log file .* cannot be written: .*EFBIG/.test(stderr) ? true : null,
      );
      expect(ended).toBeNull();
      expect(stderr).toMatch(/the file reached the file-size limit \(ulimit -f/);
      // The meeting is looked at and its run ends, one way or the other, with the daemon alive.
      await waitFor('the run to end', () =>
        ended !== null || /run done|run failed/.test(stderr) ? true : null,
      );
      expect(ended).toBeNull();
      child.kill('SIGTERM');
      expect(await exited).toEqual({ code: 0, signal: null });
      for (const folder of ['Meetings', 'Summaries', 'Assistant'])
        expect((await readdir(vault.abs(folder))).filter((n) => /tmp/i.test(n))).toEqual([]);
    } finally {
      if (ended === null) child.kill('SIGKILL');
      await exited;
    }
  }, 180_000);
});
