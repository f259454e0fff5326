/**
 * L232 (session 34 leftovers, L213's rest): a file whose first 64 KiB read as text (a PDF's or an RTF's
 * header, a recording's long text tag) and whose NUL or bad byte comes only in a later chunk was refused
 * as "binary" / "bytes that are not UTF-8" by the chunked readers — the kind its first bytes name
 * (core `mediaOfBytes`) was not at hand there. The readers now read the file's first bytes again and
 * name the kind, as for a first chunk; a binary of no known kind is still "binary".
 * Real files in a temp folder, read by core's readers.
 * Spec: docs/contracts.md (@ma/core, Files: text files only); leftovers s33 (refused by kind).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeNotText, NotTextError } from '../errors/index.js';
import { readLines } from '../lines/read-lines.js';
import { streamLines } from '../lines/stream-lines.js';
import { readTextDigest } from '../lines/text-digest.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';

/** `head`, then 70,000 bytes of text lines (past the first 64 KiB chunk), then `bad`, then more text. */
function laterBad(head: string, bad: number[]): Buffer {
  const text = 'plain words on a line of their own\n'.repeat(2000);
  return Buffer.concat([Buffer.from(head), Buffer.from(text), Buffer.from(bad), Buffer.from('\nmore\n')]);
}

async function refusal(read: () => Promise<unknown>): Promise<NotTextError> {
  const error = await read().catch((e: unknown) => e);
  expect(NotTextError.isInstance(error), String(error)).toBe(true);
  return error as NotTextError;
}

describe('L232: a NUL or bad byte in a later chunk still names the file by its kind', () => {
  let dir: TempDir;
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(() => dir.cleanup());

  it('a PDF with a NUL past 64 KiB: readLines, streamLines and the big-file digest say "a PDF" with its advice', async () => {
    const abs = path.join(dir.root, 'Transcript.md');
    // Over 1 MiB, so the digest streams it in chunks too.
    await writeFile(abs, Buffer.concat([laterBad('%PDF-1.7\n', [0]), Buffer.alloc(1024 * 1024, 0x41)]));
    const reads = [
      () => readLines(abs, { from: 1, to: 3000 }),
      async () => {
        for await (const _ of streamLines(abs));
      },
      () => readTextDigest(abs),
    ];
    for (const read of reads) {
      const error = await refusal(read);
      expect(error.reason).toBe('binary');
      expect(error.message).toBe(
        'Transcript.md: not a UTF-8 text file: its bytes are a PDF, whatever its name says',
      );
      expect(describeNotText(error, 'Transcripts/Transcript.md')).toMatch(
        /^Transcripts\/Transcript\.md: not a UTF-8 text file: its bytes are a PDF, whatever its name says; save or export it as text/,
      );
    }
  });

  it('an RTF with a byte that is not UTF-8 past 64 KiB: named RTF, not "bytes that are not UTF-8"', async () => {
    const abs = path.join(dir.root, 'notes.md');
    await writeFile(abs, laterBad('{\\rtf1\\ansi\n', [0xe9]));
    const error = await refusal(() => readLines(abs, {}));
    expect(error.reason).toBe('invalid-utf8');
    expect(error.media?.format).toBe('RTF');
    const streamed = await refusal(async () => {
      for await (const _ of streamLines(abs));
    });
    expect(streamed.media?.format).toBe('RTF');
  });

  it('text with a NUL past 64 KiB (no known kind) is still "binary", with the byte named', async () => {
    const abs = path.join(dir.root, 'log.md');
    await writeFile(abs, laterBad('# A log\n', [0]));
    const error = await refusal(() => readLines(abs, {}));
    expect(error.media).toBeUndefined();
    expect(error.message).toMatch(
      /^log\.md: not a UTF-8 text file \(binary: it holds NUL bytes, first at byte \d+\)$/,
    );
  });
});
