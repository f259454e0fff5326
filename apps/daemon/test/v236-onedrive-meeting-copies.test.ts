/**
 * V236: OneDrive's conflict copy of a meeting note (`Name-DESKTOP-AB12CD.md`, `Name-LAPTOP-1.md`,
 * the Linux client's `Name-<host>-safeBackup-0001.md`, beside `Name.md` and linking the same
 * transcript) was summarized by the daemon as a second meeting: core's copy rule did not know the
 * form. Now it is a copy by its name beside the original, as `Name 2.md` is (R201): warned about once,
 * never summarized nor rewritten; the original is summarized once, and `Sprint-Review.md` (no
 * `Sprint.md` beside it) is a meeting of its own. The CLI side: apps/cli/test/v236-….
 * Built `ma-daemon` child processes, temp vault, offline engine.
 * Spec: apps/daemon/README.md (trigger rule 2); docs/hostile-cases.md (sync-conflict copies).
 */
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
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

describe('V236: OneDrive copies of a meeting note', () => {
  it('V236: `Name-<PC name>.md` beside `Name.md` is warned about, never summarized; Sprint-Review alone is', async () => {
    const name = '2026-12-01 Alpha sync';
    const own = 'Sprint-Review';
    vault = await t.vault();
    await vault.writeAtomic(`Transcripts/${name}.md`, transcript(name).replace(/^meeting: .*\n/m, ''));
    await vault.writeAtomic(`Transcripts/${own}.md`, transcript(own).replace(/^meeting: .*\n/m, ''));
    const original = meetingNote(name, 'ended');
    await vault.writeAtomic(M(name), original);
    const copies = [`${name}-DESKTOP-AB12CD`, `${name}-LAPTOP-1`, `${name}-ubuntu-box-safeBackup-0001`].map(
      M,
    );
    for (const copy of copies) await vault.writeAtomic(copy, original);
    await vault.writeAtomic(M(own), meetingNote(own, 'ended'));
    await t.daemon(vault).ready();
    await waitFor('both meetings summarized', async () => (await entries(vault!, 'run done')).length >= 2);
    for (const copy of copies)
      await waitFor(`${copy} warned about`, async () => (await entries(vault!, WARN, copy)).length === 1);
    expect((await entries(vault, 'run done')).map((e) => e.meeting).sort()).toEqual([M(name), M(own)]);
    expect((await readdir(vault.abs('Summaries'))).sort()).toEqual([`${name}.md`, `${own}.md`]);
    for (const copy of copies) {
      expect(await entries(vault, WARN, copy), copy).toMatchObject([{ level: 40, original: M(name) }]);
      expect(await vault.read(copy), copy).toBe(original);
    }
  }, 300_000);
});
