/**
 * Leftovers L359 (session 44): R201's numbered-copy check (a sync client's `Name 2.md` beside `Name.md`
 * linking the same transcript is that meeting again, not a second one) compared the two transcript
 * links' resolved paths: a copy whose link names the same file by a second name (a hard link beside
 * it) was summarized as a second meeting. Now the files the two links resolve to are compared (core
 * `numberedMeetingCopyOf`: same path, else same device and inode), so every form — another case
 * `[[transcripts/name]]`, a markdown link `[Name](Transcripts/Name%20x.md)`, a second name — is a
 * copy: warned about once, never summarized nor rewritten; the original is summarized once. (A bare
 * `[[Name]]` names the meeting note as well: refused as ambiguous, `transcript link to fix`.)
 * Built `ma-daemon` child processes, temp vault, offline engine.
 * Spec: apps/daemon/README.md (trigger rule 2, R201); docs/vault-format.md (links).
 */
import { link, readdir } from 'node:fs/promises';
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

describe('L359: a numbered copy is found whatever form its transcript link takes', () => {
  it('L359: copies linking the same transcript in lower case, as a markdown link or by a hard link are copies; the original is summarized once', async () => {
    const name = '2026-12-01 Alpha sync';
    vault = await t.vault();
    // No `meeting:` line: as many recorders write it (else the copy's link is another meeting's).
    await vault.writeAtomic(`Transcripts/${name}.md`, transcript(name).replace(/^meeting: .*\n/m, ''));
    await link(vault.abs(`Transcripts/${name}.md`), vault.abs(`Transcripts/${name} (link).md`));
    const original = meetingNote(name, 'ended');
    await vault.writeAtomic(M(name), original);
    const forms: Record<string, string> = {
      [`${name} 3`]: `"[[transcripts/${name.toLowerCase()}]]"`,
      [`${name} (1)`]: `"[${name}](Transcripts/${name.replace(/ /g, '%20')}.md)"`,
      [`${name} (2)`]: `"[[Transcripts/${name} (link)]]"`,
    };
    const copies = new Map<string, string>();
    for (const [copy, link] of Object.entries(forms)) {
      const text = original.replace(/^transcript: .*$/m, `transcript: ${link}`);
      copies.set(M(copy), text);
      await vault.writeAtomic(M(copy), text);
    }
    await t.daemon(vault).ready();
    await waitFor('the original summarized', async () => (await entries(vault!, 'run done')).length >= 1);
    for (const copy of copies.keys())
      await waitFor(`${copy} warned about`, async () => (await entries(vault!, WARN, copy)).length === 1);
    // A later meeting: once it is summarized, every look at the copies is long done.
    const other = '2026-12-02 Beta review';
    await vault.writeAtomic(`Transcripts/${other}.md`, transcript(other).replace(/^meeting: .*\n/m, ''));
    await vault.writeAtomic(M(other), meetingNote(other, 'ended'));
    await waitFor('the other meeting summarized', async () =>
      (await entries(vault!, 'run done')).some((e) => e.meeting === M(other)),
    );
    expect((await entries(vault, 'run done')).map((e) => e.meeting).sort()).toEqual([M(name), M(other)]);
    expect((await readdir(vault.abs('Summaries'))).sort()).toEqual([`${name}.md`, `${other}.md`]);
    for (const [copy, text] of copies) {
      expect(await entries(vault, WARN, copy), copy).toMatchObject([{ level: 40, original: M(name) }]);
      expect(await vault.read(copy), copy).toBe(text);
    }
  }, 300_000);
});
