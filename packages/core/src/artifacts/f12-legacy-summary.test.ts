/**
 * Leftovers F12: a summary written by an earlier version (`generated_by: meeting-assistant`, no
 * `content_hash`) cannot be checked for hand edits, so a run no longer replaces it silently: without
 * `--force` it is refused (nothing written, nothing trashed) with why and what `--force` does; with
 * `--force` the old note goes to `.trash` and its user keys and ticks are carried. The sample vault's
 * kickoff summary carries the hash the product writes (it reads `unchanged`), so runs on it are
 * runs on an unedited product summary. Real files on a sample-vault copy.
 * Spec: issue 9, H14; docs/summary-hash.md, "Notes without a hash".
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { EditedSummaryError } from '../errors/index.js';
import { copySampleVault, sampleVaultPath, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting, type Vault } from '../vault/index.js';
import { assertSummaryReplaceable, commitSummary, summaryEditState, summaryTextState } from './index.js';

const CONCEPTUAL = 'Meetings/2026-03-11 Remote control conceptual design.md';
const SUMMARY = 'Summaries/2026-03-11 Remote control conceptual design.md';
const FM = {
  meeting: '[[Meetings/2026-03-11 Remote control conceptual design]]',
  generated_by: 'meeting-assistant',
};
// What an earlier version wrote, then a person edited (and tagged, and ticked): no hash to tell.
const LEGACY =
  '---\nmeeting: "[[Meetings/2026-03-11 Remote control conceptual design]]"\ngenerated_by: meeting-assistant\n' +
  'tags: [reviewed]\n---\n## Summary\nMy corrected wording.\n\n## Next steps\n- [x] Marketing: trend report\n';

let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(async () => {
  await dir.cleanup();
});

const trashed = async () => readdir(path.join(dir.root, '.trash')).catch(() => [] as string[]);

describe('F12: a summary without a content_hash is not replaced silently', () => {
  it('F12: legacy is not replaceable; the guard refuses it saying why and what --force does', async () => {
    expect(summaryTextState(LEGACY)).toBe('legacy');
    await writeFile(path.join(dir.root, SUMMARY), LEGACY);
    const meeting = await readMeeting(vault, CONCEPTUAL);
    expect(await summaryEditState(vault, meeting)).toEqual({
      path: SUMMARY,
      state: 'legacy',
      replaceable: false,
    });
    const error = await assertSummaryReplaceable(vault, meeting).catch((e: unknown) => e);
    expect(EditedSummaryError.isInstance(error)).toBe(true);
    expect((error as EditedSummaryError).reason).toBe('legacy');
    expect((error as Error).message).toBe(
      `${SUMMARY} was written by an earlier version of Meeting Assistant that stored no content_hash, so hand edits in it cannot be detected; not replacing it — keep your edits, or run again with --force to replace it (the current note goes to .trash)`,
    );
    await expect(assertSummaryReplaceable(vault, meeting, { force: true })).resolves.toBeUndefined();
  });

  it('F12: commitSummary refuses it without force (no byte changed, nothing trashed); --force replaces it and keeps the old note in .trash', async () => {
    await writeFile(path.join(dir.root, SUMMARY), LEGACY);
    const meeting = await readMeeting(vault, CONCEPTUAL);
    const meetingBefore = await readFile(path.join(dir.root, CONCEPTUAL), 'utf8');
    const body = '## Summary\nNew text.\n\n## Next steps\n- [ ] Marketing: trend report\n';
    await expect(commitSummary(vault, meeting, { frontmatter: FM, body })).rejects.toSatisfy(
      (e: unknown) => EditedSummaryError.isInstance(e) && e.reason === 'legacy',
    );
    expect(await readFile(path.join(dir.root, SUMMARY), 'utf8')).toBe(LEGACY);
    expect(await readFile(path.join(dir.root, CONCEPTUAL), 'utf8')).toBe(meetingBefore);
    expect(await trashed()).toEqual([]);

    const done = await commitSummary(vault, meeting, { frontmatter: FM, body, force: true });
    expect(done.trashed).not.toBeNull();
    expect(await readFile(path.join(dir.root, done.trashed!), 'utf8')).toBe(LEGACY);
    const written = await readFile(path.join(dir.root, SUMMARY), 'utf8');
    expect(written).toContain('tags: [reviewed]');
    expect(written).toContain('- [x] Marketing: trend report');
    expect(summaryTextState(written)).toBe('unchanged');
  });

  it("F12: the sample vault's kickoff summary holds its content_hash (unchanged), so runs on it replace an unedited product summary", async () => {
    const text = await readFile(
      path.join(sampleVaultPath, 'Summaries/2026-03-09 Remote control kickoff.md'),
      'utf8',
    );
    // If this fails after editing that note: set content_hash to core's summaryContentHash(text).
    expect(summaryTextState(text)).toBe('unchanged');
  });
});
