/**
 * A cache of where lines start in big files, so that a ranged read seeks close to its first line
 * instead of scanning the file from the top, and knows the line count without a full read.
 * Two tables of the vault's index database (`<vault>/.meeting-assistant/index.sqlite`, see
 * docs/indexes.md).
 * Spec: issue #13 (ranged reads anywhere in a 1 GB transcript; rules for caches and indexes).
 */
import type { StatementSync } from 'node:sqlite';
import { type FileVersion, sameVersion } from '../state/file-version.js';
import { openStateDb } from '../state/open-state-db.js';

/**
 * Every `LINE_INDEX_STEP`-th line start is recorded (lines 1, 1 + STEP, 1 + 2·STEP, …).
 * Spec: issue #13, ranged reads.
 */
export const LINE_INDEX_STEP = 1024;

/**
 * A recorded line start: line `line` (1-based) begins at byte `offset` of the file.
 * Spec: issue #13, ranged reads.
 */
export interface LineMark {
  line: number;
  /** Bytes from the start of the file. */
  offset: number;
  /**
   * What a transcript's comment reader (core `CommentHider`, strict) has open where the line starts
   * (`''` nothing, `'%%'`, `'-->'`, a code fence); undefined when the read that recorded the entry
   * did not track comments. Spec: review 6 S15.
   */
  comments?: string;
}

/**
 * The indexed facts of one file version: its line count (as `readLines` counts them) and the
 * recorded line start nearest before a wanted line.
 * Spec: issue #13, ranged reads.
 */
export interface IndexedFile {
  total: number;
  mark: LineMark;
}

/**
 * The line index of one vault. Every method swallows database failures: the index is a cache,
 * never needed for a correct answer (callers then scan the file).
 * Spec: issue #13, Rules for caches and indexes.
 */
export interface LineIndex {
  /**
   * The entry of `absPath` at `version` and the mark at or before `line` (with its comment state
   * when the entry recorded them), or null (no entry or stale).
   */
  lookup(absPath: string, version: FileVersion, line: number): IndexedFile | null;
  /**
   * Replaces the entry of `absPath` with `version`, `total` and `marks` (every {@link LINE_INDEX_STEP}-th
   * line start), with their comment states when every mark has one.
   */
  store(absPath: string, version: FileVersion, total: number, marks: readonly LineMark[]): void;
}

/**
 * The line index's tables carry the version of what their entries mean (`_v2`): review9 V11 made
 * lone-CR files refused, so an entry recorded before (a CR-only file counted as one line, a mixed
 * file read past its lone CRs) must never be used; the old tables are dropped and every file is
 * indexed again on its next read. `line_files_v4` adds the file's change time to its version (L84:
 * an edit that restores the modification time is seen); a file without a `line_files_v4` row has no
 * entry (its old marks are replaced when it is stored again). `_v4` (review2 V75): `line_files_v3` rows
 * were recorded before V61's settle rule (core `settled`), so a row of a file saved within the clock's
 * granularity of the record may be stale; they are dropped and rebuilt once.
 */
const SCHEMA = `
DROP TABLE IF EXISTS line_files;
DROP TABLE IF EXISTS line_marks;
DROP TABLE IF EXISTS line_comment_marks;
DROP TABLE IF EXISTS line_files_v2;
DROP TABLE IF EXISTS line_files_v3;
CREATE TABLE IF NOT EXISTS line_files_v4 (
  path TEXT PRIMARY KEY,
  size INTEGER NOT NULL,
  mtime_ns TEXT NOT NULL,
  ctime_ns TEXT NOT NULL,
  ino TEXT NOT NULL,
  total INTEGER NOT NULL,
  step INTEGER NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS line_marks_v2 (
  path TEXT NOT NULL,
  line INTEGER NOT NULL,
  offset INTEGER NOT NULL,
  PRIMARY KEY (path, line)
) STRICT, WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS line_comment_marks_v2 (
  path TEXT NOT NULL,
  line INTEGER NOT NULL,
  state TEXT NOT NULL,
  PRIMARY KEY (path, line)
) STRICT, WITHOUT ROWID;
`;

/** The row (line 0) saying an entry's marks carry comment states; marks with nothing open have no row. */
const COMMENTS_RECORDED = 'recorded';

