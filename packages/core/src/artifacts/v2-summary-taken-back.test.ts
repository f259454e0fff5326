/**
 * Review session 34 (V2), the same kind as F32 (newcomer s33 N2): commitSummary wrote the summary note
 * (and moved the previous one to the trash) before it linked the meeting note; when that link was
 * refused (a read-only meeting note: "…is read-only; nothing was written") the new summary stayed in
 * the vault, unlinked, and the previous one stayed in the trash. The summary is now taken back: the
 * previous one restored, a new one removed. Real files on a sample-vault copy; the meeting note made
 * read-only by its mode bits (refused by the mode check even when the tests run as root).
 * Spec: seed 003 (write the summary note linked to the meeting note); docs/atomic-writes.md.
 */
import { chmod, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { ProtectedFileError } from '../errors/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting, type Vault } from '../vault/index.js';
import { commitSummary } from './index.js';

const NEW = 'Meetings/2026-03-11 Remote control conceptual design.md';
const KICKOFF = 'Meetings/2026-03-09 Remote control kickoff.md';
const KICKOFF_SUMMARY = 'Summaries/2026-03-09 Remote control kickoff.md';

let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(async () => {
  for (const rel of [NEW, KICKOFF]) await chmod(path.join(dir.root, rel), 0o644).catch(() => undefined);
  await dir.cleanup();
});

const input = { body: '## Summary\nNew text.\n', frontmatter: {} };

describe('V2: a refused meeting-note link leaves no summary behind', () => {
  it('a new summary for a read-only meeting note: refused, no summary note, the meeting note unchanged', async () => {
    const abs = path.join(dir.root, NEW);
    const before = await readFile(abs, 'utf8');
    const summaries = await readdir(path.join(dir.root, 'Summaries'));
    await chmod(abs, 0o444);
    const error = await commitSummary(vault, await readMeeting(vault, NEW), input).catch((e: unknown) => e);
    expect(ProtectedFileError.isInstance(error)).toBe(true);
    expect(String(error)).toMatch(/is read-only; nothing was written/);
    expect(await readdir(path.join(dir.root, 'Summaries'))).toEqual(summaries);
    expect(await readFile(abs, 'utf8')).toBe(before);
  });

  it('a replaced summary for a read-only meeting note: the previous summary is back, no file in the trash', async () => {
    const meetingAbs = path.join(dir.root, KICKOFF);
    // status: ended (a re-run the user asked for): the link step has to write the meeting note.
    const ended = (await readFile(meetingAbs, 'utf8')).replace('status: summarized', 'status: ended');
    await writeFile(meetingAbs, ended);
    const previous = await readFile(path.join(dir.root, KICKOFF_SUMMARY), 'utf8');
    await chmod(meetingAbs, 0o444);
    const error = await commitSummary(vault, await readMeeting(vault, KICKOFF), {
      ...input,
      force: true,
    }).catch((e: unknown) => e);
    expect(ProtectedFileError.isInstance(error)).toBe(true);
    expect(await readFile(path.join(dir.root, KICKOFF_SUMMARY), 'utf8')).toBe(previous);
    expect(await readFile(meetingAbs, 'utf8')).toBe(ended);
    // The folders moveToTrash made stay (as when the summary's own write fails); no file is in them.
    const trash = await readdir(path.join(dir.root, '.trash'), { recursive: true, withFileTypes: true });
    expect(trash.filter((e) => !e.isDirectory())).toEqual([]);
  });
});
