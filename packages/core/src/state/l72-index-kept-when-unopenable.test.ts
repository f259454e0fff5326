import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStateDb, STATE_DB_FILE } from './open-state-db.js';

const SCHEMA = 'CREATE TABLE IF NOT EXISTS kept (x TEXT)';

/** A state folder whose index already holds one row, written by an earlier `ma`. */
function stateFolderWithIndex(): { folder: string; file: string } {
  const folder = mkdtempSync(path.join(tmpdir(), 'ma-l72-'));
  const file = path.join(folder, STATE_DB_FILE);
  const db = new DatabaseSync(file);
  db.exec(SCHEMA);
  db.exec("INSERT INTO kept VALUES ('from an earlier run')");
  db.close();
  return { folder, file };
}

function rowsOf(file: string): unknown[] {
  const db = new DatabaseSync(file);
  try {
    return db
      .prepare('SELECT x FROM kept')
      .all()
      .map((row) => row.x);
  } finally {
    db.close();
  }
}

const folders: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('L72 the vault index is deleted only when it is not a database', () => {
  it('L72 a Node without node:sqlite (Node 20) works without the index and leaves the file as it was', () => {
    const { folder, file } = stateFolderWithIndex();
    folders.push(folder);
    const before = readFileSync(file);
    vi.spyOn(process, 'getBuiltinModule').mockImplementation(((id: string) => {
      if (id === 'node:sqlite') throw new Error('No such built-in module: node:sqlite');
      return undefined;
    }) as typeof process.getBuiltinModule);
    expect(openStateDb(folder, SCHEMA)).toBeNull();
    vi.restoreAllMocks();
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(rowsOf(file)).toEqual(['from an earlier run']);
  });

  it('L72 an index busy past the timeout (another process writing) is not replaced, and is used once free', () => {
    const { folder, file } = stateFolderWithIndex();
    folders.push(folder);
    const writer = new DatabaseSync(file);
    writer.exec('BEGIN EXCLUSIVE');
    writer.exec("INSERT INTO kept VALUES ('being written')");
    expect(openStateDb(folder, SCHEMA)).toBeNull();
    writer.exec('COMMIT');
    writer.close();
    expect(rowsOf(file)).toEqual(['from an earlier run', 'being written']);
    const db = openStateDb(folder, SCHEMA);
    expect(db?.prepare('SELECT count(*) AS n FROM kept').get()).toEqual({ n: 2 });
  });

  it('L72 a file that is not a database is still replaced by a working index', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'ma-l72-'));
    folders.push(folder);
    writeFileSync(path.join(folder, STATE_DB_FILE), 'not a database, written by something else\n'.repeat(20));
    const db = openStateDb(folder, SCHEMA);
    expect(db?.prepare('SELECT count(*) AS n FROM kept').get()).toEqual({ n: 0 });
  });
});
