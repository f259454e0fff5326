/**
 * `readTextDigest(…, { largeOnly: true })`: the session opener reads a small transcript whole
 * anyway, so it asks for a digest of big files only. A small file (or a folder) must then come back
 * as null without being read, and a big file must get the same digest as without the option.
 * Spec: issue #13 (a small transcript read once, not digested and then read again).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { LINE_INDEX_MIN_BYTES } from './read-lines.js';
import { readTextDigest } from './text-digest.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => dir.cleanup());

describe('readTextDigest largeOnly', () => {
  it('gives null for a small file (it is not read: even one that is no text)', async () => {
    const small = path.join(dir.root, 'small.md');
    await writeFile(small, 'line one\nline two\n');
    expect(await readTextDigest(small)).toMatchObject({ lines: 2 });
    expect(await readTextDigest(small, { largeOnly: true })).toBeNull();
    const binary = path.join(dir.root, 'binary.md');
    await writeFile(binary, Buffer.from([0x00, 0x01, 0x02]));
    await expect(readTextDigest(binary)).rejects.toThrow();
    expect(await readTextDigest(binary, { largeOnly: true })).toBeNull();
  });

  it('gives null for a folder and a missing file', async () => {
    await mkdir(path.join(dir.root, 'folder'));
    expect(await readTextDigest(path.join(dir.root, 'folder'), { largeOnly: true })).toBeNull();
    expect(await readTextDigest(path.join(dir.root, 'missing.md'), { largeOnly: true })).toBeNull();
  });

  it('gives a big file the same digest as without the option', async () => {
    const big = path.join(dir.root, 'big.md');
    const line = `${'word '.repeat(20)}\n`;
    await writeFile(big, line.repeat(Math.ceil(LINE_INDEX_MIN_BYTES / line.length) + 10));
    const plain = await readTextDigest(big);
    expect(plain?.bytes).toBeGreaterThanOrEqual(LINE_INDEX_MIN_BYTES);
    expect(await readTextDigest(big, { largeOnly: true })).toEqual(plain);
  });
});
