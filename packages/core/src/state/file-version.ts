/**
 * What identifies one version of a file for the vault's caches.
 * Spec: issue #13, Rules for caches and indexes.
 */
import type { BigIntStats, Stats } from 'node:fs';

/**
 * An edit in any program changes at least one of these (size, modification time in nanoseconds,
 * inode change time in nanoseconds, inode: an atomic rename gives a new inode), so a cache entry
 * keyed by all four is not stale (once the file had settled, below). The change time (`ctime`) is set by the kernel on every write
 * and cannot be set back, so an edit that keeps the size and restores the modification time
 * (`rsync -t`, `touch -r`, `cp -p` onto the file, a sync tool keeping times) still changes it (L84).
 * Settled (core `settled`): two saves within one timestamp step of the file system (1-2 s on FAT, HFS+, SMB) can leave the same four, so an entry is recorded only for a file
 * that had not changed for a while before it was read (review s38 V61).
 * Spec: issue #13, Rules for caches and indexes; docs/indexes.md; L84.
 */
export interface FileVersion {
  /** Bytes. */
  size: number;
  /** Modification time, nanoseconds since the epoch, as decimal text. */
  mtimeNs: string;
  /** Inode change time (`ctime`), nanoseconds since the epoch, as decimal text (L84). */
  ctimeNs: string;
  /** Inode number as decimal text. */
  ino: string;
}

/**
 * The version of a file from its `stat(…, { bigint: true })`.
 * Spec: issue #13, Rules for caches and indexes.
 */
export function fileVersion(info: BigIntStats): FileVersion {
  return {
    size: Number(info.size),
    mtimeNs: String(info.mtimeNs),
    ctimeNs: String(info.ctimeNs),
    ino: String(info.ino),
  };
}

/**
 * The version of a file from a plain `stat` (numbers, not bigints: about half the cost, for a
 * cache that checks thousands of files per call). The modification and change times are as precise as
 * `mtimeMs` and `ctimeMs` are (a double: about 0.2 µs today), the inode exact below 2^53. Versions from this
 * function and from {@link fileVersion} differ for the same file: a cache keeps to one of the two.
 * Spec: issue #13, Rules for caches and indexes.
 */
export function statVersion(info: Stats): FileVersion {
  return {
    size: info.size,
    mtimeNs: String(Math.round(info.mtimeMs * 1e6)),
    ctimeNs: String(Math.round(info.ctimeMs * 1e6)),
    ino: String(info.ino),
  };
}

/**
 * True when both versions are the same.
 * Spec: issue #13, Rules for caches and indexes.
 */
export function sameVersion(a: FileVersion, b: FileVersion): boolean {
  return a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs && a.ino === b.ino;
}
