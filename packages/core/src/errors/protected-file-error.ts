import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.ProtectedFileError');

/**
 * Why {@link ProtectedFileError} refused a write: `read-only`, the file has no owner write bit (the
 * user locked it, e.g. `chmod 444` or the read-only attribute); `hard-linked`, the file has more than
 * one hard link (the same file under other names), which replacing it by temp file + rename would split.
 * Spec: review7 T6; docs/atomic-writes.md (Read-only and hard-linked files).
 */
export type ProtectedFileReason = 'read-only' | 'hard-linked';

/**
 * A write (or a replacement through the trash) was refused before anything changed, because the
 * existing file at `path` (absolute) is read-only or hard-linked; see {@link ProtectedFileReason}.
 * `links` is the file's hard link count (≥ 1). Every file is left as it was.
 * Spec: review7 T6 (a file the user made read-only is never rewritten; a hard-linked file never
 * silently stops being shared); docs/atomic-writes.md; seed 004 (write to a temp file and replace the
 * note only after the write completes: a shared file cannot be replaced that way, so it is refused).
 */
export class ProtectedFileError extends MaError {
  readonly [marker] = true;
  constructor(
    readonly path: string,
    readonly reason: ProtectedFileReason,
    readonly links = 1,
  ) {
    super(
      reason === 'read-only'
        ? `${path} is read-only; nothing was written`
        : `${path} has ${links} hard links (the same file under other names), which replacing it would split; nothing was written`,
    );
  }
  static override isInstance = markerGuard<ProtectedFileError>(marker);
}
