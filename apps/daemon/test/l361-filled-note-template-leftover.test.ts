/**
 * Leftovers L361 (session 44): a FILLED meeting note that kept one Templater or core Templates
 * leftover in its frontmatter (`created: <% tp.file.creation_date() %>` when a Templater command
 * failed, `updated: {{date}}`) counted as an Obsidian template: never summarized, with one log line
 * nobody reads. Now only a note still all template (its `date:` missing, empty or a placeholder) is
 * one; a filled note (its date filled in) is summarized, its leftover left exactly as it was.
 * Built `ma-daemon` child processes, temp vault, offline engine.
 * Spec: newcomer session 32 N4; docs/vault-format.md (Meeting note); apps/daemon/README.md.
 */
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entries, meetingNote, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

describe('L361: a filled meeting note with a template leftover is a meeting', () => {
  it('L361: summarized once, the leftover kept as it was', async () => {
    const vault = await t.vault();
    const leftovers = {
      '2026-11-20 Casing': 'created: <% tp.file.creation_date() %>',
      '2026-11-21 Budget': 'updated: "{{date}}"',
    };
    for (const [name, extra] of Object.entries(leftovers)) {
      await vault.writeTranscript(name);
      await vault.writeAtomic(`Meetings/${name}.md`, meetingNote(name, 'ended', extra));
    }
    await t.daemon(vault).ready();
    await waitFor('both summarized', async () => (await entries(vault, 'run done')).length === 2);
    expect((await readdir(vault.abs('Summaries'))).sort()).toEqual(
      Object.keys(leftovers).map((n) => `${n}.md`),
    );
    for (const [name, extra] of Object.entries(leftovers)) {
      const note = await vault.read(`Meetings/${name}.md`);
      expect(note).toContain(`\n${extra}\n`);
      expect(note).toMatch(/^status: summarized$/m);
    }
  }, 240_000);
});
