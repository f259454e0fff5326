/**
 * R161: the daemon's log file removed while it runs (its `logs/` folder deleted by hand or by a
 * clean-up tool) is started again: before, every later line went into the deleted file and
 * `.meeting-assistant/logs/daemon.log` stayed missing until the daily rotation, so a user looking
 * for why a meeting was (not) summarized found no log. Built `ma-daemon` child process, temp vault.
 *
 * R162: the vault's `.meeting-assistant/` deleted while the daemon runs (by hand, a clean-up tool, a
 * sync client) took its vault lock with it, and the daemon stopped (exit 1) as if another daemon had
 * taken the vault over. A removed lock is no other daemon's: it is taken again, the daemon goes on
 * (summarizing the next meeting, logging into a new log file: R161), and a second daemon is still
 * refused. Built `ma-daemon` child processes, temp vault, offline engine.
 * Spec: apps/daemon/README.md (Logs; Work: one daemon per vault).
 */
import { access, rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  endMeetingAndWaitForRun,
  entries,
  type TestVault,
  testResources,
  waitFor,
} from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;

/** A daemon on a new temp vault, started, then `rel` (a folder of its state) removed under it. */
async function startThenRemove(rel: string) {
  vault = await t.vault();
  const d = t.daemon(vault);
  await d.ready();
  await rm(vault.abs(rel), { recursive: true });
  return d;
}

describe('R161: a removed log file is started again', () => {
  it('R161: logs/ deleted while the daemon runs: daemon.log comes back, with the next runs in it', async () => {
    await startThenRemove('.meeting-assistant/logs');
    const logFile = vault!.abs('.meeting-assistant/logs/daemon.log');
    await waitFor('the log file to be back', () =>
      access(logFile).then(
        () => true,
        () => false,
      ),
    );
    expect(
      await entries(vault!, 'the log file was removed while the daemon ran: a new one is started'),
    ).toHaveLength(1);

    const done = await endMeetingAndWaitForRun(vault!, '2026-11-20 After the clean-up');
    expect(done.msg).toBe('run done');
  }, 180_000);
});

describe('R162: a removed .meeting-assistant/ does not stop the daemon', () => {
  it('R162: the lock is taken again, the next meeting is summarized, a second daemon is refused', async () => {
    const d = await startThenRemove('.meeting-assistant');
    // The lock's refresh (every 15 s) finds it gone: taken again, said in the (new) log.
    const retaken = await Promise.race([
      waitFor(
        'the lock taken again',
        async () =>
          (
            await entries(
              vault!,
              'the vault lock was removed (.meeting-assistant/ deleted?): taken again, the daemon goes on',
            )
          )[0],
      ),
      d.exited.then((e) => ({ exited: e })),
    ]);
    expect(retaken).not.toHaveProperty('exited');

    const second = t.daemon(vault!);
    expect(await second.exited).toEqual({ code: 1, signal: null });
    expect(second.stderr()).toContain('another ma-daemon is already running');

    const done = await endMeetingAndWaitForRun(vault!, '2026-11-20 After the folder went');
    expect(done.msg).toBe('run done');
    expect(d.child.exitCode).toBeNull();
  }, 180_000);
});

/**
 * L343: with `.meeting-assistant/` gone the daemon's meeting records are gone too (meetings.json, the
 * content hashes, the scan cache): what does a user lose? Not a run: a summarized meeting is known by
 * its note's `status: summarized` and its summary's own `transcript_hash`, so a daemon started on the
 * vault after the removal summarizes it no second time (a paid model run) and still runs a new meeting.
 */
describe('L343: a removed .meeting-assistant/ redoes no summary', () => {
  it('L343: a summarized meeting is not run again by the next daemon; a new meeting is', async () => {
    vault = await t.vault();
    const first = t.daemon(vault);
    await first.ready();
    await endMeetingAndWaitForRun(vault, '2026-11-20 Before the clean-up');
    first.child.kill('SIGTERM');
    await first.exited;
    await rm(vault.abs('.meeting-assistant'), { recursive: true });
    const next = t.daemon(vault);
    await next.ready();
    // One slot (concurrency 1): the catch-up's look at the summarized meeting comes before this run.
    expect((await endMeetingAndWaitForRun(vault, '2026-11-21 After the clean-up')).msg).toBe('run done');
    expect(await entries(vault, 'run done', 'Meetings/2026-11-20 Before the clean-up.md')).toEqual([]);
    expect(await entries(vault, 'run start', 'Meetings/2026-11-20 Before the clean-up.md')).toEqual([]);
  }, 180_000);
});
