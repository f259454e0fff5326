/**
 * Review 6 S12: a summary run sets `status: summarized`, so a user who sets a summarized meeting back to
 * `status: ended` (after adding to their notes, say) asks for a new summary: the daemon runs it again
 * (`run start` with reason `ended-again`), once, and leaves a summary edited by hand alone as before.
 * Built `ma-daemon` child process, the real watcher, the offline engine, temp vaults.
 * Spec: review 6 S12; apps/daemon/README.md (When a meeting is summarized, rule 3); issue 12.
 */
import { parseNote } from '@ma/core';
import { describe, expect, it } from 'vitest';
import {
  entries,
  handEditedEntries,
  readLog,
  type TestVault,
  testResources,
  waitFor,
  waitForQuietLook,
} from './daemon-harness.js';

const t = testResources();
const NAME = '2026-11-20 Remote control kickoff';
const M = `Meetings/${NAME}.md`;

/** A vault whose meeting the running daemon has summarized once. */
async function summarizedByTheDaemon(): Promise<TestVault> {
  const vault = await t.vault();
  await vault.writeTranscript(NAME);
  await vault.writeMeeting(NAME, 'ended');
  await t.daemon(vault).ready();
  await waitFor('the first summary', async () => (await entries(vault, 'run done', M)).length === 1);
  return vault;
}

describe('S12: status set back to ended', () => {
  it('S12: a summarized meeting set back to `status: ended` is summarized again, once', async () => {
    const vault = await summarizedByTheDaemon();
    const note = await vault.read(M);
    expect(parseNote(note).frontmatter?.data.status).toBe('summarized');

    await vault.writeAtomic(M, note.replace(/^status: summarized$/m, 'status: ended'));
    await waitFor('the second summary', async () => (await entries(vault, 'run done', M)).length === 2);
    const starts = await entries(vault, 'run start', M);
    expect(starts.map((e) => e.reason)).toEqual(['no-summary', 'ended-again']);
    expect(parseNote(await vault.read(M)).frontmatter?.data.status).toBe('summarized');
    // The run's own `summarized` asks for nothing more: once the daemon looked at that write (its
    // debug line; no fixed wait: L158), no third run was started.
    await waitForQuietLook(
      vault,
      M,
      (await readLog(vault)).map((e) => e.msg === 'run start' && e.meeting === M).lastIndexOf(true),
    );
    expect(await entries(vault, 'run start', M)).toHaveLength(2);
  }, 120_000);

  it('S12: a summary edited by hand is still left alone when the status is set back to ended', async () => {
    const vault = await summarizedByTheDaemon();
    const summary = `Summaries/${NAME}.md`;
    await vault.writeAtomic(summary, `${await vault.read(summary)}\nMy own remark.\n`);
    const note = await vault.read(M);
    await vault.writeAtomic(M, note.replace(/^status: summarized$/m, 'status: ended'));
    await waitFor('the hand-edited warning', async () => (await handEditedEntries(vault, M)).length === 1);
    expect(await entries(vault, 'run start', M)).toHaveLength(1);
    expect(await vault.read(summary)).toContain('My own remark.');
  }, 120_000);
});
