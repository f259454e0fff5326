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
function rows(table: 'line_files_v4' | 'text_digests_v3'): number {
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
    expect(rows('text_digests_v3')).toBe(0);
    await settle();
    expect(await readTextDigest(file, { indexFolder: state })).toEqual(fresh);
    expect(rows('text_digests_v3')).toBe(1);
  });

  it('readLines: not for a file saved a moment ago; then, once settled', async () => {
    await justSaved();
    const fresh = await readLines(file, { from: 2, to: 3 }, { indexFolder: state });
    expect(fresh.lines).toEqual([line.trimEnd(), line.trimEnd()]);
    expect(rows('line_files_v4')).toBe(0);
    await settle();
    expect(await readLines(file, { from: 2, to: 3 }, { indexFolder: state })).toEqual(fresh);
    expect(rows('line_files_v4')).toBe(1);
  });
});

/*
 * Review2 V75: rows the index database recorded before V61's settle rule (`line_files_v3`,
 * `text_digests_v2`) may describe a save that a second same-size save in the same timestamp step
 * replaced; V61 stopped recording such rows but kept trusting the old ones after an upgrade, as the
 * table names stayed. The tables are now `line_files_v4` and `text_digests_v3` and the old ones are
 * dropped: a stale pre-upgrade row (here: the file's exact version, another text's digest and line
 * count) is never used, and the right answer is read from the file. Real files and the real database.
 * Spec: issue #13 (Rules for caches: rebuilt when missing, never needed for a correct answer);
 *   docs/indexes.md (Versioned by table name).
 */
/**
 * Moves `file`'s row of the current `prefix` table into the table an older version wrote (`old`),
 * changed by `stale` (SQL SET clause): the database as the older version left it.
 */
function asRecordedBefore(prefix: string, old: string, stale: string): string[] {
  const sqlite = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite');
  const db = new sqlite.DatabaseSync(path.join(state, STATE_DB_FILE));
  try {
    const tables = () =>
      (
        db
          .prepare('SELECT name FROM sqlite_master WHERE type = ? AND name LIKE ?')
          .all('table', `${prefix}%`) as {
          name: string;
        }[]
      ).map((t) => t.name);
    const [current] = tables();
    if (current !== old) {
      db.exec(`CREATE TABLE ${old} AS SELECT * FROM ${current}; DELETE FROM ${current};`);
    }
    expect(db.prepare(`UPDATE ${old} SET ${stale} WHERE path = ?`).run(file).changes).toBe(1);
    return tables();
  } finally {
    db.close();
  }
}

describe('V75: index rows recorded before the settle rule are dropped, not trusted', () => {
  it('text_digests_v2: a stale digest of the same version is not returned', async () => {
    await writeFile(file, big);
    await settle();
    const right = await readTextDigest(file, { indexFolder: state });
    expect(
      asRecordedBefore('text_digests', 'text_digests_v2', `hash = '${'0'.repeat(64)}', lines = 3`),
    ).toContain('text_digests_v2');
    expect(await readTextDigest(file, { indexFolder: state })).toEqual(right);
  });

  it('line_files_v3: a stale line count of the same version is not used', async () => {
    await writeFile(file, big);
    await settle();
    const right = await readLines(file, { from: 2, to: 3 }, { indexFolder: state });
    expect(asRecordedBefore('line_files', 'line_files_v3', 'total = 4')).toContain('line_files_v3');
    expect(await readLines(file, { from: 2, to: 3 }, { indexFolder: state })).toEqual(right);
  });
});
