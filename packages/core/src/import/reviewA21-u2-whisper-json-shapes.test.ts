/**
 * Review U2: "Whisper JSON" (README, `ma import --help`) was only the `segments` shape. whisper.cpp's
 * `--output-json` (a `transcription` list with `offsets`/`timestamps`) and the `json` response of
 * OpenAI's `/v1/audio/transcriptions` (and whisper.cpp's server, faster-whisper-server: `{ "text" }`)
 * were refused as "no Whisper segments list". Now the first is read like `segments` (times from
 * `offsets.from` in ms, else `timestamps.from`; language from `result.language`), the second is one
 * passage without time or speaker, with a warning. Real files in a temp sample vault.
 * Spec: reviewA U2; docs/transcript-import.md (Formats: whisper).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

describe('U2: whisper.cpp JSON and a { "text" } response import', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-u2-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  async function importJson(json: unknown, title: string) {
    const file = path.join(src.root, `${title}.json`);
    await writeFile(file, JSON.stringify(json, null, 2));
    const result = await importTranscript(vault, { file, date: '2026-11-30', title });
    const text = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    return { result, text, body: (text.split('---\n')[2] ?? '').trim().split('\n') };
  }

  it('U2: whisper.cpp --output-json: times from offsets (ms) or timestamps, language from result', async () => {
    const { result, text, body } = await importJson(
      {
        systeminfo: 'AVX = 1 | NEON = 0',
        model: { type: 'base', multilingual: false },
        params: { model: 'models/ggml-base.en.bin', language: 'en', translate: false },
        result: { language: 'en' },
        transcription: [
          {
            timestamps: { from: '00:00:00,000', to: '00:00:03,000' },
            offsets: { from: 0, to: 3000 },
            text: ' We decided to ship on Friday.',
          },
          {
            timestamps: { from: '00:01:05,500', to: '00:01:09,000' },
            offsets: { from: 65500, to: 69000 },
            text: ' Ann will write the release notes.',
            speaker_turn_next: true,
          },
          { timestamps: { from: '01:02:03,000', to: '01:02:04,000' }, text: ' Only a clock time.' },
        ],
      },
      'wcpp',
    );
    expect(result.format).toBe('whisper');
    expect(body.join('\n')).toContain('[00:00:00] We decided to ship on Friday.');
    expect(body.join('\n')).toContain('Ann will write the release notes.');
    expect(text).toContain('language: en');
    expect(body.some((l) => l.startsWith('[01:02:03]') && l.includes('Only a clock time.'))).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('U2: { "text": … } without segments: one passage, no time, with a warning; an empty text is still refused', async () => {
    const { result, body } = await importJson(
      { text: 'We decided to ship on Friday. Ann will write the release notes.' },
      'openai',
    );
    expect(body).toEqual(['We decided to ship on Friday. Ann will write the release notes.']);
    expect(result.warnings.join('\n')).toContain(
      'openai.json has no "segments" (no times, no speakers): its "text" was imported as one passage',
    );
    await expect(importJson({ text: '   ' }, 'blank')).rejects.toThrow(/has no Whisper "segments" list/);
  });
});
