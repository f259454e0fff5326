/**
 * Leftovers, session 44 (settle): L362 makes a run wait until the meeting's transcript is stable, but
 * said so at debug level only, so a transcript that keeps changing (a live transcription appending
 * for hours, a wrongly linked file a program keeps rewriting) made the meeting wait with no limit and
 * nothing the user could see. Now, once the transcript has kept changing for more than
 * `SETTLING_VISIBLE_WINDOWS` windows of `daemon.debounceMs`, the daemon says so once at info level
 * (which transcript, that the meeting waits for it to stop changing, what to do if it never will) and
 * `ma-daemon status` lists the meeting as waiting for its transcript to settle until it does.
 * Built `ma-daemon` child process, temp vault, offline engine; this test appends to the transcript
 * every 200 ms against a window of 6 s, so a test process stalled for seconds under load (CI at
 * load 40) still does not let it settle.
 * Spec: apps/daemon/README.md (debounceMs; trigger).
 */
import { appendFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { daemonStatus, entries, meetingNote, testResources, transcript, waitFor } from './daemon-harness.js';

const t = testResources();

describe('settle: a transcript that keeps changing', () => {
  it('settle: the wait is said once at info level and listed by status until the transcript settles', async () => {
    const window = 6000;
    const vault = await t.vault({ daemon: { debounceMs: window } });
    await t.daemon(vault).ready();
    const name = '2026-12-06 Live standup';
    const meeting = `Meetings/${name}.md`;
    const file = `Transcripts/${name}.md`;
    await vault.writeAtomic(file, transcript(name));
    await vault.writeAtomic(meeting, meetingNote(name, 'ended'));
    // The live transcription: a line every 200 ms until told to stop.
    let appending = true;
    let lines = 0;
    const appender = (async () => {
      while (appending) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        lines += 1;
        await appendFile(vault.abs(file), `**Alice:** live line ${lines}.\n`);
      }
    })();
    try {
      const [said] = await waitFor(
        'the wait said',
        () =>
          entries(vault, 'waiting for the transcript to settle', meeting).then((e) => (e.length ? e : null)),
        180_000,
      );
      expect(said?.level).toBe(30);
      expect(said?.transcript).toBe(file);
      expect(said?.detail).toContain(`transcript ${file} has kept changing for `);
      expect(said?.detail).toContain('the meeting is summarized once it stops changing');
      expect(said?.detail).toContain("check the meeting note's transcript link, or run `ma summarize");
      expect(said?.detail).toContain(name);
      const status = await waitFor('status lists the wait', async () => {
        const text = await daemonStatus(vault);
        return text.includes('waiting for a transcript to settle:') ? text : null;
      });
      expect(status).toContain(`  ${meeting} (since `);
      expect(status).toContain(`transcript ${file} has kept changing`);
      expect((await entries(vault, 'run done', meeting)).length).toBe(0);
      // Two more windows of changes: still said once, not once a window.
      const until = lines + Math.ceil((2 * window) / 200);
      await waitFor('two more windows of changes', () => lines >= until, 180_000);
    } finally {
      appending = false;
      await appender;
    }
    await waitFor(
      'the meeting summarized',
      async () => (await entries(vault, 'run done', meeting)).length >= 1,
    );
    expect((await entries(vault, 'waiting for the transcript to settle', meeting)).length).toBe(1);
    await waitFor(
      'status no longer lists the wait',
      async () => !(await daemonStatus(vault)).includes('waiting for a transcript to settle'),
    );
  }, 400_000);
});
