/**
 * `readChunks` gives the chunks `fs.createReadStream` gives (same bytes, same sizes, from any start),
 * without Node's stream classes, and closes its file however the reader stops (issue 13 e/f,
 * docs/startup.md, twelfth pass). Real files in a temp folder.
 */
import { createReadStream, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_CHUNK_BYTES, readChunks } from './read-chunks.js';

let folder: string;
let big: string;
const bytes = Buffer.alloc(3 * READ_CHUNK_BYTES + 1234);
for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7 + (i >> 9)) & 0xff;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'ma-read-chunks-'));
  big = join(folder, 'big.bin');
  writeFileSync(big, bytes);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function all(chunks: AsyncIterable<Buffer>): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for await (const chunk of chunks) out.push(Buffer.from(chunk));
  return out;
}

const openFds = () => readdirSync('/proc/self/fd').length;

describe('issue 13 (e)(f): readChunks', () => {
  it('gives the chunks createReadStream gives: whole file, from a start, in small chunks, an empty file', async () => {
    const empty = join(folder, 'empty.md');
    writeFileSync(empty, '');
    const cases: [
      string,
      { start?: number; chunkBytes?: number },
      { start?: number; highWaterMark: number },
    ][] = [
      [big, {}, { highWaterMark: READ_CHUNK_BYTES }],
      [big, { start: 70_001 }, { start: 70_001, highWaterMark: READ_CHUNK_BYTES }],
      [big, { start: bytes.length }, { start: bytes.length, highWaterMark: READ_CHUNK_BYTES }],
      [big, { chunkBytes: 1000 }, { highWaterMark: 1000 }],
      [empty, {}, { highWaterMark: READ_CHUNK_BYTES }],
    ];
    for (const [file, ours, node] of cases) {
      const got = await all(readChunks(file, ours));
      const want = await all(createReadStream(file, node) as AsyncIterable<Buffer>);
      expect(got.map((c) => c.length)).toEqual(want.map((c) => c.length));
      expect(Buffer.concat(got).equals(Buffer.concat(want))).toBe(true);
    }
    expect(Buffer.concat(await all(readChunks(big))).equals(bytes)).toBe(true);
  });

  it('closes the file when the reader stops early, at the end, and on an error', async () => {
    const before = openFds();
    for await (const chunk of readChunks(big)) {
      expect(chunk.length).toBe(READ_CHUNK_BYTES);
      break;
    }
    expect(openFds()).toBe(before);
    await all(readChunks(big));
    expect(openFds()).toBe(before);
    await expect(all(readChunks(folder))).rejects.toMatchObject({ code: 'EISDIR' });
    await expect(all(readChunks(join(folder, 'missing.md')))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(openFds()).toBe(before);
  });

  it('never gives a chunk that a later read overwrites', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of readChunks(big, { chunkBytes: 4096 })) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });
});
