/**
 * F7 (newcomer review, session 29): a meeting reference naming a note that exists outside the
 * meetings folder (`Meeting Notes/x.md` while `folders.meetings` is `Meetings`) was "not found"; now
 * core's `resolveMeeting` (also behind `ma mcp` and the library) says where the note is and which
 * setting makes its folder the meetings folder, vault-relative only; a transcript, a summary, the
 * glossary or a top-level note named by name alone get no such advice. Real files, sample vault copy.
 */
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { meetingOutsideFolder } from './outside-meetings-folder.js';
import { resolveMeeting } from './resolve-meeting.js';
import type { Vault } from './vault.js';

const NAME = '2026-03-10 Remote control functional design';
let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => dir.cleanup());

describe('F7: a meeting note outside the meetings folder', () => {
  it('F7: every path form and the name say where the note is and the folders.meetings value for it', async () => {
    await mkdir(path.join(vault.root, 'Work/Meeting Notes'), { recursive: true });
    await rename(
      path.join(vault.root, `Meetings/${NAME}.md`),
      path.join(vault.root, `Work/Meeting Notes/${NAME}.md`),
    );
    const clause = `Work/Meeting Notes/${NAME}.md is outside the meetings folder (Meetings/): to summarize the notes of Work/Meeting Notes/, set "folders": {"meetings": "Work/Meeting Notes"} in meeting-assistant.json, or move the note into Meetings/`;
    for (const ref of [
      `Work/Meeting Notes/${NAME}.md`,
      `Work/Meeting Notes/${NAME}`,
      `work/meeting notes/${NAME.toUpperCase()}.MD`,
      `Work/Meeting Notes/${NAME}`.normalize('NFD'),
      `[[Work/Meeting Notes/${NAME}]]`,
    ]) {
      const error = await resolveMeeting(vault, ref).catch((e: unknown) => e);
      expect((error as Error).message, ref).toContain(clause);
      expect((error as Error).message, ref).not.toContain(vault.root);
    }
    // By name: two notes have it (References/ holds the sample's reference summaries): both named.
    await expect(resolveMeeting(vault, NAME)).rejects.toThrow(
      `notes of that name lie outside the meetings folder (Meetings/): References/${NAME}.md, Work/Meeting Notes/${NAME}.md; if one is the meeting, set "folders": {"meetings": "<its folder>"} in meeting-assistant.json (e.g. "References"), or move it into Meetings/`,
    );
  });

  it('F7: no such advice for a transcript, a summary, the glossary or a top-level note named by name', async () => {
    for (const ref of [`Transcripts/${NAME}.md`, `Summaries/nope.md`, 'Glossary', 'README', 'Dictation.md'])
      expect(await meetingOutsideFolder(vault, ref), ref).toBeNull();
    expect(await meetingOutsideFolder(vault, 'README.md')).toBeNull();
    expect(await meetingOutsideFolder(vault, 'References/../README.md')).toBeNull();
  });
});
