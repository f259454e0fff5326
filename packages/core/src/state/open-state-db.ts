/**
 * The vault's index database: one embedded SQLite file (`node:sqlite`) in the state folder,
 * `<vault>/.meeting-assistant/index.sqlite`, holding caches that make big vaults fast (the line
 * index of ranged reads, the frontmatter index of past summaries). It is only ever a cache:
 * entries are keyed by each file's size, modification and change times and inode, a missing or unreadable
 * database is created anew, and every caller works without it. See docs/indexes.md.
 * Spec: issue #13, Rules for caches and indexes.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';

/**
 * File name of the index database inside the state folder.
 * Spec: issue #13, Rules for caches and indexes.
 */
export const STATE_DB_FILE = 'index.sqlite';

const opened = new Map<string, DatabaseSync | null>();

/**
 * Opens (creating when missing) the index database in `stateFolder` (absolute
 * `<vault>/.meeting-assistant`), once per process, and runs `schema` (idempotent
 * `CREATE … IF NOT EXISTS` statements) on it. A file that is not an SQLite database or is
 * damaged (SQLITE_NOTADB, SQLITE_CORRUPT) is deleted and created anew; a busy or unreadable one,
 * or a Node without `node:sqlite`, leaves the file as it is and returns null.
 * @returns the database, or null when it cannot be opened or created (read-only vault, busy past
 *   1000 ms, `node:sqlite` missing): callers then work without their cache.
 * Spec: issue #13, Rules for caches and indexes.
 */
export function openStateDb(stateFolder: string, schema: string): DatabaseSync | null {
  const file = path.join(stateFolder, STATE_DB_FILE);
  let db = opened.get(file);
  if (db === undefined) {
    db = openOrRecreate(file);
    // A busy or read-only index is tried again on the next call; a Node without `node:sqlite` never.
    if (db || !loadSqlite()) opened.set(file, db);
  }
  if (!db) return null;
  try {
    db.exec(schema);
    return db;
  } catch {
    return null;
  }
}

function openOrRecreate(file: string): DatabaseSync | null {
  const sqlite = loadSqlite();
  // No `node:sqlite` (Node 20) is no reason to touch the file: a Node 22 `ma` on the same vault
  // still has its index.
  if (!sqlite) return null;
  try {
    return openDb(sqlite, file);
  } catch (error) {
    // Only a file that is not a database or is damaged is replaced; a busy one (another process
    // writing: the daemon beside `ma`), a read-only folder or anything else leaves it alone, and
    // this process works without its cache.
    if (!isNotADatabase(error)) return null;
    try {
      for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      return openDb(sqlite, file);
    } catch {
      return null;
    }
  }
}

/** SQLITE_CORRUPT (11) and SQLITE_NOTADB (26), as `node:sqlite` reports them in `errcode`. */
function isNotADatabase(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return code === 11 || code === 26;
}

function openDb(sqlite: SqliteModule, file: string): DatabaseSync {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new sqlite.DatabaseSync(file, { timeout: 1000 });
  try {
    // Fails on a file that is not a database (SQLITE_NOTADB) or is damaged.
    db.prepare('SELECT count(*) AS n FROM sqlite_master').get();
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

type SqliteModule = typeof import('node:sqlite');

/**
 * `node:sqlite` without its one-time "SQLite is an experimental feature" warning on stderr (it
 * would end up in every command's output).
 */
function loadSqlite(): SqliteModule | undefined {
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (/SQLite/i.test(text)) return;
    return (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    return process.getBuiltinModule?.('node:sqlite') as SqliteModule | undefined;
  } catch {
    return undefined;
  } finally {
    process.emitWarning = emitWarning;
  }
}
