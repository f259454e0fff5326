import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProtectedFileError } from '@ma/core';
import { describe, expect, it } from 'vitest';
import { describeFailure } from './describe-failure.js';

// Newcomer session 33 N1: a read-only Summaries folder (EACCES creating the summary's temp file) ended
// an offline run with "cannot reach the model endpoint (offline engine): EACCES; is the server running
// …?" — a coded file system error read as a network one, and reason `model`, which the daemon retries.
describe("N1: a file system failure in a run is the vault's, never the endpoint's", () => {
  it('a folder this user may not write: reason error, the vault path, what to do', () => {
    const root = path.resolve('/vault');
    const error = new ProtectedFileError(path.join(root, 'Summaries', 'S.md'), 'folder-not-writable');
    const failure = describeFailure(error, '', undefined, root);
    expect(failure.reason).toBe('error');
    expect(failure.message).toBe(
      'Summaries/S.md cannot be written: its folder does not let this user create files there (permission denied); nothing was written; let this user write that file and its folder (or point the folders setting in meeting-assistant.json elsewhere), then run again',
    );
  });

  it('a real file system error (EISDIR, ENOENT) and one met writing a temp file: named, never "cannot reach"', async () => {
    const root = path.join(tmpdir(), `ma-n1-${process.pid}`);
    await mkdir(path.join(root, 'Summaries'), { recursive: true });
    const eisdir = await readFile(path.join(root, 'Summaries')).catch((e: unknown) => e);
    const a = describeFailure(eisdir, 'http://127.0.0.1:1/v1', undefined, root);
    expect(a.reason).toBe('error');
    expect(a.message).toMatch(
      /^a file the run read or wrote: a folder where a file was expected \(EISDIR, read\)/,
    );
    const temp = path.join(root, 'Summaries', '.S.md.0123456789ab.ma-tmp');
    const enoent = await readFile(temp).catch((e: unknown) => e);
    const b = describeFailure(new Error('commit failed', { cause: enoent }), '', undefined, root);
    expect(b.reason).toBe('error');
    expect(b.message).toMatch(/^Summaries\/S\.md: the file system refused \(ENOENT, open\)/);
    for (const m of [a.message, b.message]) expect(m).not.toMatch(/model endpoint|ma-tmp/);
    await rm(root, { recursive: true, force: true });
  });
});

// Review session 34 V3: every kind of ProtectedFileError got the fix of a folder this user may not write
// ("let this user write that file and its folder"), which does nothing for a file shared under other
// names (hard links) and hides what a locked file or a read-only mount needs.
describe('V3: each kind of protected file is told its own fix', () => {
  const root = path.resolve('/vault');
  const file = path.join(root, 'Summaries', 'S.md');
  it.each([
    [
      new ProtectedFileError(file, 'hard-linked', 2),
      /has 2 hard links.*nothing was written; the file is shared under other names.*keep one name/,
    ],
    [
      new ProtectedFileError(file, 'read-only'),
      /is read-only; nothing was written; the file is locked against edits/,
    ],
    [
      new ProtectedFileError(file, 'read-only-file-system'),
      /its file system is read-only; nothing was written; mount that file system writable/,
    ],
  ])('%s', (error, said) => {
    const failure = describeFailure(error, '', undefined, root);
    expect(failure.reason).toBe('error');
    expect(failure.message).toMatch(/^Summaries\/S\.md /);
    expect(failure.message).toMatch(said);
    expect(failure.message).not.toMatch(/let this user write/);
  });
});
