/**
 * Review 7 T11: the daemon does not take a summary the user only tagged (properties added in
 * Obsidian) for a hand edit: a newer transcript re-runs the meeting, and the new summary keeps the
 * user's properties. Real daemon process, offline engine, temp vault.
 * Spec: docs/vault-format.md, Summary note (`content_hash`); review7 T11.
 */
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { entries, handEditedEntries, type TestVault, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;

describe('T11: the daemon and user-added summary properties', () => {
  it('T11: a newer transcript re-runs a meeting whose summary the user tagged; the tags stay', async () => {
    vault = await t.vault();
    const name = '2026-11-23 Pricing';
    await vault.writeTranscript(name, 4);
    await vault.writeMeeting(name, 'ended');
    t.daemon(vault);
    await waitFor('the first run', async () => (await entries(vault!, 'run done')).length === 1);
    const summary = `Summaries/${name}.md`;
    const tags = 'tags: [important, q2-review]\nreviewed: true\n';
    const tagged = (await vault.read(summary)).replace(/^generated_by:.*\n/m, (line) => `${line}${tags}`);
    // No wait before the newer transcript (L158): the daemon compares the transcript's bytes with
    // the summary's transcript_hash, never the files' times.
    await writeFile(vault.abs(summary), tagged);
    await vault.writeTranscript(name, 8);
    await vault.writeMeeting(name, 'ended');
    await waitFor('the re-run', async () => (await entries(vault!, 'run done')).length === 2);
    expect(await handEditedEntries(vault)).toEqual([]);
    const after = await vault.read(summary);
    expect(after).toContain(`${tags}content_hash:`); // carried over, after the product's keys
    expect(after).not.toBe(tagged); // rewritten from the newer transcript
  }, 180_000);
});
