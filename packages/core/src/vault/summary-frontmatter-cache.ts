/**
 * A cache of the frontmatter facts `pastSummaries` needs (the `projects` entries and `date` of
 * each summary note), so that choosing the past summaries of a scope costs one `lstat` and one
 * index row per summary instead of reading and parsing every summary's YAML. A table of the
 * vault's index database (`<vault>/.meeting-assistant/index.sqlite`, docs/indexes.md).
 * Spec: issue #13 (`ma search` cost independent of the summaries outside the scope; rules for
 * caches and indexes).
 */
import { existsSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { StatementSync } from 'node:sqlite';
import { nodeBinding } from '../process/blocking-spawn.js';
import { type FileVersion, sameVersion } from '../state/file-version.js';
import { openStateDb, STATE_DB_FILE } from '../state/open-state-db.js';

/**
 * What a summary's frontmatter says, as `pastSummaries` reads it; `parsed: false` = the
 * frontmatter could not be parsed (the note is skipped until it changes).
 * Spec: issue #13, search.
 */
export interface SummaryFacts {
  parsed: boolean;
  /** The `projects` entries as written (IDs or `[[Projects/<id>]]` links). */
  projects: string[];
  /**
   * The `date:` value as text (`meetingDateText`: a one-element list as its item, an unquoted
   * `[[2026-03-05]]` as that link), read by `readMeetingDate`; null when there is none. (Rows of
   * older versions, which kept `date` and lost list dates, are not valid facts and are read again.)
   */
  dateText: string | null;
}

/**
 * The cache of one vault. Failures are swallowed: the cache is never needed for a correct answer.
 * Spec: issue #13, Rules for caches and indexes.
 */
export interface SummaryFrontmatterCache {
  /** The facts recorded for `rel` when `version` is the recorded one; null otherwise or when invalid. */
  get(rel: string, version: FileVersion): SummaryFacts | null;
  /**
   * The recorded facts as stored (JSON text, for {@link readSummaryFacts}) when `version` is the
   * recorded one, else null: lets a caller rule a note out from the text without parsing it.
   */
  peek(rel: string, version: FileVersion): string | null;
  /**
   * {@link SummaryFrontmatterCache.peek} for the file's plain `lstat`, compared as numbers (the same
   * test as `statVersion(info)` against the row, without making its strings: `pastSummaries`
   * checks thousands of notes per call).
   */
  peekStat(rel: string, info: StatNumbers): string | null;
  /**
   * The facts recorded for `rel` when the file's plain `lstat` (`info`) is the recorded version, by
   * one point query (the rows are not all loaded for it); null otherwise.
   */
  factsAt(rel: string, info: StatNumbers): SummaryFacts | null;
  /**
   * The listing recorded for the summaries folder `folder` (vault path) when it was made with the
   * same settings (`made`: a text naming the folder's real path and the configured folders its
   * keys depend on), with the notes of it whose project keys include one of `wanted` (`nameKey`s);
   * null when there is none, it was made otherwise, or it is not well formed. The listing and its
   * keys are read in one transaction.
   */
  listing(folder: string, made: string, wanted: readonly string[]): SummaryListing | null;
  /**
   * Per note of the listing last returned by {@link SummaryFrontmatterCache.listing} for `folder`,
   * the project keys it names (`[]` for none); null when they cannot be read. Only needed when the
   * listing is rewritten.
   */
  listingKeys(folder: string, count: number): string[][] | null;
  /**
   * Records the listing of `folder` made with `made`, with each note's project keys (`keys[i]`
   * for note `i`; written by the next {@link SummaryFrontmatterCache.commit}).
   */
  setListing(
    folder: string,
    made: string,
    listing: SummaryListing,
    keys: readonly (readonly string[])[],
  ): void;
  /** Records the facts of one note (written by the next {@link SummaryFrontmatterCache.commit}). */
  set(rel: string, version: FileVersion, facts: SummaryFacts): void;
  /**
   * Drops the rows of notes a new listing proves gone (renamed or deleted: in the last listing, not
   * in this one), by the next {@link SummaryFrontmatterCache.commit}: without it the table kept a row
   * for every summary that ever was, each one loaded by a call that reads every row (P198).
   */
  forget(rels: readonly string[]): void;
  /** Writes what `set` and `setListing` recorded since the last call, in one transaction. */
  commit(): void;
}

/**
 * The facts in a row's JSON text (from {@link SummaryFrontmatterCache.peek}); null when the text is
 * not valid facts (a damaged row: the note is read again).
 * Spec: issue #13, Rules for caches and indexes (never needed for a correct answer).
 */
export function readSummaryFacts(json: string): SummaryFacts | null {
  try {
    const facts = JSON.parse(json) as SummaryFacts;
    const valid =
      typeof facts.parsed === 'boolean' &&
      Array.isArray(facts.projects) &&
      facts.projects.every((p) => typeof p === 'string') &&
      (facts.dateText === null || typeof facts.dateText === 'string');
    return valid ? facts : null;
  } catch {
    return null;
  }
}

/**
 * What a summaries folder held at the last call, so that a call checks each note with its `lstat`
 * and a comparison of numbers, without reading the folder again while its folders are unchanged, and
 * without loading any note's row or keys but those of the scope (issue 13 (f): the summaries outside
 * the scope cost only their `lstat`). Entry `i` of `versions` is note `i` of `names`.
 * Spec: issue #13, Rules for caches and indexes.
 */
export interface SummaryListing {
  /** The folders the listing walked (vault paths, the summaries folder first). */
  folders: string[];
  /**
   * Per folder three numbers of its plain `lstat` when the listing was made: `mtimeMs`, `ctimeMs`,
   * `ino`; NaN when the folder may have changed within its clock's resolution of the listing, or
   * the walk met a symlink (the folder is read again then).
   */
  folderVersions: Float64Array;
  /** The notes (vault paths, in `walkFiles` order). */
  names: string[];
  /**
   * Per note {@link NOTE_NUMBERS} numbers of its plain `lstat` when it was recorded: `size`, `mtimeMs`,
   * `ctimeMs`, `ino` (the change time since L84: an edit that restores the modification time is
   * seen); NaN (never equal to anything) when nothing is known of it (a symlink, an unreadable note).
   */
  versions: Float64Array;
  /** The notes (indexes into `names`) whose project keys include one of the `wanted` keys asked for. */
  inScope: Set<number>;
  /**
   * The `find` output (`sweepOutput`) that `versions` were taken from, when every note with numbers
   * has the ones that output gives it (NaN: nothing known); absent or null otherwise. A call whose find prints the same bytes has the same numbers for every note without
   * parsing them (P81, docs/indexes.md).
   */
  sweep?: Uint8Array | null;
}

/** The numbers kept per note in a listing's `versions`: `size`, `mtimeMs`, `ctimeMs`, `ino` (L84). */
export const NOTE_NUMBERS = 4;

/**
 * `_v2`: a note's version includes its change time (L84); the tables before it are dropped, so
 * every note is read again once. `summary_frontmatter_v3` (review2 V75): its `_v2` rows were recorded
 * before V66's settle rule (a note saved again within the clock's granularity kept its old facts).
 */
const SCHEMA = `
DROP TABLE IF EXISTS summary_frontmatter;
DROP TABLE IF EXISTS summary_listing;
DROP TABLE IF EXISTS summary_folder;
DROP TABLE IF EXISTS summary_folder_sweep;
DROP TABLE IF EXISTS summary_folder_keys;
DROP TABLE IF EXISTS summary_frontmatter_v2;
CREATE TABLE IF NOT EXISTS summary_frontmatter_v3 (
  path TEXT PRIMARY KEY,
  size INTEGER NOT NULL,
  mtime_ns TEXT NOT NULL,
  ctime_ns TEXT NOT NULL,
  ino TEXT NOT NULL,
  facts TEXT NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS summary_folder_v2 (
  folder TEXT PRIMARY KEY,
  made TEXT NOT NULL,
  folders BLOB NOT NULL,
  folder_versions BLOB NOT NULL,
  names BLOB NOT NULL,
  versions BLOB NOT NULL,
  crc INTEGER NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS summary_folder_sweep_v2 (
  folder TEXT PRIMARY KEY,
  listing_crc INTEGER NOT NULL,
  output BLOB NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS summary_folder_keys_v2 (
  folder TEXT NOT NULL,
  key TEXT NOT NULL,
  notes BLOB NOT NULL,
  PRIMARY KEY (folder, key)
) STRICT, WITHOUT ROWID;
`;

/** Joins the paths of a listing into one text, kept as UTF-8 bytes (a path never holds NUL). */
const SEPARATOR = '\0';

function joinPaths(paths: readonly string[]): Uint8Array {
  return Buffer.from(paths.join(SEPARATOR), 'utf8');
}

function splitPaths(blob: Uint8Array): string[] {
  return blob.byteLength === 0
    ? []
    : Buffer.from(blob.buffer, blob.byteOffset, blob.byteLength).toString('utf8').split(SEPARATOR);
}

const caches = new Map<string, SummaryFrontmatterCache | null>();

/**
 * The summary frontmatter cache in `stateFolder` (absolute `<vault>/.meeting-assistant`), opened
 * once per process; null when the index database cannot be used.
 * Spec: issue #13, Rules for caches and indexes.
 */
export function openSummaryFrontmatterCache(
  stateFolder: string,
  opts: { onlyIfExists?: boolean } = {},
): SummaryFrontmatterCache | null {
  let cache = caches.get(stateFolder);
  if (cache === undefined) {
    if (opts.onlyIfExists && !existsSync(path.join(stateFolder, STATE_DB_FILE))) return null;
    cache = createCache(stateFolder);
    caches.set(stateFolder, cache);
  }
  return cache;
}

/** A blob of `count` doubles as a Float64Array (copied when its start is not on 8 bytes); null when its length differs. */
function doubles(blob: Uint8Array, count: number): Float64Array | null {
  if (blob.byteLength !== count * 8) return null;
  const bytes = blob.byteOffset % 8 === 0 ? blob : blob.slice();
  return new Float64Array(bytes.buffer, bytes.byteOffset, count);
}

/** A blob of note indexes (`Uint32Array`), each below `count`; null when it is not one. */
function indexes(blob: Uint8Array, count: number): Uint32Array | null {
  if (blob.byteLength % 4 !== 0) return null;
  const bytes = blob.byteOffset % 4 === 0 ? blob : blob.slice();
  const out = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  for (const i of out) if (i >= count) return null;
  return out;
}

/** `zlib.crc32(data, value)`: the zlib binding's own function, or `node:zlib`'s (see {@link listingCrc}). */
type Crc32 = (data: Uint8Array, value: number) => number;
let crc32: Crc32 | undefined;

/**
 * CRC-32 of a listing's four blobs (`zlib.crc32`'s function, taken on first use): a listing is believed
 * without reading the folder, so a damaged one must not be used (the test suite damages one with
 * consistent lengths). P239: the zlib binding's `crc32` (`process.binding('zlib')`, core's
 * `nodeBinding`), which `zlib.crc32` itself calls once it has checked its arguments (a byte array and
 * a 32-bit number here, always), gives the same numbers without loading `node:zlib`, whose module
 * loads Node's streams (20 modules and bindings, about 5 % of a `ma search`'s instructions,
 * docs/startup.md "Session 47"); `node:zlib` where the binding is not taken.
 */
function listingCrc(blobs: readonly Uint8Array[]): number {
  if (!crc32) {
    const native = nodeBinding('zlib')?.crc32;
    crc32 =
      typeof native === 'function'
        ? (native as Crc32)
        : (process.getBuiltinModule('node:zlib') as typeof import('node:zlib')).crc32;
  }
  let crc = 0;
  for (const blob of blobs) crc = crc32(blob, crc);
  return crc;
}

function bytesOf(array: Float64Array | Uint32Array): Uint8Array {
  return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
}

/** The fields of a plain `Stats` that make a file's version (`statVersion`). */
export type StatNumbers = Pick<Stats, 'size' | 'mtimeMs' | 'ctimeMs' | 'ino'>;

interface Row {
  size: number;
  mtime_ns: string;
  ctime_ns: string;
  ino: string;
  facts: string;
}

/**
 * A row as kept in memory: its version's texts also as numbers. A row written by `statVersion`
 * holds the decimal text of a double (`String(Math.round(mtimeMs * 1e6))`, the same of `ctimeMs`,
 * `String(ino)`), which
 * `Number` reads back exactly, so comparing the numbers is comparing the texts.
 */
class LoadedRow implements Row {
  readonly mtimeNum: number;
  readonly ctimeNum: number;
  readonly inoNum: number;
  constructor(
    readonly size: number,
    readonly mtime_ns: string,
    readonly ctime_ns: string,
    readonly ino: string,
    readonly facts: string,
  ) {
    this.mtimeNum = Number(mtime_ns);
    this.ctimeNum = Number(ctime_ns);
    this.inoNum = Number(ino);
  }
  /** True when `info` (a plain `lstat`) is the version this row was recorded for. */
  isAt(info: StatNumbers): boolean {
    return (
      this.size === info.size &&
      this.inoNum === info.ino &&
      this.mtimeNum === Math.round(info.mtimeMs * 1e6) &&
      this.ctimeNum === Math.round(info.ctimeMs * 1e6)
    );
  }
}

function createCache(stateFolder: string): SummaryFrontmatterCache | null {
  const db = openStateDb(stateFolder, SCHEMA);
  if (!db) return null;
  let all: StatementSync;
  let one: StatementSync;
  let put: StatementSync;
  let getListing: StatementSync;
  let getKeys: StatementSync;
  let getAllKeys: StatementSync;
  let putListing: StatementSync;
  let dropKeys: StatementSync;
  let putKeys: StatementSync;
  let getSweep: StatementSync;
  let putSweep: StatementSync;
  let dropSweep: StatementSync;
  let drop: StatementSync;
  try {
    all = db.prepare('SELECT path, size, mtime_ns, ctime_ns, ino, facts FROM summary_frontmatter_v3');
    one = db.prepare(
      'SELECT size, mtime_ns, ctime_ns, ino, facts FROM summary_frontmatter_v3 WHERE path = ?',
    );
    put = db.prepare(
      'INSERT OR REPLACE INTO summary_frontmatter_v3 (path, size, mtime_ns, ctime_ns, ino, facts) VALUES (?, ?, ?, ?, ?, ?)',
    );
    getListing = db.prepare(
      'SELECT made, folders, folder_versions, names, versions, crc FROM summary_folder_v2 WHERE folder = ?',
    );
    getKeys = db.prepare(
      'SELECT notes FROM summary_folder_keys_v2 WHERE folder = ? AND key IN (SELECT value FROM json_each(?))',
    );
    getAllKeys = db.prepare('SELECT key, notes FROM summary_folder_keys_v2 WHERE folder = ?');
    putListing = db.prepare(
      'INSERT OR REPLACE INTO summary_folder_v2 (folder, made, folders, folder_versions, names, versions, crc) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    dropKeys = db.prepare('DELETE FROM summary_folder_keys_v2 WHERE folder = ?');
    putKeys = db.prepare('INSERT INTO summary_folder_keys_v2 (folder, key, notes) VALUES (?, ?, ?)');
    getSweep = db.prepare('SELECT listing_crc, output FROM summary_folder_sweep_v2 WHERE folder = ?');
    putSweep = db.prepare(
      'INSERT OR REPLACE INTO summary_folder_sweep_v2 (folder, listing_crc, output) VALUES (?, ?, ?)',
    );
    dropSweep = db.prepare('DELETE FROM summary_folder_sweep_v2 WHERE folder = ?');
    drop = db.prepare('DELETE FROM summary_frontmatter_v3 WHERE path = ?');
  } catch {
    return null;
  }
  for (const statement of [one, getListing, getKeys, getAllKeys, getSweep])
    (statement as StatementSync & { setReturnArrays?(on: boolean): void }).setReturnArrays?.(true);
  // Every row, read in one query on the first lookup (one query per note cost more than the
  // lstat that checks it); rows written later by another process are only missed, never wrong: a
  // row is used only when the file's version is the one it records.
  let rows: Map<string, LoadedRow> | undefined;
  const pending: [string, Row][] = [];
  const forgotten: string[] = [];
  const pendingListings = new Map<string, [string, SummaryListing, readonly (readonly string[])[]]>();
  const loadRows = (): Map<string, LoadedRow> => {
    rows = new Map();
    try {
      // Rows as arrays: node:sqlite's row objects (null prototype, one property per column) cost
      // more to make and read than the lookups they serve.
      (all as StatementSync & { setReturnArrays?(on: boolean): void }).setReturnArrays?.(true);
      const raw = all.all() as unknown[];
      for (const r of raw) {
        const [path, size, mtimeNs, ctimeNs, ino, facts] = Array.isArray(r)
          ? r
          : [
              (r as Row & { path: string }).path,
              (r as Row).size,
              (r as Row).mtime_ns,
              (r as Row).ctime_ns,
              (r as Row).ino,
              (r as Row).facts,
            ];
        rows.set(
          path as string,
          new LoadedRow(size as number, mtimeNs as string, ctimeNs as string, ino as string, facts as string),
        );
      }
    } catch {
      // Busy or damaged: every note is read.
    }
    return rows;
  };
  const peek = (rel: string, version: FileVersion): string | null => {
    try {
      const row = (rows ?? loadRows()).get(rel);
      if (
        !row ||
        !sameVersion({ size: row.size, mtimeNs: row.mtime_ns, ctimeNs: row.ctime_ns, ino: row.ino }, version)
      )
        return null;
      return row.facts;
    } catch {
      return null;
    }
  };
  const peekStat = (rel: string, info: StatNumbers): string | null => {
    try {
      const row = (rows ?? loadRows()).get(rel);
      return row?.isAt(info) ? row.facts : null;
    } catch {
      return null;
    }
  };
  const factsAt = (rel: string, info: StatNumbers): SummaryFacts | null => {
    try {
      let row = rows?.get(rel);
      if (!rows) {
        const raw = one.get(rel) as unknown[] | undefined;
        row = raw
          ? new LoadedRow(
              raw[0] as number,
              raw[1] as string,
              raw[2] as string,
              raw[3] as string,
              raw[4] as string,
            )
          : undefined;
      }
      return row?.isAt(info) ? readSummaryFacts(row.facts) : null;
    } catch {
      return null;
    }
  };
  return {
    get(rel, version) {
      const json = peek(rel, version);
      return json === null ? null : readSummaryFacts(json);
    },
    peek,
    peekStat,
    factsAt,
    listing(folder, made, wanted) {
      try {
        // One read transaction: the listing and its keys rows are written together.
        db.exec('BEGIN');
        try {
          const raw = getListing.get(folder) as unknown[] | undefined;
          if (!raw || raw[0] !== made) return null;
          const [, foldersBlob, folderBlob, namesBlob, blob, crc] = raw as [
            string,
            Uint8Array,
            Uint8Array,
            Uint8Array,
            Uint8Array,
            number,
          ];
          if (listingCrc([foldersBlob, folderBlob, namesBlob, blob]) !== crc) return null;
          const folders = splitPaths(foldersBlob);
          const names = splitPaths(namesBlob);
          const folderVersions = doubles(folderBlob, folders.length * 3);
          const versions = doubles(blob, names.length * NOTE_NUMBERS);
          if (!folderVersions || !versions) return null;
          const inScope = new Set<number>();
          for (const row of getKeys.all(folder, JSON.stringify(wanted)) as unknown as unknown[][]) {
            const notes = indexes(row[0] as Uint8Array, names.length);
            if (!notes) return null;
            for (const i of notes) inScope.add(i);
          }
          // The find output these numbers came from, when it was recorded with this very listing.
          const swept = getSweep.get(folder) as unknown[] | undefined;
          const sweep = swept && swept[0] === crc && swept[1] instanceof Uint8Array ? swept[1] : null;
          return { folders, folderVersions, names, versions, inScope, sweep };
        } finally {
          db.exec('COMMIT');
        }
      } catch {
        return null;
      }
    },
    listingKeys(folder, count) {
      try {
        const keys: string[][] = Array.from({ length: count }, () => []);
        for (const [key, blob] of getAllKeys.all(folder) as unknown as [string, Uint8Array][]) {
          const notes = indexes(blob, count);
          if (typeof key !== 'string' || !notes) return null;
          for (const i of notes) keys[i]?.push(key);
        }
        return keys;
      } catch {
        return null;
      }
    },
    setListing(folder, made, listing, keys) {
      pendingListings.set(folder, [made, listing, keys]);
    },
    set(rel, version, facts) {
      const row = {
        size: version.size,
        mtime_ns: version.mtimeNs,
        ctime_ns: version.ctimeNs,
        ino: version.ino,
        facts: JSON.stringify(facts),
      };
      rows?.set(rel, new LoadedRow(row.size, row.mtime_ns, row.ctime_ns, row.ino, row.facts));
      pending.push([rel, row]);
    },
    forget(rels) {
      for (const rel of rels) {
        rows?.delete(rel);
        forgotten.push(rel);
      }
    },
    commit() {
      if (pending.length === 0 && pendingListings.size === 0 && forgotten.length === 0) return;
      const gone = forgotten.splice(0);
      const batch = pending.splice(0);
      const listings = [...pendingListings];
      pendingListings.clear();
      // One transaction: a commit per row (one fsync each) cost about 1.5 ms per note, 8 s for
      // 5,000 new summaries.
      try {
        db.exec('BEGIN IMMEDIATE');
        try {
          for (const rel of gone) drop.run(rel);
          for (const [rel, row] of batch)
            put.run(rel, row.size, row.mtime_ns, row.ctime_ns, row.ino, row.facts);
          for (const [folder, [made, listing, keys]] of listings) {
            const blobs = [
              joinPaths(listing.folders),
              bytesOf(listing.folderVersions),
              joinPaths(listing.names),
              bytesOf(listing.versions),
            ];
            const crc = listingCrc(blobs);
            putListing.run(folder, made, ...blobs, crc);
            dropSweep.run(folder);
            if (listing.sweep) putSweep.run(folder, crc, listing.sweep);
            dropKeys.run(folder);
            const byKey = new Map<string, number[]>();
            for (const [i, noteKeys] of keys.entries())
              for (const key of new Set(noteKeys)) {
                const notes = byKey.get(key);
                if (notes) notes.push(i);
                else byKey.set(key, [i]);
              }
            for (const [key, notes] of byKey) putKeys.run(folder, key, bytesOf(Uint32Array.from(notes)));
          }
          db.exec('COMMIT');
        } catch (error) {
          db.exec('ROLLBACK');
          throw error;
        }
      } catch {
        // Busy or read-only: the next call reads these notes again.
      }
    },
  };
}
