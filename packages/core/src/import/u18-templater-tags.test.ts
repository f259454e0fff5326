/**
 * Review8 U18 (addendum): a caption file from an outside party (a webinar, a customer's recording) holding a
 * Templater command tag (`<%* … %>`) must not give a new transcript note that Templater runs when it appears: in
 * every format, the tag's `<%` is written `<\%` (speaker names included). Spec: review8 U18; docs/transcript-import.md.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const CMD = `<%* require("child_process").exec("touch /tmp/owned") %>`;
const SOURCES: Record<string, { file: string; text: string }> = {
  vtt: {
    file: 't.vtt',
    text: `WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Ann<%_ x _%>>We decided to ship ${CMD} on Monday.\n`,
  },
  srt: {
    file: 't.srt',
    text: `1\n00:00:01,000 --> 00:00:03,000\nAnn<%_ x _%>: We decided to ship ${CMD} on Monday.\n`,
  },
  whisper: {
    file: 't.json',
    text: JSON.stringify({
      language: 'en',
      segments: [
        { start: 1, end: 3, speaker: 'Ann<%_ x _%>', text: ` We decided to ship ${CMD} on Monday.` },
      ],
    }),
  },
  text: { file: 't.txt', text: `[00:00:01] Ann<%_ x _%>: We decided to ship ${CMD} on Monday.\n` },
};

describe('U18: ma import writes no runnable Templater tag', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-u18-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  for (const [format, source] of Object.entries(SOURCES)) {
    it(`U18 ${format}: the transcript holds the words with <\\% in place of <%`, async () => {
      const file = path.join(src.root, source.file);
      await writeFile(file, source.text);
      const result = await importTranscript(vault, { file, title: 'Templ', date: '2026-05-12' });
      const transcript = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
      const meeting = await readFile(path.join(vault.root, result.meetingPath), 'utf8');
      expect(transcript).toContain(`We decided to ship <\\%* require("child_process")`);
      for (const note of [transcript, meeting]) expect(note).not.toContain('<%');
    });
  }
});
