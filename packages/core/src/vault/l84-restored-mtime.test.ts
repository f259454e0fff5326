/**
 * L84: the index database kept a file's version as its size, modification time and inode. An edit
 * that keeps the size and puts the modification time back — `rsync -t`, `touch -r`, `cp -p` onto the
 * file, a sync tool that keeps times — left all three as they were, so the index answered for the
 * old bytes: a ranged read of a big transcript gave other lines than the file holds, its digest
 * (the stale-write record) was the old one, and a summary edited into another project stayed out of
 * that project's past meetings. The version now includes the change time (`ctime`), which every
 * write sets and no program can set back. Real files, the real index database, the real `touch -r`.
 * Spec: docs/indexes.md (keyed by the file's version); issue #13; L84.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LINE_INDEX_MIN_BYTES, readLines } from '../lines/read-lines.js';
import { readTextLines } from '../lines/read-text-lines.js';
import { readTextDigest } from '../lines/text-digest.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import { pastSummaries, SUMMARY_INDEX_MIN_NOTES } from './past-summaries.js';
import type { Vault } from './vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(() => dir.cleanup());

/**
 * Writes `text` over the file at `abs` in place (same inode) and puts its times back as they were,
 * as `rsync -t` or `touch -r` does; the size must be the same.
 */
async function editKeepingTimes(abs: string, text: string | Buffer): Promise<void> {
  const before = await stat(abs, { bigint: true });
  execFileSync('touch', ['-r', abs, `${abs}.times`]);
  await writeFile(abs, text);
  execFileSync('touch', ['-r', `${abs}.times`, abs]);
  const after = await stat(abs, { bigint: true });
  expect([after.size, after.mtimeNs, after.ino]).toEqual([before.size, before.mtimeNs, before.ino]);
}

/** A transcript of `n` lines, each naming `word`, over the line index's threshold. */
function transcript(n: number, word: string): string {
  return Array.from(
    { length: n },
    (_, i) => `[00:00:${String(i % 60).padStart(2, '0')}] **Ann:** ${word} ${String(i + 1).padStart(5, '0')}`,
  ).join('\n');
}

describe('L84: an edit that puts the modification time back is seen by every index', () => {
  it('L84: a ranged read of a big transcript gives the lines the file holds now, and its digest is the new one', async () => {
    const abs = path.join(vault.root, 'Meetings', 'big transcript.md');
    const first = transcript(40_000, 'alpha');
    expect(Buffer.byteLength(first)).toBeGreaterThan(LINE_INDEX_MIN_BYTES);
    await writeFile(abs, first);
    const state = path.join(vault.root, '.meeting-assistant');
    const range = { from: 20_000, to: 20_002 };
    expect(await readLines(abs, range, { indexFolder: state })).toEqual(readTextLines(first, range));
    const digest = await readTextDigest(abs, { indexFolder: state });
    // Same size: the line breaks moved (two lines joined, one split), the words changed.
    const second = transcript(40_000, 'omega')
      .replace('omega 00007\n', 'omega 00007 ')
      .replace('] **Ann:** omega 00030', ']\n**Ann:** omega 00030');
    expect(Buffer.byteLength(second)).toBe(Buffer.byteLength(first));
    await editKeepingTimes(abs, second);
    expect(await readLines(abs, range, { indexFolder: state })).toEqual(readTextLines(second, range));
    const now = await readTextDigest(abs, { indexFolder: state });
    expect(now).toEqual(await readTextDigest(abs));
    expect(now?.hash).not.toBe(digest?.hash);
  });

  it('L84: a summary edited into another project with its times put back is among that project\u2019s past meetings', async () => {
    await mkdir(path.join(vault.root, 'Summaries', 'archive'), { recursive: true });
    for (let i = 0; i < SUMMARY_INDEX_MIN_NOTES; i++)
      await writeFile(
        path.join(vault.root, 'Summaries', 'archive', `Old ${i}.md`),
        `---\ndate: 2025-01-01\nprojects: [archive-${i}]\n---\nbody\n`,
      );
    const abs = path.join(vault.root, 'Summaries', 'Moved.md');
    await writeFile(abs, '---\ndate: 2026-04-01\nprojects: [aaaaaaaaaaaaaa]\n---\n');
    const names = async (scope: string[]) => (await pastSummaries(vault, scope)).map((s) => s.name);
    expect(await names(['remote-control'])).not.toContain('Moved');
    expect(await names(['aaaaaaaaaaaaaa'])).toContain('Moved');
    await readFile(path.join(vault.root, '.meeting-assistant', 'index.sqlite')); // the index is in use
    await editKeepingTimes(abs, '---\ndate: 2026-04-01\nprojects: [remote-control]\n---\n');
    expect(await names(['remote-control'])).toContain('Moved');
    expect(await names(['aaaaaaaaaaaaaa'])).not.toContain('Moved');
  });
});
