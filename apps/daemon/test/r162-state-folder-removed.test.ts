/**
 * R162: the vault's `.meeting-assistant/` deleted while the daemon runs (by hand, a clean-up tool, a
 * sync client) took its vault lock with it, and the daemon stopped (exit 1) as if another daemon had
 * taken the vault over. A removed lock is no other daemon's: it is taken again, the daemon goes on
 * (summarizing the next meeting, logging into a new log file: R161), and a second daemon is still
 * refused. Built `ma-daemon` child processes, temp vault, offline engine.
 * Spec: apps/daemon/README.md (Work: one daemon per vault).
 */
import { rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entries, type TestVault, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;

describe('R162: a removed .meeting-assistant/ does not stop the daemon', () => {
  it('R162: the lock is taken again, the next meeting is summarized, a second daemon is refused', async () => {
    vault = await t.vault();
    const d = t.daemon(vault);
    await d.ready();
    await rm(vault.abs('.meeting-assistant'), { recursive: true });
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

    const second = t.daemon(vault);
    expect(await second.exited).toEqual({ code: 1, signal: null });
    expect(second.stderr()).toContain('another ma-daemon is already running');

    const name = '2026-11-20 After the folder went';
    await vault.writeTranscript(name);
    await vault.writeMeeting(name, 'ended');
    const done = await waitFor('the run', async () => (await entries(vault!, 'run done'))[0]);
    expect(done.meeting).toBe(`Meetings/${name}.md`);
    expect(d.child.exitCode).toBeNull();
  }, 180_000);
});
