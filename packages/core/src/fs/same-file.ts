/**
 * Whether two paths name one file on disk, for checks that must never take two files for one
 * (core `numberedMeetingCopyOf`, `ma import`'s linked-transcript check). Spec: leftovers L359/L377.
 */
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';

/**
 * True when `a` and `b` (stats of two files reached by different resolved paths) are one file by a
 * second name, a hard link: the same device and inode, trusted only when the file system gives one
 * (inode not 0) and both stats agree that the file has more than one name (`nlink` ≥ 2), the same size
 * and the same modification time. A file system that reports inode 0 for every file, or one inode for
 * all (some FUSE, SMB and FAT mounts), makes two different files look alike by dev+ino; their link
 * counts (1 each), sizes or times tell them apart, and when they cannot the answer is "cannot tell",
 * which is `false`: two transcripts are never taken for one (a meeting is never left alone as a copy on
 * a guess). A symlink needs no inode: resolved paths (realpaths) already compare equal.
 *
 * @param a - stats of the first file; @param b - stats of the second.
 * Spec: docs/hostile-cases.md (numbered copies: file systems without inodes; leftovers L377).
 */
export function sameFileStats(
  a: Pick<Stats, 'dev' | 'ino' | 'nlink' | 'size' | 'mtimeMs'>,
  b: Pick<Stats, 'dev' | 'ino' | 'nlink' | 'size' | 'mtimeMs'>,
): boolean {
  if (a.ino === 0 || b.ino === 0) return false;
  if (a.nlink < 2 || b.nlink < 2) return false;
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;
}

/**
 * True when the absolute paths `a` and `b` are one existing file: the same path, else {@link sameFileStats}
 * of their stats (a path that cannot be statted, or no file, is false). Never throws.
 * Spec: leftovers L359, L377.
 */
export async function sameFileOnDisk(a: string, b: string): Promise<boolean> {
  const [sa, sb] = await Promise.all([stat(a).catch(() => null), stat(b === a ? a : b).catch(() => null)]);
  return sa !== null && sb !== null && sa.isFile() && sb.isFile() && (a === b || sameFileStats(sa, sb));
}
