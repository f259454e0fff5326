/**
 * Review 11 X10: a blank summary note (0 bytes, white space, invisible characters, or only the
 * product's own frontmatter keys and no body: what clicking the meeting's unresolved summary link
 * in Obsidian creates) holds no one's edits: a run replaces it without --force (it goes to .trash).
 * A note with a user's key or any visible body text stays guarded. Real files on a sample-vault copy.
 * Spec: docs/vault-format.md, Summary note; review11 X10.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { EditedSummaryError } from '../errors/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting, type Vault } from '../vault/index.js';
import { assertSummaryReplaceable, commitSummary, summaryEditState, summaryTextState } from './index.js';

const CONCEPTUAL = 'Meetings/2026-03-11 Remote control conceptual design.md';
const SUMMARY = 'Summaries/2026-03-11 Remote control conceptual design.md';
const FM = {
  meeting: '[[Meetings/2026-03-11 Remote control conceptual design]]',
  generated_by: 'meeting-assistant',
};

let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(async () => {
  await dir.cleanup();
});

const BLANK_NOTES: Record<string, string> = {
  empty: '',
  'white space': ' \n\t\r\n\n',
  'invisible characters': '\u200b\n\u00ad\n',
  'an empty frontmatter': '---\n---\n',
  'only our own keys':
    '---\nmeeting: "[[Meetings/2026-03-11 Remote control conceptual design]]"\ngenerated_by: meeting-assistant\n---\n\n',
  'our keys and a stale hash, body cleared':
    '---\ngenerated_by: meeting-assistant\ncontent_hash: "sha256:0000000000000000000000000000000000000000000000000000000000000000"\n---\n',
};

describe('X10: a blank summary note is not a hand edit', () => {
  it('X10: every blank form reads as blank; a user key or visible text does not', () => {
    for (const [what, text] of Object.entries(BLANK_NOTES))
      expect(summaryTextState(text), what).toBe('blank');
    expect(summaryTextState('---\ntags: [x]\n---\n')).toBe('not-generated');
    expect(summaryTextState('my note\n')).toBe('not-generated');
    expect(summaryTextState('---\ngenerated_by: meeting-assistant\n---\nx\n')).toBe('legacy');
  });

  it('X10: commitSummary replaces a blank note without --force (it goes to .trash); the guard and the daemon check agree', async () => {
    for (const [what, text] of Object.entries(BLANK_NOTES)) {
      await writeFile(path.join(dir.root, SUMMARY), text);
      const meeting = await readMeeting(vault, CONCEPTUAL);
      expect((await summaryEditState(vault, meeting)).replaceable, what).toBe(true);
      await expect(assertSummaryReplaceable(vault, meeting), what).resolves.toBeUndefined();
      const done = await commitSummary(vault, meeting, { frontmatter: FM, body: `## Summary\n- ${what}\n` });
      expect(done.path).toBe(SUMMARY);
      if (text !== '') expect(done.trashed, what).not.toBeNull();
      expect(await readFile(path.join(dir.root, SUMMARY), 'utf8'), what).toContain(`- ${what}`);
    }
    expect((await readdir(path.join(dir.root, '.trash'))).length).toBeGreaterThan(0);
  });

  it("X10: a note holding the user's text is still refused without --force", async () => {
    await writeFile(path.join(dir.root, SUMMARY), 'my own summary\n');
    const meeting = await readMeeting(vault, CONCEPTUAL);
    await expect(
      commitSummary(vault, meeting, { frontmatter: FM, body: '## Summary\n- x\n' }),
    ).rejects.toSatisfy((e: unknown) => EditedSummaryError.isInstance(e));
    expect(await readFile(path.join(dir.root, SUMMARY), 'utf8')).toBe('my own summary\n');
  });
});
