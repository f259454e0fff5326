/**
 * Newcomer review (session 29) F1: the daemon summarized a sync tool's conflict copy of a meeting note
 * (Dropbox `… (conflicted copy …).md`, Syncthing `….sync-conflict-….md`) as a meeting of its own: a
 * second summary and context note, and the copy rewritten. The copies are now left alone with one warning
 * each; the original is summarized once. `Name 2.md` beside `Name.md` with its own transcript is a second
 * meeting of the day, summarized as before (a numbered name alone proves no copy).
 * Built `ma-daemon` child processes, temp vault, offline engine.
 * Leftovers2 L333: while a sync client writes, the names it and Office give their temp and lock files
 * (`~$Standup.md`, `~Standup.md`) end in `.md` and were summarised as meetings, and Dropbox's
 * `Standup (Case Conflict).md` as a new meeting (a duplicate summary, a paid run with a model); now the
 * temp names are no meetings (L354: only `~$x.md`; `~x.md` is a note), the case-conflict copy is warned about, and `ma-daemon status` lists it.
 * Obsidian newcomer R201: a numbered copy (`Name 2.md`, `Name (1).md`: iCloud, Dropbox, file managers) of
 * an `ended` note linking the same transcript (one with no `meeting:` line, as many recorders write it) was
 * summarized as one more meeting (a second summary of one transcript, a second paid run, the copy
 * rewritten); now it is warned about once and left as it is, at the catch-up and when it appears later.
 * Spec: docs/hostile-cases.md (sync-conflict copies); leftovers L117; issue 12; apps/daemon/README.md.
 */
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  daemonStatus,
  entries,
  M,
  meetingNote,
  type TestVault,
  testResources,
  transcript,
  WARN,
  waitFor,
} from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;

/** A temp vault with the ended meeting `name` and its transcript; the note's text. */
async function vaultWithMeeting(name: string): Promise<{ vault: TestVault; before: string }> {
  const v = await t.vault();
  await v.writeTranscript(name);
  await v.writeMeeting(name, 'ended');
  return { vault: v, before: meetingNote(name, 'ended') };
}

/** The harness transcript without its `meeting:` line (a recorder that does not write one). */
function unlinkedTranscript(name: string): string {
  return transcript(name).replace(/^meeting: .*\n/m, '');
}

describe('F14: sync-conflict copies of a meeting note are not meetings', () => {
  it('F14: Dropbox and Syncthing copies are warned about once and never summarized or rewritten; the original and a second meeting `Name 2` are', async () => {
    const name = '2026-11-20 Standup';
    let before: string;
    ({ vault, before } = await vaultWithMeeting(name));
    const copies = [`${name} (conflicted copy 2026-11-21)`, `${name}.sync-conflict-20261121-101010-ABCDEFG`];
    const second = `${name} 2`;
    await vault.writeTranscript(second);
    await vault.writeMeeting(second, 'ended');
    for (const copy of copies) await vault.writeAtomic(M(copy), before);
    const d = t.daemon(vault);
    await d.ready();
    await waitFor('both meetings summarized', async () => (await entries(vault!, 'run done')).length === 2);
    await waitFor('two warnings', async () => (await entries(vault!, WARN)).length === 2);
    for (const copy of copies) {
      const warned = await entries(vault, WARN, M(copy));
      expect(warned).toHaveLength(1);
      expect(warned[0]).toMatchObject({ level: 40, original: M(name) });
      expect(await vault.read(M(copy))).toBe(before);
    }
    const summaries = await readdir(vault.abs('Summaries'));
    expect(summaries.sort()).toEqual([`${name} 2.md`, `${name}.md`]);
    expect((await entries(vault, 'run done')).map((e) => e.meeting).sort()).toEqual([M(second), M(name)]);
  }, 240_000);

  it('L333/L354: ~$x.md is not listed nor summarised; x (Case Conflict).md is warned about, left as it is and listed by status', async () => {
    const name = '2026-12-06 Standup';
    let before: string;
    ({ vault, before } = await vaultWithMeeting(name));
    // L354: only Office's `~$x.md` is a lock name; a `~x.md` is a user's own note (l354 test in core).
    const temps = [M(`~$${name}`)];
    const copy = M(`${name} (Case Conflict)`);
    for (const p of [...temps, copy]) await vault.writeAtomic(p, before);
    await t.daemon(vault).ready();
    await waitFor('the meeting summarized', async () => (await entries(vault!, 'run done')).length === 1);
    await waitFor('the copy warned about', async () => (await entries(vault!, WARN, copy)).length === 1);
    expect((await entries(vault, 'run done')).map((e) => e.meeting)).toEqual([M(name)]);
    expect(await readdir(vault.abs('Summaries'))).toEqual([`${name}.md`]);
    for (const p of [...temps, copy]) expect(await vault.read(p), p).toBe(before);
    const status = await daemonStatus(vault);
    expect(status).toContain(
      `sync-conflict copies (not summarized; merge each into its original, then delete it):\n  ${copy} (copy of ${M(name)})\n`,
    );
    for (const p of temps) expect(status).not.toContain(p);
  }, 240_000);
  it('R201: copies found at the start and appearing later are warned about once, never summarized nor rewritten', async () => {
    const name = '2026-12-01 Alpha sync';
    vault = await t.vault();
    await vault.writeAtomic(`Transcripts/${name}.md`, unlinkedTranscript(name));
    const note = meetingNote(name, 'ended');
    await vault.writeAtomic(M(name), note);
    const atStart = M(`${name} 2`);
    await vault.writeAtomic(atStart, note);
    const d = t.daemon(vault);
    await d.ready();
    await waitFor('the original summarized', async () => (await entries(vault!, 'run done')).length === 1);
    await waitFor(
      'the first copy warned about',
      async () => (await entries(vault!, WARN, atStart)).length === 1,
    );
    const later = M(`${name} (1)`);
    await vault.writeAtomic(later, note);
    await waitFor(
      'the second copy warned about',
      async () => (await entries(vault!, WARN, later)).length === 1,
    );
    // A meeting made after the copies: once it is summarized, the copies' looks are long done.
    const other = '2026-12-02 Beta review';
    await vault.writeAtomic(`Transcripts/${other}.md`, unlinkedTranscript(other));
    await vault.writeAtomic(M(other), meetingNote(other, 'ended'));
    await waitFor(
      'the other meeting summarized',
      async () => (await entries(vault!, 'run done')).length === 2,
    );
    expect((await entries(vault, 'run done')).map((e) => e.meeting).sort()).toEqual([M(name), M(other)]);
    expect((await readdir(vault.abs('Summaries'))).sort()).toEqual([`${name}.md`, `${other}.md`]);
    for (const copy of [atStart, later]) {
      expect(await entries(vault, WARN, copy)).toMatchObject([{ level: 40, original: M(name) }]);
      expect(await vault.read(copy)).toBe(note);
    }
  }, 240_000);
});
