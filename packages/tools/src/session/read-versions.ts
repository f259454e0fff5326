/**
 * What the model last read of each file in one tool session, so a write that rests on those lines
 * (`from`+`to`, `insert`, `replace_file`, a ranged `override_speaker`) is refused when the file
 * changed since (another program: Obsidian, a recorder, a sync), instead of landing on other lines.
 * Spec: docs/stale-writes.md; docs/tools.md (Write modes); review4 P22.
 */
import {
  countLines,
  digestText,
  type FileVersion,
  fsOps,
  readPrefixDigest,
  readTextDigest,
  type SaveWait,
  sameVersion,
  sha256Text,
  statVersion,
  type TextDigest,
  waitWhileSaving,
} from '@ma/core';
import { refuse } from '../output/refusal.js';

/**
 * One read version: core's {@link TextDigest} of the text read (SHA-256 of its UTF-8 bytes; a context
 * note's notes only), its UTF-8 length, its line count, and whether it ended with a line break
 * (then text added after it moves no line the model saw). `changed` = the file changed while it
 * was being read: what was shown cannot be trusted, any write resting on it is refused.
 */
type Seen = TextDigest | 'changed';

/** How a stale write is named in its refusal. */
export interface StaleCheck {
  /** Vault-relative path shown to the model. */
  rel: string;
  /** The read tool that shows the lines again (granular name; compact wording maps it). */
  reread: string;
}

/**
 * Per-session memory of the versions the model read (keyed by a string the tools choose: the
 * file's absolute path, `#notes` appended for the context note's notes). Writes of one session
 * run one at a time (the mutation queue); reads may run beside them, which is safe: a read
 * records the version it showed, a write checks and updates under the file lock.
 * Spec: docs/stale-writes.md; review4 P22.
 */
export interface ReadVersions {
  /** Records that the model was shown `text` of `key` (replacing an older record). */
  remember(key: string, text: string): void;
  /** Records that the model was shown the text of `key` whose digest is `digest` (core `readTextDigest`). */
  rememberDigest(key: string, digest: TextDigest): void;
  /** Records that `key` changed while it was read: the next write resting on it is refused. */
  changedWhileRead(key: string): void;
  /**
   * The hash (core `TextDigest.hash`) of the version of `key` the model was last shown, or `null` when it was
   * never read or changed while it was read. Transcript reads carry it, so coverage counts only reads of the
   * transcript as it is now (review U8).
   */
  version(key: string): string | null;
  /**
   * Refuses (throws) when `key` was read in this session and `current` (its text now; null: gone)
   * is not that text or that text with lines added after its final line break. A key never read
   * passes (docs/stale-writes.md: such a write is applied as asked).
   * @throws ToolRefusal `<rel> changed since you read it (by another program?): now N lines, was M; nothing was written`.
   */
  check(key: string, current: string | null, how: StaleCheck): void;
  /**
   * After the session's own write `before` → `after`: when `key` was read and `before` was still
   * what was read (or grew after it), the model now knows `after`; else the record is kept (a
   * later write resting on the old read is still refused). A key never read stays unrecorded.
   */
  wrote(key: string, before: string | null, after: string): void;
  /**
   * {@link ReadVersions.wrote} for a write known by digests only (a streamed append to a big file,
   * never held whole): when `key`'s record is the whole of `before` (same SHA-256), the model now
   * knows `after`; else the record is kept (a read of a prefix still holds: an append moves no line
   * before the end).
   * Spec: docs/stale-writes.md; issue #13 (appends to big files stream).
   */
  wroteDigest(key: string, before: TextDigest, after: TextDigest): void;
  /**
   * The length (UTF-8 bytes) of the text the model was last shown of `key`, or null when it was
   * never read or changed while read: a write that never holds the file whole (a streamed range
   * rewrite) asks for the SHA-256 of the file's first that many bytes to run {@link ReadVersions.checkDigest}.
   */
  readBytes(key: string): number | null;
  /**
   * {@link ReadVersions.check} for a file known by digests only (a streamed range rewrite of a big
   * file): `now` is the file's digest and `prefixHash` the SHA-256 of its first
   * {@link ReadVersions.readBytes} bytes (null: shorter, or not asked). The same rule and refusal:
   * unchanged is the text read, or it with lines added after its final line break.
   * @returns true when `key` was read (and is unchanged): after the write, record the new digest
   *   (`rememberDigest`), as {@link ReadVersions.wrote} does; false when it was never read.
   * @throws ToolRefusal as {@link ReadVersions.check}.
   * Spec: docs/stale-writes.md; issue #13 (range rewrites of big files stream).
   */
  checkDigest(key: string, now: TextDigest & { prefixHash: string | null }, how: StaleCheck): boolean;
}

