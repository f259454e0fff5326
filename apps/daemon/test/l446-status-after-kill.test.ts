/**
 * L446: after a SIGKILL mid-run, `ma-daemon status` said `daemon: not running … failed: none` and
 * nothing of the meeting that was running (the next start catches it up); the first `status` even
 * removed the dead daemon's status file, the only record of it. Now `status` names the meeting as
 * interrupted, read after read, until a daemon starts again and catches it up. Built `ma-daemon`
 * child processes, @ma/testkit's scripted model held by a gate, a temp vault.
 * Spec: apps/daemon/README.md (status); issue 12; L446.
 */
import { parseNote } from '@ma/core';
import { describe, expect, it } from 'vitest';
import { entries, heldSummaryRun, M, runDaemonCommand, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const NAME = '2026-11-20 Remote control kickoff';

const status = async (root: string, ...flags: string[]) =>
  (await runDaemonCommand(['status', '--vault', root, ...flags])).stdout;

describe('L446: ma-daemon status after the daemon was killed mid-run', () => {
  it('L446: status names the interrupted meeting (text and --json) until the next start catches it up', async () => {
    const { vault, held } = await heldSummaryRun(t, NAME);
    const running = await waitFor('status to show the run', async () => {
      const json = JSON.parse(await status(vault.root, '--json'));
      return json.daemons[0]?.running.length === 1 ? (json.daemons[0].pid as number) : undefined;
    });
    process.kill(running, 'SIGKILL');
    await waitFor('the daemon to be gone', async () =>
      (await status(vault.root)).includes(`daemon: not running on ${vault.root}`),
    );
    const pid = running;

    for (const read of [1, 2]) {
      const text = await status(vault.root);
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
      const json = JSON.parse(await status(vault.root, '--json'));
      expect(json.daemons).toEqual([]);
      expect(json.stopped).toMatchObject([{ pid, running: [{ meeting: M(NAME) }], queued: [] }]);
    }

    // The next start catches the meeting up, and status no longer names the stopped daemon.
    held.open();
    await t.daemon(vault).ready();
    await waitFor('the caught-up run', async () => (await entries(vault, 'run done', M(NAME))).length === 1);
    expect(parseNote(await vault.read(M(NAME))).frontmatter?.data.status).toBe('summarized');
    const after = await status(vault.root);
    expect(after).toContain('daemon: running (pid ');
    expect(after).not.toContain('stopped without cleaning up');
    expect(JSON.parse(await status(vault.root, '--json')).stopped).toEqual([]);
  });
});
