/**
 * Leftovers L363 (session 44): a numbered copy of a meeting note (`Name 2.md` beside `Name.md`, as a
 * sync client or file manager names it) with no transcript link of its own waited for
 * `Transcripts/Name 2.md` forever, logged and listed as any meeting waiting for its recording, with
 * nothing saying it may be a copy. Decided: it still waits (a `Name 2` may be a second meeting of the
 * day whose transcript is still to come, and it is summarized when that file appears), but the wait
 * now asks whether it is a copy of `Name.md`, in the log and in `ma-daemon status`; the original is
 * summarized once and the copy is never rewritten.
 * Built `ma-daemon` child processes, temp vault, offline engine.
 * Spec: apps/daemon/README.md (trigger rule 2); docs/hostile-cases.md (sync-conflict copies).
 */
import { describe, expect, it } from 'vitest';
import { daemonStatus, entries, testResources, transcript, waitFor } from './daemon-harness.js';

const t = testResources();

describe('L363: a numbered copy without a transcript of its own', () => {
  it('L363: waits, saying it may be a copy of its original; the original is summarized, the copy left as it is', async () => {
    const vault = await t.vault();
    const name = '2026-12-03 Gamma sync';
    await vault.writeAtomic(`Transcripts/${name}.md`, transcript(name));
    const note = `---\ntitle: Gamma sync\ndate: 2026-12-03\nstatus: ended\n---\nNotes typed during the meeting.\n`;
    await vault.writeAtomic(`Meetings/${name}.md`, note);
    const copy = `Meetings/${name} 2.md`;
    await vault.writeAtomic(copy, note);
    await t.daemon(vault).ready();
    await waitFor('the original summarized', async () => (await entries(vault, 'run done')).length === 1);
    const [waiting] = await waitFor('the copy waiting', () =>
      entries(vault, 'waiting for a transcript', copy).then((e) => (e.length > 0 ? e : null)),
    );
    expect(waiting?.detail).toContain(
      `there is no Transcripts/${name} 2.md; it is summarized when that file appears`,
    );
    expect(waiting?.detail).toContain(
      `is it a copy of Meetings/${name}.md (a sync tool or a file manager names a copy \`Name 2\`, \`Name (1)\`, OneDrive \`Name-<PC name>\`)? Then keep what you want in Meetings/${name}.md and delete the copy`,
    );
    expect(await daemonStatus(vault)).toContain(`is it a copy of Meetings/${name}.md`);
    expect((await entries(vault, 'run done')).map((e) => e.meeting)).toEqual([`Meetings/${name}.md`]);
    expect(await vault.read(copy)).toBe(note);
  }, 240_000);
});
