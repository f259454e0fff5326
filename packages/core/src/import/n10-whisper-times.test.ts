import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';
import { whisperCues } from './whisper-cues.js';

describe('N10: Whisper JSON with bad segments and times', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-n10-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  async function importJson(json: unknown) {
    const file = path.join(src.root, 'w.json');
    await writeFile(file, JSON.stringify(json).replace('"__1e308__"', '1e308'));
    const result = await importTranscript(vault, { file, date: '2026-11-30', title: 'w' });
    const body =
      (await readFile(path.join(vault.root, result.transcriptPath), 'utf8')).split('---\n')[2] ?? '';
    return { result, lines: body.trim().split('\n') };
  }

  it('N10: huge, negative and non-numeric starts are refused with a warning; the text stays, in file order, without a time', async () => {
    const { result, lines } = await importJson({
      segments: [
        { start: 0, end: 2, text: ' We will ship it.', speaker: 'SPEAKER_00' },
        { start: 'abc', text: ' No time here.', speaker: 'SPEAKER_01' },
        { start: -5, text: ' Negative time.', speaker: 'SPEAKER_00' },
        { start: '__1e308__', text: ' Huge time.', speaker: 'SPEAKER_01' },
        { start: 400_000, text: ' Past 100 hours.', speaker: 'SPEAKER_00' },
        { start: 7, text: ' Back on the clock.', speaker: 'SPEAKER_01' },
      ],
    });
    expect(lines).toEqual([
      '[00:00:00] **Speaker 1:** We will ship it.',
      '**Speaker 2:** No time here.',
      '**Speaker 1:** Negative time.',
      '**Speaker 2:** Huge time.',
      '**Speaker 1:** Past 100 hours.',
      '[00:00:07] **Speaker 2:** Back on the clock.',
    ]);
    expect(result.warnings).toEqual([
      '4 segment times refused (kept the text without a time, in file order; segment 2: start "abc" is not a number); times must be seconds from 0 to 100 hours',
    ]);
  });

  it('N10: a segment whose text is null or not a string is skipped with a warning, the rest is imported', async () => {
    const { result, lines } = await importJson({
      segments: [
        { start: 0, text: ' We will ship it.' },
        { start: 3, text: null },
        { start: 4, text: 42 },
        'junk',
        { start: 5, text: ' Done.' },
      ],
    });
    expect(lines).toEqual(['[00:00:00] We will ship it.', '[00:00:05] Done.']);
    expect(result.warnings).toEqual(['3 segments skipped, no text (segment 2 "text" is null, not a string)']);
  });

  it('N10: a file none of whose segments has text is refused, saying why', () => {
    expect(() => whisperCues('{"segments":[{"start":1,"text":null}]}', 'x.json')).toThrow(
      'x.json is JSON but none of its 1 Whisper segments has a string "text" (segment 1 "text" is null, not a string)',
    );
  });

  it('N10: the largest sane start (100 hours) is kept', () => {
    expect(whisperCues('[{"start":360000,"text":"late"}]', 'x.json')).toEqual({
      language: null,
      cues: [{ start: 360000, speaker: null, text: 'late', at: 1 }],
      warnings: [],
    });
  });
});
