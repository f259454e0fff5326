import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathSafetyError } from '../errors/index.js';
import { moveToTrash } from '../fs/move-to-trash.js';
import { writeFileAtomic } from '../fs/write-file-atomic.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { checkNameBytes, fitName } from './check-name-bytes.js';
import { resolveSafePath } from './resolve-safe-path.js';

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => dir.cleanup());

const LONG_ASCII = `${'x'.repeat(232)}.md`; // a 232-character meeting name
const LONG_CJK = `${'会'.repeat(78)}.md`; // 78 CJK characters = 234 bytes + .md
const TOO_LONG_CJK = `${'会'.repeat(86)}.md`; // 258 + 3 bytes

function expectTooLong(fn: () => unknown): PathSafetyError {
  try {
    fn();
  } catch (error) {
    expect(PathSafetyError.isInstance(error)).toBe(true);
    expect((error as PathSafetyError).reason).toBe('name-too-long');
    return error as PathSafetyError;
  }
  throw new Error('expected name-too-long');
}

describe('H4: long names', () => {
  it('H4: a legal long name is written atomically (the temp suffix never makes it too long), twice', async () => {
    for (const name of [LONG_ASCII, LONG_CJK, `${'é'.repeat(126)}.md`]) {
      const abs = path.join(dir.root, name);
      await writeFileAtomic(abs, 'one\n');
      await writeFileAtomic(abs, 'two\n'); // replaces an existing file through a temp file too
      expect(await readFile(abs, 'utf8')).toBe('two\n');
    }
    // No temp file left beside them.
    expect((await readdir(dir.root)).sort()).toEqual([LONG_ASCII, LONG_CJK, `${'é'.repeat(126)}.md`].sort());
  });

  it('H4: a name over 255 bytes of UTF-8 is refused with a clear message before anything is written', async () => {
    const abs = path.join(dir.root, TOO_LONG_CJK);
    const error = await writeFileAtomic(abs, 'x').catch((e: unknown) => e);
    expect(PathSafetyError.isInstance(error)).toBe(true);
    expect((error as PathSafetyError).reason).toBe('name-too-long');
    expect((error as Error).message).toMatch(
      /^file: the name "会+…会+\.md" is too long for the file system \(261 bytes in UTF-8; at most 255 per file or folder name\)$/,
    );
    expect(await readdir(dir.root)).toEqual([]);
  });

  it('H4: every checked path refuses a file or folder name over 255 bytes (bytes, not characters)', async () => {
    expect(() => checkNameBytes('会'.repeat(85), 'path')).not.toThrow(); // 255 bytes
    expectTooLong(() => checkNameBytes('会'.repeat(86), 'path'));
    const error = await resolveSafePath(dir.root, `Projects/${'a'.repeat(256)}/notes.md`, {
      argument: 'path',
    }).catch((e: unknown) => e);
    expect((error as PathSafetyError).reason).toBe('name-too-long');
    expect((error as PathSafetyError).argument).toBe('path');
    expect((await resolveSafePath(dir.root, LONG_CJK, { argument: 'path' })).rel).toBe(LONG_CJK);
  });

  it('H4: fitName shortens the base on whole characters; the trash keeps a long name legal when it adds " (2)"', async () => {
    expect(Buffer.byteLength(fitName('会'.repeat(90), '.x'), 'utf8')).toBeLessThanOrEqual(255);
    expect(fitName('会'.repeat(90), '.x')).toBe(`${'会'.repeat(84)}.x`);
    const name = `${'y'.repeat(251)}.md`;
    const vault = { root: dir.root, config: { folders: { trash: '.trash' } } };
    await writeFile(path.join(dir.root, name), 'first');
    expect(await moveToTrash(vault, name)).toBe(`.trash/${name}`);
    await writeFile(path.join(dir.root, name), 'second');
    const second = await moveToTrash(vault, name);
    expect(second).toBe(`.trash/${'y'.repeat(248)} (2).md`);
    expect(await readFile(path.join(dir.root, second), 'utf8')).toBe('second');
  });
});
