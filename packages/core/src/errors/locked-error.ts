import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.LockedError');

/**
 * An atomic write gave up: renaming the finished temp file over `path` kept
 * failing with EPERM/EACCES/EBUSY (another program holds the note open, typical
 * on Windows) after bounded retries. The original file is untouched and the
 * temp file was removed. `path` is the absolute path that was being written.
 * Spec: hostile case B43; docs/contracts.md (@ma/core, Files).
 */
export class LockedError extends MaError {
  readonly [marker] = true;
  readonly reason = 'locked' as const;
  constructor(
    readonly path: string,
    options: { cause?: unknown } = {},
  ) {
    super(`note is locked by another program: ${path}`, options);
  }
  static override isInstance = markerGuard<LockedError>(marker);
}
