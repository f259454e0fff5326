/**
 * Issue 13 (session 34): a long-lived process (`ma mcp`, the daemon) looked up the default summary path
 * of every meeting not summarized yet by listing the whole summaries folder, on every call. The
 * folder's names are now kept with its `lstat` version while it is unchanged and settled (2 s), and
 * listed again as soon as an entry is added, removed or renamed. Real temp folders; the clock is moved
 * on (fake `Date` only) to make a folder settled, never a sleep.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { findExistingPath, folderNames } from './find-existing-path.js';

const settle = () => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });

describe('issue 13: the names of an unchanged folder are listed once', () => {
  let tmp: TempDir;
  let dir: string;
  beforeEach(async () => {
    tmp = await makeTempDir();
    dir = path.join(tmp.root, 'Summaries');
    await mkdir(dir);
    for (let i = 0; i < 300; i++) await writeFile(path.join(dir, `2026-01-01 Meeting ${i}.md`), `${i}\n`);
    await writeFile(path.join(dir, 'Cafe\u0301.md'), 'nfd\n');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await tmp.cleanup();
  });

  it('a settled folder: the same listing while unchanged; a new one after an entry is added, renamed or removed', async () => {
    settle();
    const first = await folderNames(dir);
    expect(first).not.toBeNull();
    expect(await folderNames(dir)).toBe(first);
    expect(await findExistingPath(tmp.root, 'summaries/2026-01-01 meeting 7.md')).toBe(
      'Summaries/2026-01-01 Meeting 7.md',
    );
    expect(await findExistingPath(tmp.root, 'Summaries/Caf\u00e9.md')).toBe('Summaries/Cafe\u0301.md');
    expect(await findExistingPath(tmp.root, 'Summaries/2026-01-01 meeting 300.md')).toBeNull();

    // Added: found at once (the folder's times moved, so its names are listed again).
    await writeFile(path.join(dir, '2026-01-01 Meeting 300.md'), 'new\n');
    settle();
    expect(await findExistingPath(tmp.root, 'Summaries/2026-01-01 meeting 300.md')).toBe(
      'Summaries/2026-01-01 Meeting 300.md',
    );
    const second = await folderNames(dir);
    expect(second).not.toBe(first);
    // Renamed: the old name is gone, the new one found.
    await rename(path.join(dir, '2026-01-01 Meeting 7.md'), path.join(dir, 'Renamed.md'));
    settle();
    expect(await findExistingPath(tmp.root, 'Summaries/2026-01-01 meeting 7.md')).toBeNull();
    expect(await findExistingPath(tmp.root, 'Summaries/renamed.md')).toBe('Summaries/Renamed.md');
    // Removed, and a case twin made: ambiguous as before, never the stale single name.
    await rm(path.join(dir, 'Renamed.md'));
    await writeFile(path.join(dir, '2026-01-01 meeting 8.md'), 'twin\n');
    settle();
    expect(await findExistingPath(tmp.root, 'Summaries/renamed.md')).toBeNull();
    await expect(findExistingPath(tmp.root, 'Summaries/2026-01-01 MEETING 8.md')).rejects.toThrow(
      /2026-01-01 meeting 8\.md/,
    );
  });

  it('a folder changed within the last 2 s is listed on every call (a change in the same clock tick is never hidden)', async () => {
    const first = await folderNames(dir);
    expect(await folderNames(dir)).not.toBe(first);
    expect(await findExistingPath(tmp.root, 'summaries/2026-01-01 meeting 9.md')).toBe(
      'Summaries/2026-01-01 Meeting 9.md',
    );
  });

  it('a folder that cannot be listed gives null (nothing kept)', async () => {
    settle();
    expect(await folderNames(path.join(tmp.root, 'missing'))).toBeNull();
    expect(await findExistingPath(tmp.root, 'Missing/x.md')).toBeNull();
  });
});
