/**
 * R161: the daemon's log file removed while it runs (its `logs/` folder deleted by hand or by a
 * clean-up tool) is started again: before, every later line went into the deleted file and
 * `.meeting-assistant/logs/daemon.log` stayed missing until the daily rotation, so a user looking
 * for why a meeting was (not) summarized found no log. Built `ma-daemon` child process, temp vault.
 * Spec: apps/daemon/README.md (Logs).
 */
import { access, rm } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entries, type TestVault, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;

describe('R161: a removed log file is started again', () => {
  it('R161: logs/ deleted while the daemon runs: daemon.log comes back, with the next runs in it', async () => {
    vault = await t.vault();
    const d = t.daemon(vault);
    await d.ready();
    await rm(vault.abs('.meeting-assistant/logs'), { recursive: true });
    const logFile = vault.abs('.meeting-assistant/logs/daemon.log');
    await waitFor('the log file to be back', () =>
      access(logFile).then(
        () => true,
        () => false,
      ),
    );
    expect(
      await entries(vault, 'the log file was removed while the daemon ran: a new one is started'),
    ).toHaveLength(1);

    const name = '2026-11-20 After the clean-up';
    await vault.writeTranscript(name);
    await vault.writeMeeting(name, 'ended');
    const done = await waitFor('the run in the new log', async () => (await entries(vault!, 'run done'))[0]);
    expect(done.meeting).toBe(`Meetings/${name}.md`);
  }, 180_000);
});
