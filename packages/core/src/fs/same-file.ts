/**
 * Whether two paths name one file on disk, for checks that must never take two files for one
 * (core `numberedMeetingCopyOf`, `ma import`'s linked-transcript check). Spec: leftovers L359/L377.
 */
import type { BigIntStats } from 'node:fs';
import { stat } from 'node:fs/promises';

/** The stat fields {@link sameFileStats} compares, as `stat(…, { bigint: true })` gives them. */
export type SameFileFields = Pick<BigIntStats, 'dev' | 'ino' | 'nlink' | 'size' | 'mtimeNs'>;

/** A `stat(path, { bigint: true })`: the seam {@link sameFileOnDisk} reads file ids through. */
export type BigIntStat = (path: string) => Promise<BigIntStats>;

const bigintStat: BigIntStat = (path) => stat(path, { bigint: true });

/**
 * True when `a` and `b` (stats of two files reached by different resolved paths) are one file by a
 * second name, a hard link: the same device and inode, trusted only when the file system gives one
 * (inode not 0) and both stats agree that the file has more than one name (`nlink` ≥ 2), the same size
 * and the same modification time. A file system that reports inode 0 for every file, or one inode for
 * all (some FUSE, SMB and FAT mounts), makes two different files look alike by dev+ino; their link
 * counts (1 each), sizes or times tell them apart, and when they cannot the answer is "cannot tell",
 * which is `false`: two transcripts are never taken for one (a meeting is never left alone as a copy on
 * a guess). A symlink needs no inode: resolved paths (realpaths) already compare equal. The fields are
 * bigints (L396): NTFS file ids and some network file systems' inodes pass 2^53, where a plain stat's
 * numbers round two different ids to one.
 *
 * @param a - stats of the first file; @param b - stats of the second.
 * Spec: docs/hostile-cases.md (numbered copies: file systems without inodes; leftovers L377).
 */
export function sameFileStats(a: SameFileFields, b: SameFileFields): boolean {
  if (a.ino === 0n || b.ino === 0n) return false;
  if (a.nlink < 2n || b.nlink < 2n) return false;
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs;
}

/**
 * True when the absolute paths `a` and `b` are one existing file: the same path, else {@link sameFileStats}
 * of their bigint stats (a path that cannot be statted, or no file, is false). Never throws.
 * @param statOf - the stat to read ids with (tests give file ids past 2^53); default `stat(…, { bigint: true })`.
 * Spec: leftovers L359, L377, L396.
 */
export async function sameFileOnDisk(
  a: string,
  b: string,
  statOf: BigIntStat = bigintStat,
): Promise<boolean> {
  const [sa, sb] = await Promise.all([statOf(a).catch(() => null), statOf(b).catch(() => null)]);
  return sa !== null && sb !== null && sa.isFile() && sb.isFile() && (a === b || sameFileStats(sa, sb));
}
