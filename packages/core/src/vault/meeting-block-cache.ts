/**
 * The meeting note's frontmatter data kept in the vault's index database for one-shot processes
 * (docs/startup.md, session 41): `ma tool read_meetingnote` and `ma search` each parse the meeting
 * note's YAML once, and in a fresh process that first parse runs the `yaml` package's code cold
 * (about a tenth of `read_meetingnote`'s CPU). The data is a pure function of the block's text, so
 * a row is used only when the text read now is the text it was made from (compared in full, the
 * key is never a stat): no edit can be missed, whatever the file system's clock does.
 * Spec: issue #13, goal (e) and Rules for caches and indexes (never needed for a correct answer).
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';
import type { StatementSync } from 'node:sqlite';
import { blockingFs } from '../fs/blocking-fs.js';
import { STATE_FOLDER } from '../lock/state-folder.js';
import { parseFrontmatterYaml } from '../notes/parse-frontmatter-yaml.js';
import { openStateDb } from '../state/open-state-db.js';

const SCHEMA =
  'CREATE TABLE IF NOT EXISTS meeting_block_v1 (path TEXT PRIMARY KEY NOT NULL, raw TEXT NOT NULL, data TEXT NOT NULL) WITHOUT ROWID;';

interface Statements {
  get: StatementSync;
  put: StatementSync;
  paths: StatementSync;
  drop: StatementSync;
}

/** Per vault root: its statements, or null when the database is not used there. */
const opened = new Map<string, Statements | null>();

/**
 * The block-data function for `parseNote` of the meeting note at `notePath` in the vault at `root`:
 * in a one-shot process (`useBlockingFs`) whose vault already has its state folder (a real folder,
 * not a link: a vault `ma` never wrote to keeps no trace of a read), the data kept for the same
 * block text, else the block parsed and, when its data survives JSON exactly, kept. Undefined
 * elsewhere (a long-lived host keeps its parses in memory: `readMeetingNote`).
 * A missing, unreadable or damaged row is parsed again and written anew; a database that cannot be
 * opened (read-only vault, no `node:sqlite`) only means the block is parsed.
 * @param root the vault's absolute root.
 * @param notePath the meeting note's vault path (its real spelling).
 * @returns a `(raw) => data` for `parseNote`, or undefined to parse as always.
 * Spec: issue #13, Rules for caches and indexes.
 */
export function meetingBlockData(
  root: string,
  notePath: string,
): ((raw: string) => Record<string, unknown>) | undefined {
  if (!blockingFs()) return undefined;
  return (raw) => {
    const kept = statements(root);
    const row = kept ? keptRow(kept, notePath) : undefined;
    if (row) {
      const data = keptData(row, raw);
      if (data) return data;
    }
    const { data } = parseFrontmatterYaml(raw, 2);
    if (kept && sameAsJson(data, new Set())) {
      try {
        kept.put.run(notePath, raw, JSON.stringify(data));
        // A note without a row is new or renamed: the rows of notes gone since are dropped then, so
        // the table holds about one row per meeting note that exists (P195, session 42).
        if (row === undefined) dropGone(kept, root, notePath);
      } catch {
        // A busy or read-only database: the next call parses again.
      }
    }
    return data;
  };
}

type BlockRow = { raw?: unknown; data?: unknown };

/** The row of `notePath`; undefined when there is none; null when it cannot be read. */
function keptRow(kept: Statements, notePath: string): BlockRow | null | undefined {
  try {
    return kept.get.get(notePath) as BlockRow | undefined;
  } catch {
    return null;
  }
}

/**
 * Drops the rows of notes that are gone (their path's `lstat` says no such file), other than
 * `notePath`'s. Run only when a note gets its first row, so a read of a known note never pays for
 * it; a path that cannot be checked (another error) keeps its row: a row is only ever used for the
 * very block text it was made from, so a kept one is never wrong, only unused.
 */
function dropGone(kept: Statements, root: string, notePath: string): void {
  const gone: string[] = [];
  for (const row of kept.paths.all() as { path?: unknown }[]) {
    const rel = row.path;
    if (typeof rel !== 'string' || rel === notePath) continue;
    try {
      if (lstatSync(path.join(root, rel), { throwIfNoEntry: false }) === undefined) gone.push(rel);
    } catch {
      // ENOTDIR, EACCES…: not known to be gone.
    }
  }
  for (const rel of gone) kept.drop.run(rel);
}

function keptData(row: BlockRow | null, raw: string): Record<string, unknown> | null {
  try {
    if (row?.raw !== raw || typeof row.data !== 'string') return null;
    const data: unknown = JSON.parse(row.data);
    return isPlainObject(data) ? data : null;
  } catch {
    return null;
  }
}

function statements(root: string): Statements | null {
  let kept = opened.get(root);
  if (kept !== undefined) return kept;
  kept = null;
  const stateFolder = path.join(root, STATE_FOLDER);
  if (isRealFolder(stateFolder)) {
    const db = openStateDb(stateFolder, SCHEMA);
    try {
      if (db)
        kept = {
          get: db.prepare('SELECT raw, data FROM meeting_block_v1 WHERE path = ?'),
          put: db.prepare('INSERT OR REPLACE INTO meeting_block_v1 (path, raw, data) VALUES (?, ?, ?)'),
          paths: db.prepare('SELECT path FROM meeting_block_v1'),
          drop: db.prepare('DELETE FROM meeting_block_v1 WHERE path = ?'),
        };
    } catch {
      kept = null;
    }
  }
  opened.set(root, kept);
  return kept;
}

function isRealFolder(folder: string): boolean {
  try {
    return lstatSync(folder, { throwIfNoEntry: false })?.isDirectory() === true;
  } catch {
    return false;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * True when `JSON.parse(JSON.stringify(value))` gives the same data: strings, finite numbers other
 * than -0, booleans, null, arrays and plain objects, none met twice (a YAML alias is one object in
 * a parse: B03's copies keep that, JSON would not). `.nan`, `.inf` and aliases are parsed each time.
 */
function sameAsJson(value: unknown, seen: Set<object>): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (seen.has(value)) return false;
      seen.add(value);
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!(i in value) || !sameAsJson(value[i], seen)) return false;
        return true;
      }
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return false;
      for (const key of Reflect.ownKeys(value)) {
        if (typeof key !== 'string') return false;
        if (!sameAsJson((value as Record<string, unknown>)[key], seen)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}