interface Statements {
  file: StatementSync;
  mark: StatementSync;
  deleteFile: StatementSync;
  deleteMarks: StatementSync;
  insertFile: StatementSync;
  insertMark: StatementSync;
  comments: StatementSync;
  deleteComments: StatementSync;
  insertComment: StatementSync;
}

const indexes = new Map<string, LineIndex | null>();

/**
 * The line index in `stateFolder` (absolute `<vault>/.meeting-assistant`), opened once per
 * process; null when the index database cannot be used (reads then scan the file).
 * Spec: issue #13, Rules for caches and indexes.
 */
export function openLineIndex(stateFolder: string): LineIndex | null {
  let index = indexes.get(stateFolder);
  if (index === undefined) {
    index = createIndex(stateFolder);
    indexes.set(stateFolder, index);
  }
  return index;
}

function createIndex(stateFolder: string): LineIndex | null {
  const db = openStateDb(stateFolder, SCHEMA);
  if (!db) return null;
  let statements: Statements;
  try {
    statements = {
      file: db.prepare('SELECT size, mtime_ns, ctime_ns, ino, total, step FROM line_files_v4 WHERE path = ?'),
      mark: db.prepare(
        'SELECT line, offset FROM line_marks_v2 WHERE path = ? AND line <= ? ORDER BY line DESC LIMIT 1',
      ),
      deleteFile: db.prepare('DELETE FROM line_files_v4 WHERE path = ?'),
      deleteMarks: db.prepare('DELETE FROM line_marks_v2 WHERE path = ?'),
      insertFile: db.prepare(
        'INSERT INTO line_files_v4 (path, size, mtime_ns, ctime_ns, ino, total, step) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      insertMark: db.prepare('INSERT INTO line_marks_v2 (path, line, offset) VALUES (?, ?, ?)'),
      comments: db.prepare('SELECT line, state FROM line_comment_marks_v2 WHERE path = ? AND line IN (0, ?)'),
      deleteComments: db.prepare('DELETE FROM line_comment_marks_v2 WHERE path = ?'),
      insertComment: db.prepare('INSERT INTO line_comment_marks_v2 (path, line, state) VALUES (?, ?, ?)'),
    };
  } catch {
    return null;
  }
  const s = statements;
  return {
    lookup(absPath, version, line) {
      try {
        const entry = s.file.get(absPath) as
          | { size: number; mtime_ns: string; ctime_ns: string; ino: string; total: number; step: number }
          | undefined;
        if (
          !entry ||
          entry.step !== LINE_INDEX_STEP ||
          !sameVersion(
            { size: entry.size, mtimeNs: entry.mtime_ns, ctimeNs: entry.ctime_ns, ino: entry.ino },
            version,
          )
        )
          return null;
        const mark = s.mark.get(absPath, Math.max(1, line)) as LineMark | undefined;
        if (!mark || mark.offset > version.size) return null;
        const rows = s.comments.all(absPath, mark.line) as { line: number; state: string }[];
        const recorded = rows.some((r) => r.line === 0 && r.state === COMMENTS_RECORDED);
        const comments = recorded ? (rows.find((r) => r.line === mark.line)?.state ?? '') : undefined;
        return {
          total: entry.total,
          mark: { line: mark.line, offset: mark.offset, ...(comments === undefined ? {} : { comments }) },
        };
      } catch {
        return null;
      }
    },
    store(absPath, version, total, marks) {
      try {
        db.exec('BEGIN IMMEDIATE');
        try {
          s.deleteFile.run(absPath);
          s.deleteMarks.run(absPath);
          s.insertFile.run(
            absPath,
            version.size,
            version.mtimeNs,
            version.ctimeNs,
            version.ino,
            total,
            LINE_INDEX_STEP,
          );
          for (const m of marks) s.insertMark.run(absPath, m.line, m.offset);
          s.deleteComments.run(absPath);
          if (marks.length > 0 && marks.every((m) => m.comments !== undefined)) {
            s.insertComment.run(absPath, 0, COMMENTS_RECORDED);
            for (const m of marks) if (m.comments) s.insertComment.run(absPath, m.line, m.comments);
          }
          db.exec('COMMIT');
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      } catch {
        // Busy (another process is writing) or read-only: the next read indexes again.
      }
    },
  };
}
