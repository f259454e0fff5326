import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.LockedError');

/**
 * An atomic write gave up (or, `takenOver`, lost its file lock before its rename): renaming the finished temp file over `path` kept
 * failing with EPERM/EACCES/EBUSY (another program holds the note open, typical
 * on Windows) after bounded retries. The original file is untouched and the
 * temp file was removed. `path` is the absolute path that was being written.
 * Spec: hostile case B43; docs/contracts.md (@ma/core, Files).
 */
export class LockedError extends MaError {
  readonly [marker] = true;
  readonly reason = 'locked' as const;
  /**
   * True when this process held the file's lock and lost it before its rename (L353: stalled longer
   * than the lock's stale time, another writer took it over): nothing was written.
   */
  readonly takenOver: boolean;
  constructor(
    readonly path: string,
    options: { cause?: unknown; takenOver?: boolean } = {},
  ) {
    super(
      options.takenOver
        ? `the write lock of ${path} was taken over by another program while this one was stalled (not refreshed within its stale time); nothing was written: try again`
        : `note is locked by another program: ${path}`,
      options,
    );
    this.takenOver = options.takenOver === true;
  }
  static override isInstance = markerGuard<LockedError>(marker);
}
