/**
 * What identifies the text of a file for the stale-write check (docs/stale-writes.md): its SHA-256,
 * UTF-8 length, line count and whether it ends with a line break, computed once per file version.
 * A big file's digest is kept in the vault's index database (table `text_digests`, docs/indexes.md),
 * keyed like the line index (path + size + modification time in ns + inode), so reading a range of
 * a 1 GB transcript again does not hash the whole file again, in this process or the next.
 * Spec: docs/stale-writes.md (review4 P22); issue #13 (ranged reads; rules for caches and indexes).
 */

import { sha256Text } from '../audit/sha256-text.js';
import { stat } from '../fs/blocking-fs.js';
import { settled } from '../fs/changed-recently.js';
import { countByte } from '../fs/count-byte.js';
import { checkTextChunk, Utf8ChunkCheck } from '../fs/decode-text.js';
import { LoneCrCheck } from '../fs/lone-cr.js';
import { readChunks } from '../fs/read-chunks.js';
import { readTextOrNull } from '../fs/read-text-or-null.js';
import type { SaveWait } from '../fs/save-in-progress.js';
import { type FileVersion, fileVersion, sameVersion } from '../state/file-version.js';
import { openStateDb } from '../state/open-state-db.js';
import { LINE_INDEX_MIN_BYTES } from './read-lines.js';
import { countLines } from './split-lines.js';

/**
 * The digest of a text: `hash` = SHA-256 (hex) of its UTF-8 bytes (for a file read as text: of the
 * file's bytes, BOM included), `bytes` = that UTF-8 length, `lines` = {@link countLines}, `closed` =
 * empty or ending with `\n` (text added after it moves no line).
 * Spec: docs/stale-writes.md (review4 P22).
 */
export interface TextDigest {
  hash: string;
  /** UTF-8 bytes. */
  bytes: number;
  lines: number;
  closed: boolean;
}

/**
 * The {@link TextDigest} of a text in memory.
 * Spec: docs/stale-writes.md (review4 P22).
 */
export function digestText(text: string): TextDigest {
  return {
    hash: sha256Text(text) as string,
    bytes: Buffer.byteLength(text, 'utf8'),
    lines: countLines(text),
    closed: text === '' || text.endsWith('\n'),
  };
}

/**
 * Options of {@link readTextDigest}.
 * Spec: issue #13 (rules for caches and indexes).
 */
export interface ReadTextDigestOptions {
  /**
   * The vault's state folder (`<vault>/.meeting-assistant`, absolute): files of at least
   * {@link LINE_INDEX_MIN_BYTES} keep their digest in its index database, so an unchanged file is
   * never read again for it. Without it (or when the database cannot be used) the file is read.
   */
  indexFolder?: string;
  /**
   * When true, a file under {@link LINE_INDEX_MIN_BYTES} is not read at all and the result is null,
   * as for a missing file: for a caller that reads small files whole anyway (one read, not two).
   */
  largeOnly?: boolean;
  /**
   * How to wait when the file is found empty while another program saves it in place (the digest is
   * then that of the saved text, core `readTextOrNull` / `readChunks`). Default a timer; a test seam.
   */
  wait?: SaveWait | undefined;
}

/**
 * The {@link TextDigest} of the file at `abs` as `readTextOrNull` would read it (the same hash,
 * length and lines as `digestText(await readTextOrNull(abs))`), or null when it does not exist
 * (or, with `largeOnly`, is smaller than {@link LINE_INDEX_MIN_BYTES} or no regular file).
 * A file of {@link LINE_INDEX_MIN_BYTES} or more is streamed in 64 kB chunks (never held as one
 * string) and, with `indexFolder`, its digest is taken from / recorded in the index database,
 * keyed by the file's version; recorded only when the file did not change while it was read and had
 * not changed for a while before (core `settled`: a save in the same timestamp step could keep the version).
 * @param abs an absolute path already checked by `resolveSafePath`.
 * @throws NotTextError when the file is not UTF-8 text (NUL bytes, a UTF-16 BOM, invalid UTF-8), or
 *   has a lone CR line break (`lone-cr`, review9 V11), as `readTextOrNull` refuses it.
 * @throws any other I/O error.
 * Spec: docs/stale-writes.md (review4 P22); issue #13 (ranged reads of a 1 GB transcript cost the range).
 */
