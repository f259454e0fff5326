/**
 * M6: a meeting note duplicated from last week's (the usual way to start a recurring meeting)
 * keeps last week's `transcript:` link. The daemon does not summarize the old meeting under the
 * new note: it warns (`transcript link to fix: not summarized`, naming whose transcript it is),
 * `status` lists it, nothing is written; once the link names the meeting's own transcript it is
 * summarized. Built `ma-daemon` child process, temp vault, offline engine.
 * Spec: review3 M6; apps/daemon/README.md (When a meeting is summarized, rule 2).
 */
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  entries,
  M,
  meetingNote,
  runDaemonCommand,
  type TestVault,
  testResources,
  waitFor,
} from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;

const A = '2026-11-20 Sync A';
const B = '2026-11-27 Sync B';

describe("M6: the daemon never summarizes another meeting's transcript", () => {
  it("M6: a note copied from last week's, still linking last week's transcript, is warned about and listed, nothing written; fixed, it is summarized", async () => {
    vault = await t.vault();
    await vault.writeTranscript(A);
    await vault.writeMeeting(A, 'ended');
    t.daemon(vault);
    await waitFor("last week's summary", async () => (await entries(vault!, 'run done', M(A))).length === 1);
    // This week's note, copied from last week's: new name and date, the old transcript link.
    const copied = meetingNote(A, 'ended')
      .replace(`title: ${A}`, `title: ${B}`)
      .replace('date: 2026-11-20', 'date: 2026-11-27');
    await vault.writeAtomic(M(B), copied);
    const warned = await waitFor(
      'the warning',
      async () => (await entries(vault!, 'transcript link to fix: not summarized', M(B)))[0],
    );
    expect(warned.level).toBe(40);
    expect(String(warned.error)).toContain(
      `is refused: Transcripts/${A}.md belongs to ${M(A)} (its meeting: link); was this meeting note copied from that one?`,
    );
    const status = await runDaemonCommand(['status', '--vault', vault.root]);
    expect(status.stdout).toContain(`transcript link to fix:\n  ${M(B)} (since `);
    expect(await vault.read(M(B))).toBe(copied);
    expect(await readdir(vault.abs('Summaries'))).toEqual([`${A}.md`]);
    expect(await readdir(vault.abs('Assistant'))).toEqual([`${A}.md`]);
    expect(await entries(vault, 'run start', M(B))).toEqual([]);

    // The user records this week's transcript and links it: summarized from it.
    await vault.writeTranscript(B);
    await vault.writeAtomic(M(B), copied.replace(`[[Transcripts/${A}]]`, `[[Transcripts/${B}]]`));
    await waitFor("this week's summary", async () => (await entries(vault!, 'run done', M(B))).length === 1);
    expect(await vault.read(`Summaries/${B}.md`)).toContain(`transcript: "[[Transcripts/${B}]]"`);
    await waitFor('the status to follow', async () => {
      const json = JSON.parse((await runDaemonCommand(['status', '--vault', vault!.root, '--json'])).stdout);
      return json.daemons[0].noTranscript.length === 0;
    });
  }, 180_000);
});
