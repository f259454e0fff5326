/**
 * Newcomer session 33 N1/N6: a folder this user may not write (chmod a-w as a normal user, a read-only
 * mount) made the atomic write's temp file fail with a raw `EACCES: permission denied, open
 * '…/.decisions.md.25c12a403e2e.ma-tmp'` — a tool "failure" naming our temp file, and a summary run
 * "cannot reach the model endpoint (offline engine): EACCES". Core now says it by kind, naming the file
 * meant. These tests run as root, where a folder's mode bits do not stop a write, so the system's
 * refusal comes through the `fs.open` seam, shaped as node shapes it.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProtectedFileError } from '../errors/protected-file-error.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { notWritable } from './check-replaceable.js';
import { editFileAtomic } from './edit-file-atomic.js';
import { writeFileAtomic } from './write-file-atomic.js';

/** The error node's `open` throws when the system refuses (as `fs.promises.open` shapes it). */
function systemRefusal(code: string, file: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`${code}: refused, open '${file}'`);
  error.code = code;
  error.syscall = 'open';
  error.path = file;
  return error;
}

let dir: TempDir;
beforeEach(async () => {
  dir = await makeTempDir();
});
afterEach(() => dir.cleanup());

describe('N6: a folder this user may not write is a ProtectedFileError naming the file meant', () => {
  it.each([
    [
      'EACCES',
      'folder-not-writable',
      /decisions\.md cannot be written: its folder does not let this user create files there \(permission denied\); nothing was written$/,
    ],
    ['EPERM', 'folder-not-writable', /decisions\.md cannot be written: its folder does not let this user/],
    [
      'EROFS',
      'read-only-file-system',
      /decisions\.md cannot be written: its file system is read-only; nothing was written$/,
    ],
  ])('%s creating the temp file → %s; the file unchanged, no temp file', async (code, reason, said) => {
    const abs = path.join(dir.root, 'decisions.md');
    await writeFile(abs, '- one\n');
    const fs = {
      open: async (file: string): Promise<never> => {
        throw systemRefusal(code, file);
      },
    };
    for (const write of [
      () => writeFileAtomic(abs, '- one\n- two\n', { fs }),
      () => editFileAtomic(abs, (t) => `${t}- two\n`, { fs }),
    ]) {
      const error = await write().catch((e: unknown) => e);
      expect(ProtectedFileError.isInstance(error)).toBe(true);
      expect((error as ProtectedFileError).reason).toBe(reason);
      expect((error as ProtectedFileError).path).toBe(abs);
      expect((error as Error).message).toMatch(said);
      expect((error as Error).message).not.toMatch(/ma-tmp/);
    }
    expect(await readFile(abs, 'utf8')).toBe('- one\n');
    expect(await readdir(dir.root)).toEqual(['decisions.md']);
  });

  it('any other failure is passed on as it is', () => {
    const other = systemRefusal('ENOSPC', '/x/.d.md.0123456789ab.ma-tmp');
    expect(notWritable('/x/d.md', other)).toBe(other);
  });
});
