/**
 * Leftovers session 33 ("magic bytes"): a file whose name says text (`.md`, `.txt`, `.vtt`) but whose
 * bytes are a recording, a PDF, an office document, a picture or an archive was refused by every reader
 * as "not a UTF-8 text file (binary: it holds NUL bytes …)" with "replace it with a Markdown text note"
 * or "save it as UTF-8" — and `ma import` called a PNG or a 7z "binary". Now every reader asks the
 * bytes' kind first (core `mediaOfBytes`, the one byte classifier `ma import` uses too) and words the
 * refusal with the kind's advice from the one media table (`mediaFile`'s). Real files in a temp copy of
 * the sample vault: the whole-file read, the streamed and ranged line reads, the tools' file check, and
 * `ma import`'s classifier.
 * Spec: leftovers session 33; newcomer session 32 N7; reviewA R14; docs/vault-format.md (Meeting note).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeNotText, NotTextError } from '../errors/not-text-error.js';
import { findNotTextInFile } from '../fs/not-text-in-file.js';
import { readText } from '../fs/read-text-or-null.js';
import { documentOrRecordingKind } from '../import/not-a-transcript.js';
import { readLines } from '../lines/read-lines.js';
import { streamLines } from '../lines/stream-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { mediaOfBytes } from './media-kind.js';
import type { Vault } from './vault.js';

/** Each format's first bytes as the tools that write them start their files, with what follows them. */
const FILES: Array<[name: string, head: Buffer, kind: RegExp, advice: string]> = [
  [
    'call.md',
    Buffer.from('ID3\x03\x00\x00\x00\x00\x1f\x76TIT2', 'latin1'),
    /an audio recording \(MP3\)/,
    'transcribe it first',
  ],
  [
    'call.txt',
    Buffer.from('\x00\x00\x00\x20ftypisom\x00\x00\x02\x00', 'latin1'),
    /a video \(MP4\/M4A\/MOV\)/,
    'transcribe it first',
  ],
  [
    'deck.md',
    Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n', 'latin1'),
    /its bytes are a PDF,/,
    'save or export it as text',
  ],
  [
    'board.md',
    Buffer.from('\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR', 'latin1'),
    /a picture \(PNG\)/,
    'link a text note instead',
  ],
  [
    'photo.vtt',
    Buffer.from('\xff\xd8\xff\xe0\x00\x10JFIF\x00', 'latin1'),
    /a picture \(JPEG\)/,
    'link a text note instead',
  ],
  [
    'export.md',
    Buffer.from('PK\x03\x04\x14\x00\x06\x00\x08\x00', 'latin1'),
    /an archive \(zip\)/,
    'unpack it',
  ],
  [
    'old.txt',
    Buffer.from('\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00\x00', 'latin1'),
    /an office document \(old Word \.doc\)/,
    'save or export it as text',
  ],
  ['backup.srt', Buffer.from('7z\xbc\xaf\x27\x1c\x00\x04', 'latin1'), /an archive \(7z\)/, 'unpack it'],
];

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => dir.cleanup());

/** The error `fn` rejects with, or fails. */
async function refusal(fn: () => Promise<unknown>): Promise<NotTextError> {
  const error = await fn().then(
    () => null,
    (e: unknown) => e,
  );
  expect(NotTextError.isInstance(error)).toBe(true);
  return error as NotTextError;
}

describe('leftovers s33: a text-named file whose bytes are media is refused by its kind', () => {
  it('every reader names the kind and the kind’s advice, never "binary" or "save it as UTF-8"', async () => {
    for (const [name, head, kind, advice] of FILES) {
      const abs = path.join(vault.root, 'Transcripts', name);
      // A media file goes on past its head: more binary bytes (NULs, bytes that are not UTF-8).
      await writeFile(
        abs,
        Buffer.concat([head, Buffer.from([0, 0xc3, 0x28, 0xff, 0]), Buffer.alloc(100, 7)]),
      );
      const errors = [
        await refusal(() => readText(abs)),
        await refusal(async () => {
          for await (const _ of streamLines(abs)) void _;
        }),
        await refusal(() => readLines(abs, { from: 1, to: 5 })),
        (await findNotTextInFile(abs)) as NotTextError,
      ];
      for (const error of errors) {
        expect(error.media?.advice, name).toContain(advice);
        expect(error.message, name).toMatch(kind);
        expect(error.message, name).toContain('whatever its name says');
        expect(error.message, name).not.toMatch(/binary|Latin-1/);
        const said = describeNotText(error, `Transcripts/${name}`);
        expect(said, name).toContain(`Transcripts/${name}: not a UTF-8 text file: its bytes are`);
        expect(said, name).toContain(advice);
        expect(said, name).not.toMatch(/save it as UTF-8|replace it with a Markdown text note/);
      }
    }
  });

  it('a file that is binary of no known kind, or Latin-1 text, keeps its wording', async () => {
    const abs = path.join(vault.root, 'Transcripts/blob.md');
    await writeFile(abs, Buffer.from('abc\x00def', 'latin1'));
    const blob = await refusal(() => readText(abs));
    expect(blob.media).toBeUndefined();
    expect(blob.message).toContain('binary: it holds NUL bytes');
    await writeFile(abs, Buffer.from('Caf\xe9 notes\n', 'latin1'));
    const latin = await refusal(() => readText(abs));
    expect(latin.media).toBeUndefined();
    expect(describeNotText(latin, 'Transcripts/blob.md')).toContain('save it as UTF-8');
  });

  it('ma import’s classifier names a picture or an archive by kind too (it called them binary)', () => {
    expect(documentOrRecordingKind(FILES[3]![1], 'board.txt')).toEqual({
      kind: 'a picture (PNG)',
      advice: expect.stringContaining('link a text note instead'),
    });
    expect(documentOrRecordingKind(FILES[7]![1], 'backup.vtt')?.kind).toBe('an archive (7z)');
    // Its own kinds stay: a recording, a Word document by its extension.
    expect(documentOrRecordingKind(FILES[0]![1], 'call.txt')?.kind).toBe('an audio or video recording (MP3)');
    expect(documentOrRecordingKind(FILES[5]![1], 'x.docx')?.kind).toBe('a Word document (.docx)');
    // UTF-16's byte-order mark is no MP3 frame sync; plain text is nothing.
    expect(mediaOfBytes(Buffer.from('\xff\xfeh\x00i\x00', 'latin1'))).toBeNull();
    expect(mediaOfBytes(Buffer.from('WEBVTT\n\n00:00'))).toBeNull();
  });
});
