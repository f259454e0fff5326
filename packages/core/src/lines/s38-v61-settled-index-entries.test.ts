/**
 * Review s38 V61: the vault's index database keeps a big file's line marks (`readLines`) and its
 * SHA-256 (`readTextDigest`, which P155/P158's check after an approval falls back to when the file's
 * stat moved) keyed by size, times and inode. Both were recorded for a file saved a moment before it
 * was read: a second save in the same timestamp step of the file system (1-2 s on FAT, exFAT, HFS+,
 * SMB shares) with the same length leaves that key as it was, so the next read trusted the first
 * save's lines and hash (an approved speaker merge could then land on text the user never saw). Now
 * an entry is recorded only when the file had settled before it was read (core `settled`, the rule of
 * `readTextSettled` and `unchangedSince`), and still recorded then. Real files and the real database.
 * Spec: issue #13 (Rules for caches: keyed so that an edit in another program invalidates it).
 */
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATE_DB_FILE } from '../state/open-state-db.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { LINE_INDEX_MIN_BYTES, readLines } from './read-lines.js';
import { readTextDigest } from './text-digest.js';

let dir: TempDir;
let state: string;
let file: string;
beforeEach(async () => {
  dir = await makeTempDir();
  state = path.join(dir.root, '.meeting-assistant');
  file = path.join(dir.root, 'transcript.md');
});
afterEach(() => dir.cleanup());

const line = '**Ann:** a line of the meeting, long enough to fill the file\n';
const big = line.repeat(Math.ceil(LINE_INDEX_MIN_BYTES / line.length) + 10);

/** The rows the index database holds for `file` in `table` (0 when it has none, or no database). */
function rows(table: 'line_files_v3' | 'text_digests_v2'): number {
  const sqlite = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite');
  let db: DatabaseSync;
  try {
    db = new sqlite.DatabaseSync(path.join(state, STATE_DB_FILE));
  } catch {
    return 0;
  }
  try {
    return (db.prepare(`SELECT count(*) AS n FROM ${table} WHERE path = ?`).get(file) as { n: number }).n;
  } catch {
    return 0;
  } finally {
    db.close();
  }
}

/**
 * Saved "a moment ago" whatever the load: the modification time is set ahead (a test on a busy machine
 * may stall past the 100 ms margin between the write and the read).
 */
async function justSaved() {
  await writeFile(file, big);
  const ahead = new Date(Date.now() + 60_000);
  await utimes(file, ahead, ahead);
}

/**
 * Settled: both times more than the margin in the past (the change time only by waiting); the
 * modification time with a sub-millisecond part, as a save leaves it (a whole-ms time takes 3 s).
 */
async function settle() {
  const past = (Date.now() - 60_000) / 1000 + 0.000_123_4;
  await utimes(file, past, past);
  await new Promise((resolve) => setTimeout(resolve, 250));
}

describe('V61: the index records a big file only once it had settled', () => {
  it('readTextDigest: not for a file saved a moment ago; then, once settled', async () => {
    await justSaved();
    const fresh = await readTextDigest(file, { indexFolder: state });
    expect(fresh?.bytes).toBe(Buffer.byteLength(big));
    expect(rows('text_digests_v2')).toBe(0);
    await settle();
    expect(await readTextDigest(file, { indexFolder: state })).toEqual(fresh);
    expect(rows('text_digests_v2')).toBe(1);
  });

  it('readLines: not for a file saved a moment ago; then, once settled', async () => {
    await justSaved();
    const fresh = await readLines(file, { from: 2, to: 3 }, { indexFolder: state });
    expect(fresh.lines).toEqual([line.trimEnd(), line.trimEnd()]);
    expect(rows('line_files_v3')).toBe(0);
    await settle();
    expect(await readLines(file, { from: 2, to: 3 }, { indexFolder: state })).toEqual(fresh);
    expect(rows('line_files_v3')).toBe(1);
  });
});
