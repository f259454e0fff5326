/**
 * reviewA T5: `list_projectfiles` read every byte of a file that is not text — a 3 GB zero-filled
 * (pre-allocated) recording in a project folder took 19 s a listing, and from a cold or synced disk
 * every byte is fetched — though the listing shows such a file only by its size. core's
 * `fileListing` now stops at the first 64 KiB chunk that shows a file is not text, as the line
 * reader (`streamLines`) stops at its first problem: both name the same reason, and the entry has
 * no line count (`lines: 0`). Real files in a temp copy of the sample vault; no timing assertions.
 * Spec: seed 000 (`list_projectfiles`); docs/tools.md (a listing marks files the read tools refuse).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotTextError } from '../errors/not-text-error.js';
import { streamLines } from '../lines/stream-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { listFiles } from './list-files.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => dir.cleanup());

const CHUNK = 64 * 1024;

/** The reason `streamLines` refuses the file with. */
async function readerReason(abs: string): Promise<string> {
  try {
    for await (const _ of streamLines(abs));
  } catch (error) {
    if (NotTextError.isInstance(error)) return error.reason;
    throw error;
  }
  return 'text';
}

describe('T5: a listing reads a file that is not text no further than the chunk that shows it', () => {
  it('T5: binary, Latin-1 then NUL, and text files: the reason the reader gives, no line count for non-text', async () => {
    const folder = 'Projects/remote-control';
    const abs = (name: string) => path.join(vault.root, ...folder.split('/'), name);
    // A recording pre-allocated with zeros, then lines: binary from byte 0.
    await writeFile(abs('rec.bin'), Buffer.concat([Buffer.alloc(CHUNK), Buffer.from('a\n'.repeat(40_000))]));
    // Latin-1 in the first chunk, NUL bytes only several chunks later: the first problem met is the
    // invalid UTF-8; a scan that read on to the end would have called it binary.
    const latin = Buffer.concat([
      Buffer.from('caf\xe9\n', 'latin1'),
      Buffer.from('line\n'.repeat(CHUNK)),
      Buffer.alloc(16),
    ]);
    await writeFile(abs('export.txt'), latin);
    await writeFile(abs('notes.md'), 'one\ntwo\n');

    const entries = new Map((await listFiles(vault, folder)).map((e) => [e.path.split('/').pop(), e]));
    expect(entries.get('rec.bin')).toMatchObject({ notText: 'binary', lines: 0, bytes: CHUNK + 80_000 });
    expect(entries.get('export.txt')).toMatchObject({
      notText: 'invalid-utf8',
      lines: 0,
      bytes: latin.length,
    });
    expect(entries.get('notes.md')).toMatchObject({ notText: null, lines: 2 });
    expect(await readerReason(abs('rec.bin'))).toBe('binary');
    expect(await readerReason(abs('export.txt'))).toBe('invalid-utf8');
  });
});