/** Creates an empty {@link ReadVersions} (one per tool session). Spec: docs/stale-writes.md. */
export function createReadVersions(): ReadVersions {
  const seen = new Map<string, Seen>();
  const matches = (entry: Seen, current: string | null): boolean => {
    if (entry === 'changed' || current === null) return false;
    if (sha256Text(current) === entry.hash) return true;
    // Lines added after the last line break read move none of the lines the model saw.
    if (!entry.closed || Buffer.byteLength(current, 'utf8') <= entry.bytes) return false;
    const head = Buffer.from(current, 'utf8').subarray(0, entry.bytes);
    return (
      process.getBuiltinModule('node:crypto').createHash('sha256').update(head).digest('hex') === entry.hash
    );
  };
  const remember = (key: string, text: string): void => {
    seen.set(key, digestText(text));
  };
  return {
    remember,
    rememberDigest: (key, digest) => seen.set(key, digest),
    changedWhileRead: (key) => seen.set(key, 'changed'),
    version: (key) => {
      const entry = seen.get(key);
      return entry === undefined || entry === 'changed' ? null : entry.hash;
    },
    check(key, current, how) {
      const entry = seen.get(key);
      if (entry === undefined || matches(entry, current)) return;
      staleRefusal(entry, current === null ? null : countLines(current), how);
    },
    readBytes: (key) => {
      const entry = seen.get(key);
      return entry === undefined || entry === 'changed' ? null : entry.bytes;
    },
    checkDigest(key, now, how) {
      const entry = seen.get(key);
      if (entry === undefined) return false;
      // The same rule as `matches`, on digests: the text read, or it with lines added after its end.
      const same =
        entry !== 'changed' &&
        (now.hash === entry.hash ||
          (entry.closed && now.bytes > entry.bytes && now.prefixHash === entry.hash));
      if (!same) staleRefusal(entry, now.lines, how);
      return true;
    },
    wrote(key, before, after) {
      const entry = seen.get(key);
      if (entry !== undefined && matches(entry, before)) remember(key, after);
    },
    wroteDigest(key, before, after) {
      const entry = seen.get(key);
      if (entry !== undefined && entry !== 'changed' && entry.hash === before.hash) seen.set(key, after);
    },
  };
}

/** Throws the stale-write refusal: `now` the file's lines (null: it is gone), `entry` what was read. */
function staleRefusal(entry: Seen, now: number | null, how: StaleCheck): never {
  const is = now === null ? 'it no longer exists' : `now ${lineCount(now)}`;
  const was = entry === 'changed' ? 'it changed while it was being read' : `was ${lineCount(entry.lines)}`;
  return refuse(
    `${how.rel} changed since you read it (by another program?): ${is}, ${was}; nothing was written`,
    `read it again (${how.reread}) and retry with the line numbers you see then`,
  );
}

function lineCount(n: number): string {
  return `${n} line${n === 1 ? '' : 's'}`;
}

/**
 * Runs `read` (a read of the file at `abs` that shows its lines) and records in `reads` the text
 * it showed: the file's version (size, mtime, ctime, inode) is taken before and after, and the text's
 * digest (core `readTextDigest`) in between; a file that changed meanwhile is recorded as changed
 * while read. With `indexFolder` (the vault's state folder) a big file's digest comes from the
 * vault's index database while the file is unchanged, so a ranged read of a 1 GB transcript does
 * not read the whole file again (issue #13). `partial` names, for a result read only up to its range
 * (core `readLines` with `countAll: false`), the bytes and lines read: the record is then the digest of
 * those bytes (core `readPrefixDigest`), so a write resting on them checks that the file still starts
 * with them. A file that another program is saving in place (empty, changed just now: core
 * `waitWhileSaving`) is waited for first (`wait`: how, default a timer), so the version recorded is
 * the saved one, not the empty moment's (docs/atomic-writes.md, Saves in progress). Returns `read`'s
 * result.
 * @throws what `read` throws (nothing is recorded then); ConcurrentEditError when the file stays
 *   empty and keeps changing for about 5 s.
 * Spec: docs/stale-writes.md; review4 P22; issue #13 (ranged reads).
 */
export async function recordRead<T>(
  reads: ReadVersions,
  abs: string,
  read: () => Promise<T>,
  indexFolder?: string,
  partial?: (out: T) => { rangeEnd: number; lines: number } | null,
  wait?: SaveWait,
): Promise<T> {
  await waitWhileSaving(abs, wait);
  const before = await versionOf(abs);
  const out = await read();
  // Issue #13: a read that stopped after its range records the bytes it read, not the whole file.
  const prefix = partial?.(out) ?? null;
  const digest = await (prefix
    ? readPrefixDigest(abs, prefix.rangeEnd, prefix.lines)
    : readTextDigest(abs, { ...(indexFolder ? { indexFolder } : {}), wait })
  ).catch(() => null);
  const after = await versionOf(abs);
  if (before && after && digest !== null && sameVersion(before, after)) reads.rememberDigest(abs, digest);
  else reads.changedWhileRead(abs);
  return out;
}

async function versionOf(abs: string): Promise<FileVersion | null> {
  return fsOps.stat(abs).then(statVersion, () => null);
}
