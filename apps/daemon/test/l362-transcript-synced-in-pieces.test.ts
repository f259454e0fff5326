/**
 * Leftovers L362 (session 44): a transcript a sync client (Dropbox, iCloud) writes in pieces over
 * longer than the settle window was summarized twice: the meeting note's own change started a run on
 * the first pieces, and the rest made a second run (two summaries, two paid runs). Now a run waits
 * until the transcript is stable (its modification time at least `daemon.debounceMs` old, or its size
 * and time unchanged over that window) and the meeting is summarized once, from the whole file.
 * Built `ma-daemon` child process, temp vault, offline engine; the pieces are appended by this test
 * with gaps well inside the window: 300 ms against a window of 8 s, so a test process stalled for
 * seconds under load (CI at load 40) still cannot look like a sync client that stopped.
 * Spec: apps/daemon/README.md (debounceMs; trigger); docs/hostile-cases.md B36.
 */
import { createHash } from 'node:crypto';
import { appendFile, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entries, meetingNote, testResources, transcript, waitFor } from './daemon-harness.js';

const t = testResources();

describe('L362: a transcript synced in pieces is summarized once', () => {
  it('L362: pieces appended over longer than the settle window: one run, from the whole transcript', async () => {
    const vault = await t.vault({ daemon: { debounceMs: 8000 } });
    await t.daemon(vault).ready();
    const name = '2026-12-05 Casing review';
    const whole = transcript(name, 12);
    const lines = whole.split(/(?<=\n)/);
    const head = lines.slice(0, 6).join('');
    await vault.writeAtomic(`Transcripts/${name}.md`, head);
    await vault.writeAtomic(`Meetings/${name}.md`, meetingNote(name, 'ended'));
    // The sync client's pieces: 34 chunks, one every 300 ms, about 10 s in all (the window is 8 s).
    const rest = lines.slice(6).join('');
    const size = Math.ceil(rest.length / 34);
    for (let at = 0; at < rest.length; at += size) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await appendFile(vault.abs(`Transcripts/${name}.md`), rest.slice(at, at + size));
    }
    expect(await readFile(vault.abs(`Transcripts/${name}.md`), 'utf8')).toBe(whole);
    await waitFor('the meeting summarized', async () => (await entries(vault, 'run done')).length >= 1);
    // A later meeting: once it is summarized, every look at the first is long done.
    const other = '2026-12-06 Budget';
    await vault.writeTranscript(other);
    await vault.writeMeeting(other, 'ended');
    await waitFor('the other meeting summarized', async () =>
      (await entries(vault, 'run done')).some((e) => e.meeting === `Meetings/${other}.md`),
    );
    expect((await entries(vault, 'run done', `Meetings/${name}.md`)).length).toBe(1);
    const hash = createHash('sha256').update(whole).digest('hex');
    expect(await vault.read(`Summaries/${name}.md`)).toContain(hash);
  }, 300_000);
});
