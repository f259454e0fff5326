/**
 * T6 (hostile review 7): writes replace a file by temp file + rename, so only the folder's write
 * bit counted: a file the user made read-only (no owner write bit) was rewritten anyway, and a
 * hard-linked file silently stopped being shared. Core's write path refuses both, leaving every
 * file as it was. Mode bits are checked themselves (these tests run as root, where access() passes).
 */
import { chmod, link, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitSummary } from '../artifacts/index.js';
import { loadConfig } from '../config/index.js';
import { ProtectedFileError } from '../errors/protected-file-error.js';
import { copySampleVault, makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting } from '../vault/index.js';
import { editFileAtomic } from './edit-file-atomic.js';
import { moveToTrash } from './move-to-trash.js';
import { writeFileAtomic } from './write-file-atomic.js';

let dir: TempDir;
afterEach(() => dir.cleanup());

describe('T6: writeFileAtomic refuses read-only and hard-linked files', () => {
  beforeEach(async () => {
    dir = await makeTempDir();
  });

  it('a file without its owner write bit is refused, bytes and mode unchanged, no temp file left', async () => {
    const abs = path.join(dir.root, 'signed-off.md');
    await writeFile(abs, 'signed off\n');
    for (const mode of [0o444, 0o400, 0o464, 0o466]) {
      await chmod(abs, mode);
      await expect(writeFileAtomic(abs, 'changed\n')).rejects.toSatisfy(
        (e) =>
          ProtectedFileError.isInstance(e) &&
          e.reason === 'read-only' &&
          /is read-only; nothing was written/.test(e.message),
      );
      await expect(editFileAtomic(abs, (t) => `${t}more\n`)).rejects.toSatisfy(ProtectedFileError.isInstance);
      expect(await readFile(abs, 'utf8')).toBe('signed off\n');
      expect((await stat(abs)).mode & 0o7777).toBe(mode);
    }
    expect(await readdir(dir.root)).toEqual(['signed-off.md']);
    // The owner's write bit back: written as before (keeping the mode).
    await chmod(abs, 0o644);
    await writeFileAtomic(abs, 'changed\n');
    expect(await readFile(abs, 'utf8')).toBe('changed\n');
  });

  it('a file with more than one hard link is refused (replacing it would split the names), both names unchanged', async () => {
    const abs = path.join(dir.root, 'decisions.md');
    const other = path.join(dir.root, 'shared-decisions.md');
    await writeFile(abs, '- one\n');
    await link(abs, other);
    await expect(writeFileAtomic(abs, '- one\n- two\n')).rejects.toSatisfy(
      (e) =>
        ProtectedFileError.isInstance(e) &&
        e.reason === 'hard-linked' &&
        /has 2 hard links.*nothing was written/.test(e.message),
    );
    expect(await readFile(abs, 'utf8')).toBe('- one\n');
    expect((await stat(abs)).nlink).toBe(2);
    expect((await stat(abs)).ino).toBe((await stat(other)).ino);
    expect((await readdir(dir.root)).sort()).toEqual(['decisions.md', 'shared-decisions.md']);
  });
});

describe('T6: replacing by the trash refuses a read-only file too', () => {
  beforeEach(async () => {
    dir = await copySampleVault();
  });

  it('moveToTrash refuses a read-only file (nothing moved)', async () => {
    const vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
    const rel = 'Projects/remote-control/decisions.md';
    await chmod(path.join(dir.root, rel), 0o444);
    await expect(moveToTrash(vault, rel)).rejects.toSatisfy(ProtectedFileError.isInstance);
    expect((await stat(path.join(dir.root, rel))).mode & 0o777).toBe(0o444);
  });

  it('commitSummary with force refuses a read-only summary: it stays, nothing goes to the trash', async () => {
    const vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
    const meeting = 'Meetings/2026-03-09 Remote control kickoff.md';
    const summary = path.join(dir.root, 'Summaries/2026-03-09 Remote control kickoff.md');
    const before = await readFile(summary, 'utf8');
    const meetingBefore = await readFile(path.join(dir.root, meeting), 'utf8');
    await chmod(summary, 0o444);
    await expect(
      commitSummary(vault, await readMeeting(vault, meeting), {
        body: '## Summary\nNew text.\n',
        frontmatter: {},
        force: true,
      }),
    ).rejects.toSatisfy(ProtectedFileError.isInstance);
    expect(await readFile(summary, 'utf8')).toBe(before);
    expect(await readFile(path.join(dir.root, meeting), 'utf8')).toBe(meetingBefore);
    await expect(readdir(path.join(dir.root, '.trash'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
