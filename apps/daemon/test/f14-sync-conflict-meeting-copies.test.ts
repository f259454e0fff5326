/**
 * Newcomer review (session 29) F1: the daemon summarized a sync tool's conflict copy of a meeting note
 * (Dropbox `… (conflicted copy …).md`, Syncthing `….sync-conflict-….md`) as a meeting of its own: a
 * second summary and context note, and the copy rewritten. The copies are now left alone with one warning
 * each; the original is summarized once. `Name 2.md` beside `Name.md` with its own transcript is a second
 * meeting of the day, summarized as before (a numbered name alone proves no copy).
 * Built `ma-daemon` child processes, temp vault, offline engine.
 * Spec: docs/hostile-cases.md (sync-conflict copies); leftovers L117; issue 12.
 */
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entries, meetingNote, type TestVault, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;

const M = (name: string) => `Meetings/${name}.md`;

describe('F14: sync-conflict copies of a meeting note are not meetings', () => {
  it('F14: Dropbox and Syncthing copies are warned about once and never summarized or rewritten; the original and a second meeting `Name 2` are', async () => {
    vault = await t.vault();
    const name = '2026-11-20 Standup';
    await vault.writeTranscript(name);
    await vault.writeMeeting(name, 'ended');
    const copies = [`${name} (conflicted copy 2026-11-21)`, `${name}.sync-conflict-20261121-101010-ABCDEFG`];
    const second = `${name} 2`;
    await vault.writeTranscript(second);
    await vault.writeMeeting(second, 'ended');
    const before = meetingNote(name, 'ended');
    for (const copy of copies) await vault.writeAtomic(M(copy), before);
    const d = t.daemon(vault);
    await d.ready();
    const WARN =
      'sync-conflict copy of a meeting note: not summarized; merge what differs into the original and delete the copy (ma doctor lists them)';
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
});
