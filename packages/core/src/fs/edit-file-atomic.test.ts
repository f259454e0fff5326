import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConcurrentEditError } from '../errors/index.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { editFileAtomic } from './edit-file-atomic.js';

describe('N3: a concurrent user save is never lost by an edit', () => {
  let dir: TempDir;
  // One file in an empty temp folder: the edit needs no vault. (A copy of the sample vault opened in
  // this hook passed vitest's 10 s hook limit when every package's tests shared two busy cores.)
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(() => dir.cleanup());

  it('N3, F1: editFileAtomic redoes the edit on the newer text; after too many changes it writes nothing', async () => {
    const abs = path.join(dir.root, 'n.md');
    await writeFile(abs, 'one\n');
    let calls = 0;
    const result = await editFileAtomic(abs, (text) => {
      calls++;
      // Another program saves while the first edit is being computed.
      if (calls === 1) writeFileSync(abs, 'one\nuser\n');
      return `${text}ours\n`;
    });
    expect(calls).toBe(2);
    expect(result).toEqual({ before: 'one\nuser\n', after: 'one\nuser\nours\n' });
    expect(await readFile(abs, 'utf8')).toBe('one\nuser\nours\n');

    let n = 0;
    const error = await editFileAtomic(
      abs,
      (text) => {
        writeFileSync(abs, `${text}user ${n++}\n`);
        return `${text}ours\n`;
      },
      { tries: 3 },
    ).catch((e: unknown) => e);
    expect(ConcurrentEditError.isInstance(error)).toBe(true);
    expect((error as Error).message).toBe(
      'n.md: changed on disk while it was being edited (3 tries); nothing was written',
    );
    expect(await readFile(abs, 'utf8')).toBe('one\nuser\nours\nuser 0\nuser 1\nuser 2\n');
  });
});
