/**
 * Newcomer session 32 N7. A meeting note whose `transcript:` (or `usernotes:`) links a recording, a
 * slide deck or a picture (`"[[Recording 2026-03-12.m4a]]"`, `"[[Launch deck.pdf]]"`) had the file
 * read as text: a PDF was refused with "not a UTF-8 text file (… Latin-1 …); save it as UTF-8", and a
 * recording whose first bytes happened to be UTF-8 was summarized as "- ftyp (L1)", rc 0. Now such a
 * link is refused naming what the file is and what to link instead, before any read; an embedded
 * recording under `## Transcript` is no transcript link (the transcript linked next to it is used).
 * Real files, a temp copy of the sample vault.
 * Spec: newcomer session 32 N7; docs/vault-format.md (Meeting note).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { readMeeting } from './read-meeting.js';
import { unresolvedLinkMessage } from './unresolved-link-message.js';
import type { Vault } from './vault.js';

const NAME = '2026-03-11 Remote control conceptual design';
let vault: Vault;
let dir: TempDir;
let meetingFile: string;
let original: string;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  await mkdir(path.join(vault.root, 'Attachments'), { recursive: true });
  await writeFile(path.join(vault.root, 'Attachments/Recording 2026-03-12.m4a'), '\0\0\0 ftypM4A ');
  await writeFile(path.join(vault.root, 'Attachments/Launch deck.pdf'), '%PDF-1.4\n');
  await writeFile(path.join(vault.root, 'Attachments/whiteboard.png'), 'PNG');
  meetingFile = path.join(vault.root, `Meetings/${NAME}.md`);
  original = await readFile(meetingFile, 'utf8');
});
afterEach(async () => dir.cleanup());

describe('N7 (session 32): a transcript or notes link to a media file', () => {
  it('each media kind is refused by name with what to link instead; nothing read as text', async () => {
    const cases: Array<[string, string, RegExp]> = [
      [
        'transcript',
        '[[Recording 2026-03-12.m4a]]',
        /is an audio recording, not a transcript; transcribe it first/,
      ],
      ['transcript', '[[Launch deck.pdf]]', /is a PDF, not a transcript; save or export it as text/],
      ['usernotes', '![[whiteboard.png]]', /is a picture, not notes; link the note you typed your notes in/],
    ];
    for (const [key, link, why] of cases) {
      const edited = original.replace(/^transcript: .*$/m, (line) =>
        key === 'transcript' ? `transcript: "${link}"` : `${line}\nusernotes: "${link}"`,
      );
      await writeFile(meetingFile, edited);
      const meeting = await readMeeting(vault, `Meetings/${NAME}.md`);
      const u = meeting.unresolved.find((x) => x.key === key);
      expect(u?.reason, link).toBe('refused');
      const message = unresolvedLinkMessage(u!, meeting.path);
      expect(message).toMatch(why);
      expect(message).toContain('Attachments/');
    }
  });

  it("L208: the kinds only the CLI's own table knew (.3gp, .weba, .rtf, .epub) are refused too, in one wording", async () => {
    const cases: Array<[string, RegExp]> = [
      ['call.3gp', /is a video, not a transcript; transcribe it first/],
      ['voice.weba', /is an audio recording, not a transcript; transcribe it first/],
      ['minutes.rtf', /is an office document, not a transcript; save or export it as text/],
      ['minutes.EPUB', /is an office document, not a transcript; save or export it as text/],
    ];
    for (const [file, why] of cases) {
      // Bytes that are valid UTF-8: without the extension rule they were read as a transcript.
      await writeFile(path.join(vault.root, 'Attachments', file), 'header bytes\n');
      await writeFile(meetingFile, original.replace(/^transcript: .*$/m, `transcript: "[[${file}]]"`));
      const meeting = await readMeeting(vault, `Meetings/${NAME}.md`);
      const u = meeting.unresolved.find((x) => x.key === 'transcript');
      expect(u?.reason, file).toBe('refused');
      expect(unresolvedLinkMessage(u!, meeting.path), file).toMatch(why);
    }
  });

  it('an embedded recording under ## Transcript is no transcript link; the note linked there is', async () => {
    const body = `## Transcript\n![[Recording 2026-03-12.m4a]]\n[[Transcripts/${NAME}]]\n`;
    await writeFile(
      meetingFile,
      original.replace(/^transcript: .*\n/m, '').replace(/^---\n([\s\S]*?)\n---\n/, (fm) => `${fm}${body}`),
    );
    const meeting = await readMeeting(vault, `Meetings/${NAME}.md`);
    expect(meeting.links.transcript).toBe(`Transcripts/${NAME}.md`);
    expect(meeting.unresolved).toEqual([]);
  });
});
