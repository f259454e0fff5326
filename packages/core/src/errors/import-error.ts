import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.ImportError');

/**
 * Why a transcript import was refused.
 * - `unsupported-format`: the content is none of the supported formats (or not the one `--format` named);
 * - `unreadable`: a binary file, invalid UTF-8, or broken JSON;
 * - `empty`: nothing spoken in it;
 * - `exists`: a meeting or transcript note of that name exists (never overwritten);
 * - `orphan`: the file's bytes are recorded in a transcript note whose meeting note is missing (review N6);
 * - `imported`: the file's bytes were imported before and an explicit `--title`, `--date`, `--project` or
 *   `--format` differs from that import (never ignored: leftovers C L156, newcomer F14);
 * - `linked`: the file is a transcript a meeting note already links (a UTF-8 one: it has its meeting, an
 *   import would make a second; leftovers L374);
 * - `folder`: the transcripts or meetings folder is a symlink out of the vault, never followed
 *   (the message names the link, its target and the fix; R19 addendum).
 * Spec: issue #10 item 1 (refusals; nothing written; never overwrite); docs/tools.md (Paths).
 */
export type ImportErrorReason =
  | 'unsupported-format'
  | 'unreadable'
  | 'empty'
  | 'exists'
  | 'orphan'
  | 'imported'
  | 'linked'
  | 'folder'
  | 'date';

/**
 * A transcript file could not be imported; nothing was written. The message says what to do.
 * Spec: issue #10 item 1 (an unknown or unreadable file is refused with the supported formats
 * listed and nothing written; an existing meeting is never overwritten).
 */
export class ImportError extends MaError {
  readonly [marker] = true;
  constructor(
    readonly reason: ImportErrorReason,
    message: string,
  ) {
    super(message);
  }
  static override isInstance = markerGuard<ImportError>(marker);
}
