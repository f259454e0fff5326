/**
 * Review10 W8 in the daemon: a meeting whose transcript has no spoken line is summarized with a
 * warning (the run warns since 18aae5e); the daemon's notice says so — logged `notify` with kind
 * `summary-warning` and the warning — instead of a plain "summary ready". A meeting with a
 * transcript still gets `summary-ready`.
 * Real daemon child process, real files, the offline engine (no model configured).
 * Spec: issue 12 (notifications); review10 W8.
 */
import { describe, expect, it } from 'vitest';
import { readLog, testResources, waitFor } from './daemon-harness.js';

const use = testResources();

describe('W8: the daemon notice of a summary made with a warning', () => {
  it('W8: an empty transcript: notify kind summary-warning with the warning, never summary-ready; a spoken transcript: summary-ready', async () => {
    const v = await use.vault();
    const EMPTY = '2026-11-20 Empty recording';
    const SPOKEN = '2026-11-21 Spoken meeting';
    await v.writeTranscript(EMPTY, 0);
    await v.writeMeeting(EMPTY, 'ended');
    await v.writeTranscript(SPOKEN);
    await v.writeMeeting(SPOKEN, 'ended');
    use.daemon(v);
    const notices = async () => (await readLog(v)).filter((e) => e.msg === 'notify');
    await waitFor('both notices', async () => (await notices()).length >= 2);
    const byMeeting = new Map((await notices()).map((e) => [e.meeting, e]));
    const empty = byMeeting.get(`Meetings/${EMPTY}.md`);
    expect(empty?.kind).toBe('summary-warning');
    expect(empty?.warnings).toEqual([
      `the transcript Transcripts/${EMPTY}.md has no spoken lines: the summary holds only your notes; if the recording failed or its text has not synced yet, summarize the meeting again once the transcript has text`,
    ]);
    expect(byMeeting.get(`Meetings/${SPOKEN}.md`)?.kind).toBe('summary-ready');
  }, 180_000);
});
