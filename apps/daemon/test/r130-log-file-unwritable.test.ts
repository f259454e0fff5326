/**
 * R130 (newcomer2, session 40): a daemon whose log file cannot be written (a full disk; a folder or
 * a sync tool's leftover where `daemon.log` goes) died at once with "ma: internal error (uncaught
 * exception): … this is a bug", before or in the middle of its runs. Now the failure is said once on
 * stderr, naming the file and the cause, and the daemon goes on summarizing (each run is recorded
 * in its meeting's context note) and stops cleanly on SIGTERM (exit 0).
 * Built `ma-daemon` child process, temp vault, offline engine; the log path made a folder (a full
 * disk gives the same stream error, ENOSPC, and is not made in a test).
 * Spec: apps/daemon/README.md (logs); the project brief (a library host's process never dies of a side record).
 */
import { mkdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { testResources, waitFor } from './daemon-harness.js';

const t = testResources();

describe('R130: a log file that cannot be written never ends the daemon', () => {
  it('R130: daemon.log is a folder: said once on stderr, the ended meeting is still summarized, SIGTERM stops it cleanly (exit 0)', async () => {
    const vault = await t.vault();
    const name = '2026-11-20 Casing review';
    await vault.writeTranscript(name);
    await vault.writeMeeting(name, 'ended');
    await mkdir(vault.abs('.meeting-assistant/logs/daemon.log'), { recursive: true });
    const d = t.daemon(vault);
    let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    void d.exited.then((e) => {
      exit = e;
    });
    const summary = await waitFor('the summary (or the daemon gone)', async () =>
      exit !== null ? 'exited' : await readFile(vault.abs(`Summaries/${name}.md`), 'utf8').catch(() => null),
    );
    expect(d.stderr()).not.toContain('internal error');
    expect(exit).toBeNull();
    expect(summary).toContain('## Decisions');
    // The summary note is written before the meeting note's status: wait for the run's last write.
    await waitFor('status: summarized', async () =>
      (await vault.read(`Meetings/${name}.md`)).includes('status: summarized') ? true : null,
    );
    const said = d
      .stderr()
      .split('\n')
      .filter((l) => l.includes('cannot be written'));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`${vault.root}/.meeting-assistant/logs/daemon.log cannot be written`);
    expect(said[0]).toContain('the daemon goes on without it');
    d.child.kill('SIGTERM');
    expect(await d.exited).toEqual({ code: 0, signal: null });
  });
});
