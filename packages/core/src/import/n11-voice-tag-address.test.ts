/**
 * Newcomer N11: a WebVTT voice tag holding an address in angle brackets (`<v Eve <eve@x.com>>`,
 * Teams-like, not valid WebVTT) made the speaker `Eve <eve@x.com` and the text start with a stray
 * `>` — and Obsidian may swallow `<eve@x.com` as an HTML tag. Now the speaker is `Eve` and the text
 * is the words, in a `.vtt` file and in WebVTT pasted into a text transcript. Real files, temp
 * sample vault.
 * Spec: issue #10 item 1 (Teams `<v Name>`); newcomer N11.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

describe('N11: <v Name <address>> is the voice Name', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-n11v-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('N11: in a .vtt file and in pasted WebVTT, the speaker is Eve and the text has no stray >', async () => {
    const cues =
      '00:00:01.000 --> 00:00:04.000\n<v Eve <eve@x.com>>I will collect the forms by Friday.</v>\n\n' +
      '00:00:05.000 --> 00:00:07.000\n<v.loud Bo  <bo@x.com> >We decided to go.</v>\n';
    for (const [name, text] of [
      ['2026-11-29 teams.vtt', `WEBVTT\n\n${cues}`],
      ['2026-11-30 pasted.txt', cues],
    ] as const) {
      const file = path.join(src.root, name);
      await writeFile(file, text);
      const result = await importTranscript(vault, { file });
      expect(result.speakers, name).toEqual(['Eve', 'Bo']);
      const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
      expect(note, name).toContain('**Eve:** I will collect the forms by Friday.');
      expect(note, name).toContain('**Bo:** We decided to go.');
      expect(note, name).not.toMatch(/eve@x\.com|\*\* >/);
    }
  });
});
