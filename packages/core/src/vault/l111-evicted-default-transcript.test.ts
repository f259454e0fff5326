/**
 * Leftovers L111: a meeting note without a `transcript:` (or `usernotes:`) link whose default file
 * (`Transcripts/<name>.md`, `Notes/<name>.md`) was evicted to iCloud (only `.<name>.md.icloud` is
 * here) read as "no transcript" — summarized from the notes only, and waited for in silence by the
 * daemon. It is now an unresolved default link that names the file and says how to download it.
 * Real files on a sample-vault copy.
 * Spec: reviewA R37; leftovers L111; docs/hostile-cases.md (iCloud placeholders).
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting, unresolvedLinkMessage, type Vault } from './index.js';

const NAME = '2026-03-11 Remote control conceptual design';
const MEETING = `Meetings/${NAME}.md`;
let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
  // The meeting names its transcript by default only (no transcript: / usernotes: links).
  const abs = path.join(dir.root, MEETING);
  const text = await readFile(abs, 'utf8');
  await writeFile(abs, text.replace(/^(transcript|usernotes):.*\r?\n/gm, ''));
});
afterEach(async () => {
  await dir.cleanup();
});

describe('L111: a default transcript or notes file evicted to iCloud', () => {
  it('L111: the default transcript evicted: an unresolved default link that says to download it', async () => {
    expect((await readMeeting(vault, MEETING)).links.transcript).toBe(`Transcripts/${NAME}.md`);
    await rename(
      path.join(dir.root, 'Transcripts', `${NAME}.md`),
      path.join(dir.root, 'Transcripts', `.${NAME}.md.icloud`),
    );
    const meeting = await readMeeting(vault, MEETING);
    expect(meeting.links.transcript).toBeNull();
    const broken = meeting.unresolved.find((u) => u.key === 'transcript');
    expect(broken).toMatchObject({ reason: 'missing', byDefault: true });
    expect(unresolvedLinkMessage(broken!, meeting.path)).toBe(
      `transcript Transcripts/${NAME}.md (this meeting's default) is not on this device: only iCloud Drive's placeholder Transcripts/.${NAME}.md.icloud is here (macOS "Optimize Mac Storage" moved the file to iCloud); download it (Finder: right-click it, Download Now; or \`brctl download "Transcripts/${NAME}.md"\` in the vault), then try again`,
    );
  });

  it('L111: the default notes file evicted: the same for usernotes; no file and no placeholder is still no entry', async () => {
    const notes = path.join(dir.root, vault.config.folders.notes);
    await writeFile(path.join(notes, `.${NAME}.md.icloud`), 'bplist00');
    const meeting = await readMeeting(vault, MEETING);
    const broken = meeting.unresolved.find((u) => u.key === 'usernotes');
    expect(broken).toMatchObject({ reason: 'missing', byDefault: true });
    expect(unresolvedLinkMessage(broken!, meeting.path)).toContain(
      `usernotes ${vault.config.folders.notes}/${NAME}.md (this meeting's default) is not on this device`,
    );
    await rename(
      path.join(dir.root, 'Transcripts', `${NAME}.md`),
      path.join(dir.root, 'Transcripts', `${NAME} moved.md`),
    );
    expect((await readMeeting(vault, MEETING)).unresolved.filter((u) => u.key === 'transcript')).toEqual([]);
  });
});
