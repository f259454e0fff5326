import { MaError, markerGuard } from './ma-error.js';
import { type NothingWritten, sayWritten } from './nothing-written.js';

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
  /** L280: the message in parts around its "nothing was written" ({@link NothingWritten}). */
  readonly nothingWritten: NothingWritten;
  constructor(
    readonly file: string,
    readonly tries: number,
  ) {
    const parts = {
      before: `${file.split(/[\\/]/).pop() || file}: changed on disk while it was being edited (${tries} tries); `,
      after: '',
    };
    super(sayWritten(parts));
    this.nothingWritten = parts;
  }
  static override isInstance = markerGuard<ConcurrentEditError>(marker);
}
