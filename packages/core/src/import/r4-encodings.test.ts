/**
 * Review R4: a transcript in a supported format but another encoding. UTF-16 with its byte-order
 * mark (Windows exports, PowerShell's `>`) is imported as the same text; Latin-1 and UTF-16 without
 * a mark are refused saying how to convert, and nothing is written.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const VTT =
  'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Zoë Martin>Café opens at nine.\n\n00:00:04.000 --> 00:00:06.000\n<v Ben Okafor>Then we ship on Friday.\n';

/** UTF-16 bytes of `text` with its byte-order mark, little- or big-endian. */
function utf16(text: string, endian: 'le' | 'be'): Buffer {
  const le = Buffer.from(`\ufeff${text}`, 'utf16le');
  return endian === 'le' ? le : le.swap16();
}

describe('R4: transcript encodings', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r4-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  const transcriptOf = async (file: string, title: string) => {
    const result = await importTranscript(vault, { file, date: '2026-11-30', title });
    const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    return { result, body: note.slice(note.indexOf('\n---\n') + 5) };
  };

  it('R4: UTF-16 LE and BE with a byte-order mark import as the same transcript as UTF-8', async () => {
    const plain = path.join(src.root, 'utf8.vtt');
    await writeFile(plain, VTT);
    const expected = await transcriptOf(plain, 'utf8');
    expect(expected.result.speakers).toEqual(['Zoë Martin', 'Ben Okafor']);
    for (const endian of ['le', 'be'] as const) {
      const file = path.join(src.root, `utf16${endian}.vtt`);
      await writeFile(file, utf16(VTT, endian));
      const got = await transcriptOf(file, `utf16 ${endian}`);
      expect(got.result.format).toBe('vtt');
      expect(got.result.speakers).toEqual(['Zoë Martin', 'Ben Okafor']);
      expect(got.body).toBe(expected.body);
    }
  });

  it('R4: Latin-1 and UTF-16 without a mark are refused with how to convert; nothing is written', async () => {
    const before = (await readdir(path.join(vault.root, 'Transcripts'))).sort();
    const latin = path.join(src.root, 'latin.vtt');
    await writeFile(latin, Buffer.from(VTT, 'latin1'));
    await expect(importTranscript(vault, { file: latin, date: '2026-11-30' })).rejects.toThrow(
      /is not UTF-8 text \(it has bytes that are not UTF-8, such as Latin-1 or Windows-1252\); save it as UTF-8 \(for example `iconv -f WINDOWS-1252 -t UTF-8`\)/,
    );
    const noMark = path.join(src.root, 'nomark.vtt');
    await writeFile(noMark, Buffer.from(VTT, 'utf16le'));
    await expect(importTranscript(vault, { file: noMark, date: '2026-11-30' })).rejects.toThrow(
      /is a binary file \(it holds NUL bytes; UTF-16 text without a byte-order mark reads as binary: save it as UTF-8\)/,
    );
    expect((await readdir(path.join(vault.root, 'Transcripts'))).sort()).toEqual(before);
  });
});
