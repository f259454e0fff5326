/**
 * Newcomer N10: a file with a byte that is not UTF-8 was refused naming only its byte offset
 * (`first at byte 15975646`), which no editor goes to. Every read path — the whole-file decode, the
 * ranged line reader, the streamed line reader, the text digest of a large file and the check of
 * ripgrep's matched files — names the line (1-based, as editors count) and the byte. Real files in a
 * temp folder, past several 64 KiB chunks.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotTextError } from '../errors/index.js';
import { LINE_INDEX_MIN_BYTES, readLines } from '../lines/read-lines.js';
import { streamLines } from '../lines/stream-lines.js';
import { readTextDigest } from '../lines/text-digest.js';
import { decodeText } from './decode-text.js';
import { findNotTextInFile } from './not-text-in-file.js';

async function reason(run: () => Promise<unknown>): Promise<NotTextError> {
  try {
    await run();
  } catch (error) {
    if (NotTextError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected NotTextError');
}

describe('N10: a byte that is not UTF-8 is named by its line and byte offset on every read path', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ma-n10-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  for (const [label, lines] of [
    ['a small file', 3],
    ['a file of many 64 KiB chunks', Math.ceil((LINE_INDEX_MIN_BYTES * 2) / 40)],
  ] as const) {
    it(`N10: ${label}`, async () => {
      const head = Buffer.from('Anna: we went through the list again.\n'.repeat(lines));
      const file = path.join(dir, 'T.md');
      // Line lines+1 holds a Latin-1 é at its 4th byte; one more line after it.
      const bytes = Buffer.concat([head, Buffer.from('Caf\xe9 talk.\nBob: ok.\n', 'latin1')]);
      await writeFile(file, bytes);
      const byte = head.length + 3;
      const said = `T.md: not a UTF-8 text file (it has bytes that are not UTF-8, such as Latin-1, first at line ${lines + 1}, byte ${byte})`;
      const errors = [
        await reason(async () => decodeText(bytes, file)),
        await reason(() => readLines(file, {})),
        await reason(() => readLines(file, { from: lines, to: lines + 2 })),
        await reason(async () => {
          for await (const _ of streamLines(file));
        }),
        await reason(() => readTextDigest(file)),
        (await findNotTextInFile(file)) as NotTextError,
      ];
      for (const e of errors) {
        expect(e.message).toBe(said);
        expect(e).toMatchObject({ reason: 'invalid-utf8', offset: byte, line: lines + 1 });
      }
    });
  }

  it('N10: a file that ends inside a character names its last line', async () => {
    const file = path.join(dir, 'cut.md');
    await writeFile(file, Buffer.concat([Buffer.from('a\nb\nCaf'), Buffer.from([0xc3])]));
    for (const e of [
      await reason(() => readLines(file, {})),
      await reason(async () => {
        for await (const _ of streamLines(file));
      }),
      (await findNotTextInFile(file)) as NotTextError,
    ])
      expect(e.message).toContain('first at line 3, byte 7)');
  });
});
