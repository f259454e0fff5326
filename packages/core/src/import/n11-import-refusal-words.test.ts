/**
 * Newcomer N11: every `ma import` refusal ended with the ten-format "supported formats" paragraph,
 * burying the one useful sentence of an empty, blank or non-text file; and a Whisper JSON cut short
 * (an incomplete download) said only `is not valid JSON (Unexpected end of JSON input)`. Now the list
 * follows only a refusal whose cause is the format, and JSON that stops with a value still open says
 * it ends early, with its byte count. Real files, temp sample vault; nothing written in each case.
 * Spec: issue #10 item 1 (refused with the supported formats listed); newcomer N11.
 */
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

describe('N11: import refusals say what is wrong; the format list only when the format is', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-n11-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('N11: empty, blank, binary, two encodings, truncated JSON: no list; unknown text and other JSON: the list', async () => {
    const whole = JSON.stringify({ segments: [{ start: 0, end: 2, text: 'We decided to ship.' }] });
    const cut = whole.slice(0, 40);
    const cases: [string, string | Buffer, string, boolean][] = [
      ['2026-01-01 empty.vtt', '', 'is empty; nothing to import', false],
      ['2026-01-01 blank.txt', '\n \n', 'holds only blank lines; nothing to import', false],
      ['2026-01-01 noise.txt', Buffer.from([0x41, 0, 0x42, 10]), 'is a binary file', false],
      [
        '2026-01-01 cut.json',
        cut,
        `cut.json ends early: its JSON stops after ${Buffer.byteLength(cut)} bytes with a string and 3 brackets still open (an incomplete download or copy?); download or copy it again (Unterminated string`,
        false,
      ],
      ['2026-01-01 prose.md', 'We met.\nNothing else.\n', 'cannot tell what kind of transcript', true],
      ['2026-01-01 rows.json', '{ "rows": [1, 2] }', 'no Whisper "segments"', true],
    ];
    const before = (await readdir(path.join(vault.root, 'Transcripts'))).sort();
    for (const [name, bytes, said, listed] of cases) {
      const file = path.join(src.root, name);
      await writeFile(file, bytes);
      const error = await importTranscript(vault, { file }).catch((e: unknown) => e as Error);
      expect(error, name).toBeInstanceOf(Error);
      const message = (error as Error).message;
      expect(message, name).toContain(said);
      expect(message.includes('supported formats: '), name).toBe(listed);
    }
    expect((await readdir(path.join(vault.root, 'Transcripts'))).sort()).toEqual(before);
  });
});
