import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.WriteModeError');

/**
 * Why a write's mode arguments were refused: `ambiguous` (`replace_file` with
 * `from`/`to`/`insert`, or `insert` with `from`/`to`), `incomplete-range`
 * (`from` without `to` or the reverse), `out-of-range` (a range or insert
 * position outside the file, or not a whole number >= 1), `reversed` (`from` after `to`).
 * Spec: docs/contracts.md (@ma/core, domain errors); docs/contributing.md (Rules: typed domain errors).
 */
export type WriteModeReason = 'ambiguous' | 'incomplete-range' | 'out-of-range' | 'reversed';

/**
 * A write mode was refused. `lineCount` is the file's current line count for
 * `out-of-range`, so the refusal can say it (docs/tools.md: "ranges outside the
 * file (say the line count)").
 * Spec: docs/tools.md, Write modes; seed 000/001 "Project file write mode is ambiguous".
 */
export class WriteModeError extends MaError {
  readonly [marker] = true;
  constructor(
    readonly reason: WriteModeReason,
    readonly lineCount?: number,
    message?: string,
  ) {
    super(message ?? defaultMessage(reason, lineCount));
  }
  static override isInstance = markerGuard<WriteModeError>(marker);
}

function defaultMessage(reason: WriteModeReason, lineCount: number | undefined): string {
  switch (reason) {
    case 'ambiguous':
      return 'ambiguous write: use replace_file alone, from+to alone, or insert alone';
    case 'incomplete-range':
      return 'incomplete range: give both from and to';
    case 'reversed':
      return 'from is after to';
    case 'out-of-range':
      return lineCount === undefined
        ? 'line position out of range'
        : `line position out of range: the file has ${lineCount} line${lineCount === 1 ? '' : 's'}`;
  }
}
