/**
 * R100 (newcomer2): an SRT or header-less WebVTT file whose cue times are in a form the cue reader
 * does not read (SMPTE frames `00:00:01:12`, one-digit minutes and seconds `0:0:1,000`, an arrow
 * `->`) was imported as a text transcript: "imported … (text, 4 speaker turns)", its cue numbers
 * and timing lines kept as speech. It is refused now, naming the skipped cues, and nothing is written.
 * R102: the `->` file's refusal names its timing line, not "holds no spoken text".
 * Spec: review5 Q9 (subtitle-looking input that is not parsed is refused, never imported as text).
 */
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImportError } from '../errors/import-error.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { detectTranscriptFormat } from './detect-format.js';
import { importTranscript } from './import-transcript.js';

const FILES: Record<string, string> = {
  'frames.srt': '1\n00:00:01:12 --> 00:00:03:00\nAnna: frames\n\n2\n00:00:04:00 --> 00:00:05:00\nBob: ok\n',
  'short.srt': '1\n0:0:1,000 --> 0:0:3,000\nAnna: short\n\n2\n0:0:4,000 --> 0:0:5,000\nBob: ok\n',
  'frames.vtt': '00:00:01:12 --> 00:00:03:00\nAnna: frames\n\n00:00:04:00 --> 00:00:05:00\nBob: ok\n',
  'arrow.srt': '1\n00:00:01,000 -> 00:00:03,000\nAnna: arrow\n\n2\n00:00:04,000 -> 00:00:05,000\nBob: ok\n',
};

describe('R100: cue files with times the reader cannot read', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r100-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('R100: detected as cues (SRT with a comma before the milliseconds, else WebVTT), never as text', () => {
    for (const [name, text] of Object.entries(FILES))
      expect([name, detectTranscriptFormat(text.split('\n'))]).toEqual([
        name,
        text.includes(',000 -') ? 'srt' : 'vtt',
      ]);
  });

  it('R100: the import is refused, names the skipped cue and writes nothing', async () => {
    const notes = async () => [
      ...(await readdir(path.join(vault.root, 'Meetings'))),
      ...(await readdir(path.join(vault.root, 'Transcripts'))),
    ];
    const before = await notes();
    for (const [name, text] of Object.entries(FILES)) {
      const file = path.join(src.root, name);
      await writeFile(file, text);
      const error = await importTranscript(vault, { file, title: 'R100', date: '2026-08-02' }).catch(
        (e: unknown) => e,
      );
      expect([name, ImportError.isInstance(error)]).toEqual([name, true]);
      expect((error as Error).message).toMatch(
        new RegExp(`^${name.replace('.', '\\.')}: every cue was skipped by the parser.*line \\d+ of `),
      );
      // R102: a `->` arrow was refused as a file that "holds no spoken text".
      if (name === 'arrow.srt')
        expect((error as Error).message).toContain('(line 2 of arrow.srt: its arrow is `->`, not `-->`)');
    }
    expect(await notes()).toEqual(before);
  });
});
