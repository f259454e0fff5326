/**
 * R104: a WebVTT/SRT caption opening with an SDH speaker label in brackets (`[Bob] I will write the
 * doc`, `- [Bob] …` in a dialogue) kept `[Bob]` as text with no speaker, and sound tags (`[Laughter]`,
 * `[music]`, `[inaudible]`) stayed in the words. A bracketed label is now a speaker when it is a name
 * (capitalised words, no sound word) that opens captions in two cues or more; sound tags are dropped
 * from the text (a cue of only a sound tag gives no turn); a description seen once (`[Narrator]`
 * once) stays text. Imported into a temp copy of the sample vault.
 * Spec: docs/transcript-import.md (R104).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const CUES = [
  '[Bob] I will write the doc.',
  '- [Ann] Shall we start?\n- [Bob] Yes. [Laughter]',
  '[Laughter]',
  '[music] Welcome back [inaudible] everyone.',
  '[Narrator] Meanwhile.',
  '[Ann] Fine [sic].',
];

const EXPECTED = [
  '[00:00:01] **Bob:** I will write the doc.',
  '[00:00:03] **Ann:** Shall we start?',
  '[00:00:03] **Bob:** Yes.',
  '[00:00:07] Welcome back everyone.',
  '[00:00:09] [Narrator] Meanwhile.',
  '[00:00:11] **Ann:** Fine [sic].',
];

const clock = (s: number, sep: string) => `00:00:${String(s).padStart(2, '0')}${sep}000`;
const FILES: Record<string, string> = {
  'sdh.srt': CUES.map(
    (t, i) => `${i + 1}\n${clock(i * 2 + 1, ',')} --> ${clock(i * 2 + 2, ',')}\n${t}\n`,
  ).join('\n'),
  'sdh.vtt': `WEBVTT\n\n${CUES.map((t, i) => `${clock(i * 2 + 1, '.')} --> ${clock(i * 2 + 2, '.')}\n${t}\n`).join('\n')}`,
};

describe('R104: SDH bracket speakers and sound tags in subtitles', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r104-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  for (const [name, text] of Object.entries(FILES)) {
    it(`R104: ${name}: [Bob] and [Ann] speak; [Laughter], [music], [inaudible] are dropped`, async () => {
      const file = path.join(src.root, name);
      await writeFile(file, text);
      const result = await importTranscript(vault, { file, date: '2026-11-30', title: `R104 ${name}` });
      const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
      const body = note.slice(note.indexOf('\n---\n') + 5);
      expect(body.split('\n').filter((line) => line.startsWith('['))).toEqual(EXPECTED);
    });
  }
});
