/**
 * Review R4: a transcript in a supported format but another encoding. UTF-16 with its byte-order
 * mark (Windows exports, PowerShell's `>`) is imported as the same text; Latin-1 and Windows-1252 too,
 * saying so (newcomer N1); UTF-16 without a mark is refused saying how to convert, and nothing is written.
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

  it('N1: Latin-1 and Windows-1252 import as the same transcript as UTF-8, saying so; UTF-16 without a mark is refused', async () => {
    const plain = path.join(src.root, 'utf8.vtt');
    await writeFile(plain, VTT);
    const expected = await transcriptOf(plain, 'utf8 text');
    const latin = path.join(src.root, 'latin.vtt');
    await writeFile(latin, Buffer.from(VTT, 'latin1'));
    const got = await transcriptOf(latin, 'latin text');
    expect(got.result.speakers).toEqual(['Zoë Martin', 'Ben Okafor']);
    expect(got.body).toBe(expected.body);
    expect(got.result.warnings).toContain(
      `latin.vtt is not UTF-8 (first at line ${VTT.slice(0, VTT.indexOf('\u00eb')).split('\n').length}, byte ${Buffer.from(VTT, 'latin1').indexOf(0xeb)}, counted from 0): it was read as Windows-1252 (Latin-1); if its accented letters look wrong in the notes, save it as UTF-8 and import that`,
    );
    // Windows-1252's own letters (0x80-0x9F: ’ – €) in a text transcript, far past the first chunk.
    const cp = path.join(src.root, '2026-11-24-cp1252.txt');
    const filler = 'Anna: We went through the list again.\n'.repeat(3000);
    await writeFile(
      cp,
      Buffer.concat([
        Buffer.from(filler),
        Buffer.from([
          ...Buffer.from('Anna: It'),
          0x92,
          ...Buffer.from('s 5'),
          0x80,
          ...Buffer.from(' '),
          0x96,
          ...Buffer.from(' we decided.\nBob: OK.\n'),
        ]),
      ]),
    );
    const text = await transcriptOf(cp, 'cp text');
    expect(text.body).toContain('It\u2019s 5\u20ac \u2013 we decided.');
    expect(text.body).not.toContain('\ufffd');
    expect(text.result.warnings.join('\n')).toContain(
      `first at line 3001, byte ${filler.length + 8}, counted from 0`,
    );
    const before = (await readdir(path.join(vault.root, 'Transcripts'))).sort();
    const noMark = path.join(src.root, 'nomark.vtt');
    await writeFile(noMark, Buffer.from(VTT, 'utf16le'));
    await expect(importTranscript(vault, { file: noMark, date: '2026-11-30' })).rejects.toThrow(
      /is a binary file \(it holds NUL bytes; UTF-16 text without a byte-order mark reads as binary: save it as UTF-8\)/,
    );
    expect((await readdir(path.join(vault.root, 'Transcripts'))).sort()).toEqual(before);
  });
});
