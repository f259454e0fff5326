import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.ConcurrentEditError');

/**
 * A file kept changing on disk (another program saved it) every time an edit was about to replace
 * it, so the edit gave up without writing: nothing of the other program's text is lost. `file` is
 * the path the edit was given (absolute); the message names its file name; `tries` how many times
 * the edit was redone on the newer text.
 * Spec: docs/atomic-writes.md (Concurrent saves); newcomer report defect 3.
 */
export class ConcurrentEditError extends MaError {
  readonly [marker] = true;
  readonly reason = 'changed' as const;
  constructor(
    readonly file: string,
    readonly tries: number,
  ) {
    super(
      `${file.split(/[\\/]/).pop() || file}: changed on disk while it was being edited (${tries} tries); nothing was written`,
    );
  }
  static override isInstance = markerGuard<ConcurrentEditError>(marker);
}