export async function readTextDigest(
  abs: string,
  options: ReadTextDigestOptions = {},
): Promise<TextDigest | null> {
  let info: Awaited<ReturnType<typeof statBig>>;
  const askedAt = Date.now();
  try {
    info = await statBig(abs);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
  if (!info.isFile() || info.size < BigInt(LINE_INDEX_MIN_BYTES)) {
    if (options.largeOnly) return null;
    const text = await readTextOrNull(abs, { wait: options.wait });
    return text === null ? null : digestText(text);
  }
  const version = fileVersion(info);
  const store = options.indexFolder ? openDigests(options.indexFolder) : null;
  const known = store?.lookup(abs, version);
  if (known) return known;
  const digest = await streamDigest(abs, options.wait);
  const after = await statBig(abs).catch(() => null);
  // Review s38 V61: and only when it had settled before it was read: a second save within one
  // timestamp step of the file system (1-2 s on FAT, HFS+, SMB) can leave the same size and times.
  if (store && after && sameVersion(fileVersion(after), version) && settled(info, askedAt))
    store.store(abs, version, digest);
  return digest;
}

function statBig(abs: string) {
  return stat(abs, { bigint: true });
}

const LF = 0x0a;

async function streamDigest(abs: string, wait: SaveWait | undefined): Promise<TextDigest> {
  const hash = process.getBuiltinModule('node:crypto').createHash('sha256');
  let bytes = 0;
  let breaks = 0;
  let last = -1;
  let bom = false;
  const utf8 = new Utf8ChunkCheck(abs);
  const crCheck = new LoneCrCheck(abs);
  for await (const chunk of readChunks(abs, { wait })) {
    if (chunk.length === 0) continue;
    checkTextChunk(chunk, abs, bytes === 0, bytes);
    // One count of line breaks for the three users (issue #13: was three passes of indexOf).
    const lfs = countByte(chunk, LF);
    crCheck.chunk(chunk, bytes, lfs);
    if (bytes === 0) bom = chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf;
    hash.update(chunk);
    utf8.chunk(chunk, bytes, lfs);
    breaks += lfs;
    bytes += chunk.length;
    last = chunk[chunk.length - 1] as number;
  }
  utf8.end();
  crCheck.end();
  const closed = bytes === 0 || last === LF;
  const empty = bytes === 0 || (bom && bytes === 3);
  return { hash: hash.digest('hex'), bytes, lines: empty ? 0 : closed ? breaks : breaks + 1, closed };
}

/**
 * `_v2`: the file's change time is part of its version (L84); `_v3` (review2 V75): rows recorded
 * before V61's settle rule may hold a digest of a file saved again within the clock's granularity;
 * the tables before it are dropped, every digest is recorded again once.
 */
const SCHEMA = `
DROP TABLE IF EXISTS text_digests;
DROP TABLE IF EXISTS text_digests_v2;
CREATE TABLE IF NOT EXISTS text_digests_v3 (
  path TEXT PRIMARY KEY,
  size INTEGER NOT NULL,
  mtime_ns TEXT NOT NULL,
  ctime_ns TEXT NOT NULL,
  ino TEXT NOT NULL,
  hash TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  lines INTEGER NOT NULL,
  closed INTEGER NOT NULL
) STRICT;
`;

interface DigestStore {
  lookup(absPath: string, version: FileVersion): TextDigest | null;
  store(absPath: string, version: FileVersion, digest: TextDigest): void;
}

const stores = new Map<string, DigestStore | null>();

function openDigests(stateFolder: string): DigestStore | null {
  let found = stores.get(stateFolder);
  if (found === undefined) {
    found = createStore(stateFolder);
    stores.set(stateFolder, found);
  }
  return found;
}

function createStore(stateFolder: string): DigestStore | null {
  const db = openStateDb(stateFolder, SCHEMA);
  if (!db) return null;
  try {
    const get = db.prepare(
      'SELECT size, mtime_ns, ctime_ns, ino, hash, bytes, lines, closed FROM text_digests_v3 WHERE path = ?',
    );
    const put = db.prepare(
      'INSERT OR REPLACE INTO text_digests_v3 (path, size, mtime_ns, ctime_ns, ino, hash, bytes, lines, closed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    return {
      lookup(absPath, version) {
        try {
          const row = get.get(absPath) as
            | {
                size: number;
                mtime_ns: string;
                ctime_ns: string;
                ino: string;
                hash: string;
                bytes: number;
                lines: number;
                closed: number;
              }
            | undefined;
          if (
            !row ||
            !sameVersion(
              { size: row.size, mtimeNs: row.mtime_ns, ctimeNs: row.ctime_ns, ino: row.ino },
              version,
            )
          )
            return null;
          return { hash: row.hash, bytes: row.bytes, lines: row.lines, closed: row.closed === 1 };
        } catch {
          return null;
        }
      },
      store(absPath, version, digest) {
        try {
          put.run(
            absPath,
            version.size,
            version.mtimeNs,
            version.ctimeNs,
            version.ino,
            digest.hash,
            digest.bytes,
            digest.lines,
            digest.closed ? 1 : 0,
          );
        } catch {
          // Busy or read-only: the next read computes the digest again.
        }
      },
    };
  } catch {
    return null;
  }
}

/**
 * The {@link TextDigest} of the first `bytes` bytes of the file at `abs` (whole lines: `bytes` is
 * just past a line break), holding `lines` lines: what a read that stopped after its range
 * (`readLines` with `countAll: false`) showed the lines of. A write resting on those lines checks
 * that the file still starts with them (`closed`: lines after them may have changed or been added).
 * Reads only those bytes. Null when the file no longer has them.
 * Spec: issue #13 (ranged reads of big files); docs/stale-writes.md.
 */
export async function readPrefixDigest(
  abs: string,
  bytes: number,
  lines: number,
): Promise<TextDigest | null> {
  const hash = process.getBuiltinModule('node:crypto').createHash('sha256');
  let read = 0;
  for await (const chunk of readChunks(abs)) {
    const part = chunk.subarray(0, Math.min(chunk.length, bytes - read));
    hash.update(part);
    read += part.length;
    if (read >= bytes) break;
  }
  return read < bytes ? null : { hash: hash.digest('hex'), bytes, lines, closed: true };
}
