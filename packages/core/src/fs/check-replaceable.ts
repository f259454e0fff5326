import { ProtectedFileError } from '../errors/protected-file-error.js';

/**
 * Refuses to replace or trash the existing file at `abs` (absolute) whose `stats` (of `stat`: the
 * file a symlink points to) show it is protected: no owner write bit (the user made it read-only:
 * `chmod 444`, the read-only attribute) — checked on the mode bits themselves, not with `access()`,
 * which passes for root; with `links`, also more than one hard link (replacing it by temp file +
 * rename would leave the other names holding the old text). Folders and other non-files pass.
 * @param stats - `mode` (permission and type bits) and `nlink` (hard link count) of the file
 * @param opts - `links`: whether a hard-linked file is refused too (a write: yes; a move to the
 *   trash: no, the other names keep the file as it was, which is what removing one name means)
 * @throws ProtectedFileError (`read-only` | `hard-linked`); nothing was written.
 * Spec: review7 T6; docs/atomic-writes.md (Read-only and hard-linked files).
 */
export function checkReplaceable(
  abs: string,
  stats: { mode: number; nlink: number; isFile(): boolean },
  opts: { links: boolean },
): void {
  if (!stats.isFile()) return;
  if ((stats.mode & 0o200) === 0) throw new ProtectedFileError(abs, 'read-only');
  if (opts.links && stats.nlink > 1) throw new ProtectedFileError(abs, 'hard-linked', stats.nlink);
}

/**
 * What a failure to create a file in the folder of `abs` (the temp file of an atomic write, or a
 * missing folder) means for the write of `abs`: permission denied (EACCES, EPERM) or a read-only
 * file system (EROFS) become a {@link ProtectedFileError} naming `abs` — the file meant, never our
 * temp file's name — (`folder-not-writable`, `read-only-file-system`); any other error is returned
 * as it is. Use: `throw notWritable(abs, error)`.
 * @param error - what `open(temp, 'wx')` or `mkdir` threw
 * Spec: docs/atomic-writes.md (Folders this user may not write); newcomer session 33 N1, N6.
 */
export function notWritable(abs: string, error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EACCES' || code === 'EPERM') return new ProtectedFileError(abs, 'folder-not-writable');
  if (code === 'EROFS') return new ProtectedFileError(abs, 'read-only-file-system');
  return error;
}
