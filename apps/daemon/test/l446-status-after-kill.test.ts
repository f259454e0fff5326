/**
 * L446: after a SIGKILL mid-run, `ma-daemon status` said `daemon: not running … failed: none` and
 * nothing of the meeting that was running (the next start catches it up); the first `status` even
 * removed the dead daemon's status file, the only record of it. Now `status` names the meeting as
 * interrupted, read after read, until a daemon starts again and catches it up.
 * L450: `status` told a running daemon by `kill(pid, 0)` alone: once the killed daemon's pid was
 * given to another process on this host, it said `daemon: running (pid …)` for it (and the next
 * start kept the file, so it stayed "running" for good). Now a daemon on this host runs only when it
 * holds the vault's daemon lock (core `liveDaemonHolder`: the lock's record names its pid, the lock
 * was refreshed within its 30 s staleness, the pid runs).
 * Built `ma-daemon` child processes, @ma/testkit's scripted model held by a gate, a waiting node
 * child holding the reused pid, a temp vault.
 * Spec: apps/daemon/README.md (status); issue 12; L446; L450.
 */
import { spawn } from 'node:child_process';
import { readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { parseNote } from '@ma/core';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  entries,
  heldSummaryRun,
  killDaemonMidRun,
  M,
  statusOutput,
  testResources,
  waitFor,
} from './daemon-harness.js';

const t = testResources();
const NAME = '2026-11-20 Remote control kickoff';

describe('L446, L450: ma-daemon status after the daemon was killed mid-run', () => {
  it('L446: status names the interrupted meeting (text and --json) until the next start catches it up', async () => {
    const { vault, held } = await heldSummaryRun(t, NAME);
    const pid = await killDaemonMidRun(vault);

    for (const read of [1, 2]) {
      const text = await statusOutput(vault.root);
      expect(text, `status read ${read}`).toContain(`daemon: not running on ${vault.root}`);
      expect(text).toMatch(
        new RegExp(
          `stopped without cleaning up: the daemon of pid ${pid} on .+ was killed or crashed; the next start catches up what it left\\n`,
        ),
      );
      expect(text).toMatch(
        new RegExp(
          `interrupted \\(summarized again at the next start\\):\\n  ${M(NAME)} \\(running since \\d{4}-`,
        ),
      );
      const json = JSON.parse(await statusOutput(vault.root, '--json'));
      expect(json.daemons).toEqual([]);
      expect(json.stopped).toMatchObject([{ pid, running: [{ meeting: M(NAME) }], queued: [] }]);
    }

    // The next start catches the meeting up, and status no longer names the stopped daemon.
    held.open();
    await t.daemon(vault).ready();
    await waitFor('the caught-up run', async () => (await entries(vault, 'run done', M(NAME))).length === 1);
    expect(parseNote(await vault.read(M(NAME))).frontmatter?.data.status).toBe('summarized');
    const after = await statusOutput(vault.root);
    expect(after).toContain('daemon: running (pid ');
    expect(after).not.toContain('stopped without cleaning up');
    expect(JSON.parse(await statusOutput(vault.root, '--json')).stopped).toEqual([]);
  });

  it('L450: a status file and lock naming a live pid that is no daemon: not running, stopped, removed at the next start', async () => {
    const { vault, held } = await heldSummaryRun(t, NAME);
    const killed = await killDaemonMidRun(vault);

    // The dead daemon's pid given to another process: a waiting child of this test. What the daemon left
    // (its status file, its lock's owner record) names that pid, and the lock was last refreshed
    // a minute ago (the daemon refreshes it every 15 s while it runs).
    // A node process that only waits (no `sleep` on the PATH needed: a clean `env -i` run has none).
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600_000)'], { stdio: 'ignore' });
    onTestFinished(() => {
      sleeper.kill('SIGKILL');
    });
    const pid = sleeper.pid as number;
    const states = vault.abs('.meeting-assistant/daemon');
    const file = JSON.parse(await readFile(`${states}/status-${killed}.json`, 'utf8'));
    await writeFile(`${states}/status-${pid}.json`, `${JSON.stringify({ ...file, pid }, null, 2)}\n`);
    await rm(`${states}/status-${killed}.json`);
    const locks = vault.abs('.meeting-assistant/locks');
    const owner = JSON.parse(await readFile(`${locks}/daemon.json`, 'utf8'));
    expect(owner.pid).toBe(killed);
    await writeFile(`${locks}/daemon.json`, `${JSON.stringify({ ...owner, pid })}\n`);
    const minuteAgo = new Date(Date.now() - 60_000);
    await utimes(`${locks}/daemon.lock`, minuteAgo, minuteAgo);

    for (const read of [1, 2]) {
      const text = await statusOutput(vault.root);
      expect(text, `status read ${read}`).toContain(`daemon: not running on ${vault.root}`);
      expect(text).not.toContain('daemon: running');
      expect(text).toContain(`stopped without cleaning up: the daemon of pid ${pid} on `);
      expect(text).toContain(
        `interrupted (summarized again at the next start):\n  ${M(NAME)} (running since `,
      );
      const json = JSON.parse(await statusOutput(vault.root, '--json'));
      expect(json.daemons).toEqual([]);
      expect(json.stopped).toMatchObject([{ pid, running: [{ meeting: M(NAME) }] }]);
    }
    expect(sleeper.exitCode).toBeNull();

    // The next start takes the lock over, removes the file and catches the meeting up.
    held.open();
    const next = t.daemon(vault);
    await next.ready();
    const after = await statusOutput(vault.root);
    expect(after).toContain(`daemon: running (pid ${next.child.pid} `);
    expect(after).not.toContain(`pid ${pid}`);
    expect(JSON.parse(await statusOutput(vault.root, '--json'))).toMatchObject({
      daemons: [{ pid: next.child.pid }],
      stopped: [],
    });
  }, 180_000);
});
