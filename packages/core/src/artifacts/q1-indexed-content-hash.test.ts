import { createHash } from 'node:crypto';
import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATE_FOLDER } from '../lock/state-folder.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { fileContentHash, indexedFileContentHash } from './transcript-hash.js';

let dir: TempDir;
let index: string;
beforeEach(async () => {
  dir = await makeTempDir();
  index = path.join(dir.root, STATE_FOLDER);
});
afterEach(() => dir.cleanup());

/** A text of at least 1.2 MiB (over the index threshold): `lines` transcript-like lines. */
const bigText = (eol: string, lines = 30_000, tag = 'a') =>
  Array.from(
    { length: lines },
    (_, i) => `[00:00:${i % 60}] **Anna:** line ${i} ${tag}, décision prise.`,
  ).join(eol);
const bytesHash = async (abs: string) =>
  `sha256:${createHash('sha256')
    .update(await readFile(abs))
    .digest('hex')}`;

describe('Q1 (issue #13): the transcript hash of a big file comes from the vault index, and is the bytes hash', () => {
  it('Q1: equals the SHA-256 of the bytes for LF, CRLF, a BOM and no final line break; recorded in the index', async () => {
    for (const [name, text] of [
      ['lf.md', `${bigText('\n')}\n`],
      ['crlf.md', `${bigText('\r\n')}\r\n`],
      ['bom.md', `\uFEFF---\nlanguage: fr\n---\n${bigText('\n')}`],
    ] as const) {
      const abs = path.join(dir.root, name);
      await writeFile(abs, text);
      expect((await stat(abs)).size).toBeGreaterThan(1024 * 1024);
      // Settled first (review s38 V61: a file changed within the margin is hashed but not recorded).
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await indexedFileContentHash(abs, index), name).toBe(await bytesHash(abs));
      expect(await indexedFileContentHash(abs, index), name).toBe(await fileContentHash(abs));
    }
    // The hash was kept in the vault's index database (what a second server start reads).
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(path.join(index, 'index.sqlite'));
    const rows = db.prepare('SELECT path FROM text_digests_v3').all() as Array<{ path: string }>;
    db.close();
    expect(rows.map((r) => path.basename(r.path)).sort()).toEqual(['bom.md', 'crlf.md', 'lf.md']);
  });

  it('Q1: an edit by another program (same size, in place) is seen: the new bytes are hashed', async () => {
    const abs = path.join(dir.root, 't.md');
    await writeFile(abs, `${bigText('\n', 30_000, 'a')}\n`);
    const first = await indexedFileContentHash(abs, index);
    expect(first).toBe(await bytesHash(abs));
    // Same length, one letter changed, a later modification time (another program saving it).
    await writeFile(abs, `${bigText('\n', 30_000, 'b')}\n`);
    const later = new Date(Date.now() + 5_000);
    await utimes(abs, later, later);
    const second = await indexedFileContentHash(abs, index);
    expect(second).not.toBe(first);
    expect(second).toBe(await bytesHash(abs));
  });

  it('Q1: a big file that is not text (NUL bytes) and a small file are hashed from their bytes', async () => {
    const binary = path.join(dir.root, 'x.bin');
    await writeFile(binary, Buffer.concat([Buffer.from('abc\n'), Buffer.alloc(2 * 1024 * 1024)]));
    expect(await indexedFileContentHash(binary, index)).toBe(await bytesHash(binary));
    const small = path.join(dir.root, 's.md');
    await writeFile(small, 'small\r\n');
    expect(await indexedFileContentHash(small, index)).toBe(await bytesHash(small));
  });
});
