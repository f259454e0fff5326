/**
 * reviewA R14: `ma import` given a transcript downloaded as a Word document (Teams' and Otter's
 * `.docx`), a PDF, an RTF, or the meeting's recording itself (MP3, M4A/MP4, WAV, …) answered with
 * advice for another problem: `is a binary file (… UTF-16 text without a byte-order mark reads as
 * binary: save it as UTF-8)`, or for RTF `is not valid JSON (Expected property name …)`. Each is now
 * named by its first bytes with the way to a transcript ma reads (export as text or subtitles;
 * transcribe a recording first), nothing written; UTF-16 and UTF-8 text with their marks still
 * import. Real files in temp folders, temp sample vault.
 * Spec: reviewA R14; docs/transcript-import.md (Formats and detection).
 */
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImportError } from '../errors/import-error.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

/** The first bytes of each kind as the tools that write them start their files. */
const FILES: [name: string, bytes: Buffer, kind: string, advice: string][] = [
  [
    'Weekly sync.docx',
    Buffer.concat([
      Buffer.from('PK\x03\x04\x14\x00\x06\x00\x08\x00', 'latin1'),
      Buffer.from('[Content_Types].xml'),
    ]),
    'a Word document (.docx)',
    'Teams: Download → .vtt',
  ],
  [
    'notes.odt',
    Buffer.from('PK\x03\x04\x14\x00\x00\x08\x00\x00mimetype', 'latin1'),
    'an OpenDocument text (.odt)',
    '.srt',
  ],
  [
    'old.doc',
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
    'an old Word document (.doc)',
    '.txt',
  ],
  [
    'transcript.pdf',
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1'),
    'a PDF document',
    '.txt',
  ],
  ['transcript.rtf', Buffer.from('{\\rtf1\\ansi\\deff0 Ann Lee: hello}'), 'an RTF document', '.txt'],
  [
    'call.mp3',
    Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00\x00\x00', 'latin1'),
    'an audio or video recording (MP3)',
    'transcribe it first',
  ],
  [
    'raw.mp3',
    Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]),
    'an audio or video recording (MP3)',
    'Whisper',
  ],
  [
    'call.m4a',
    Buffer.from('\x00\x00\x00\x20ftypM4A \x00\x00\x00\x00', 'latin1'),
    'an audio or video recording (MP4/M4A/MOV)',
    'Whisper',
  ],
  [
    'call.wav',
    Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'),
    'an audio or video recording (WAV)',
    'Whisper',
  ],
  [
    'call.webm',
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]),
    'an audio or video recording (WebM/MKV)',
    'Whisper',
  ],
  ['call.ogg', Buffer.from('OggS\x00\x02\x00\x00', 'latin1'), 'an audio or video recording (Ogg)', 'Whisper'],
];

describe('reviewA R14: documents and recordings given to ma import are named, with the way to a transcript', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r14-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('R14: .docx, .odt, .doc, PDF, RTF, MP3, M4A, WAV, WebM, Ogg: refused naming the kind and the way out; nothing written', async () => {
    const before = await readdir(path.join(vault.root, 'Meetings'));
    for (const [name, bytes, kind, advice] of FILES) {
      const file = path.join(src.root, name);
      await writeFile(file, Buffer.concat([bytes, Buffer.alloc(64, 0)]));
      const error = await importTranscript(vault, { file, date: '2026-05-04' }).catch((e: unknown) => e);
      expect(ImportError.isInstance(error), name).toBe(true);
      // What this refusal says, before the list of supported formats every import refusal ends with.
      const message = (error as ImportError).message.split('; supported formats:')[0] as string;
      expect(message, name).toContain(`${name} is ${kind}, not a transcript ma import reads; `);
      expect(message, name).toContain(advice);
      expect(message, name).toContain('nothing was written');
      expect(message, name).not.toMatch(/binary|UTF-16|JSON \(/);
    }
    expect(await readdir(path.join(vault.root, 'Meetings'))).toEqual(before);
  });

  it('R14: UTF-16 (LE and BE, with their marks) and UTF-8 with its mark still import', async () => {
    const text = 'Ann Lee: We ship on Friday.\nBob Stone: Agreed.\n';
    const encodings: [string, Buffer][] = [
      ['le.txt', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])],
      ['be.txt', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()])],
      ['bom.txt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
    ];
    for (const [name, bytes] of encodings) {
      const file = path.join(src.root, name);
      await writeFile(file, bytes);
      const result = await importTranscript(vault, { file, date: '2026-05-04' });
      expect(result, name).toMatchObject({ turns: 2, speakers: ['Ann Lee', 'Bob Stone'] });
    }
  });
});
