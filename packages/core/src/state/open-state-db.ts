/**
 * The vault's index database: one embedded SQLite file (`node:sqlite`) in the state folder,
 * `<vault>/.meeting-assistant/index.sqlite`, holding caches that make big vaults fast (the line
 * index of ranged reads, the frontmatter index of past summaries). It is only ever a cache:
 * entries are keyed by each file's size, modification time and inode, a missing or unreadable
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
 * `CREATE … IF NOT EXISTS` statements) on it. A file that is not a readable SQLite database is
 * deleted and created anew.
 * @returns the database, or null when it cannot be opened or created (read-only vault,
 *   `node:sqlite` missing): callers then work without their cache.
 * Spec: issue #13, Rules for caches and indexes.
 */
export function openStateDb(stateFolder: string, schema: string): DatabaseSync | null {
  const file = path.join(stateFolder, STATE_DB_FILE);
  let db = opened.get(file);
  if (db === undefined) {
    db = openOrRecreate(file);
    opened.set(file, db);
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
  try {
    return openDb(file);
  } catch {
    try {
      for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      return openDb(file);
    } catch {
      return null;
    }
  }
}

function openDb(file: string): DatabaseSync {
  const sqlite = loadSqlite();
  if (!sqlite) throw new Error('node:sqlite is not available');
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
