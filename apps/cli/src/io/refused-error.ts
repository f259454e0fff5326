/**
 * Spec: apps/cli/README.md, Exit codes (3: refused); issue R12.
 */
import {
  AmbiguousError,
  ForeignNoteError,
  FrontmatterError,
  NotFoundError,
  NotTextError,
  PathSafetyError,
} from '@ma/core';

const marker = Symbol.for('ma.cli.RefusedError');

/**
 * True when `error` is the vault refusing what a tool needed — the same kinds a tool answers
 * with `refused: …`, raised before or while it ran: a note whose frontmatter does not parse
 * (`FrontmatterError`), a path or link refused for safety such as a symlink out of the vault
 * (`PathSafetyError`, except the run lock folder, a setup problem), a file that is not UTF-8
 * text (`NotTextError`), a missing linked file or project (`NotFoundError`, except an unknown
 * meeting: a usage error), an ambiguous link (`AmbiguousError`), another meeting's note
 * (`ForeignNoteError`). I/O failures, configuration errors and bugs are not.
 * Spec: apps/cli/README.md, Exit codes; docs/tools.md ("Errors are results, not crashes"); issue R12.
 */
export function isVaultRefusal(error: unknown): boolean {
  if (PathSafetyError.isInstance(error)) return error.argument !== 'run lock folder';
  if (NotFoundError.isInstance(error)) return error.reason !== 'meeting';
  return (
    FrontmatterError.isInstance(error) ||
    NotTextError.isInstance(error) ||
    AmbiguousError.isInstance(error) ||
    ForeignNoteError.isInstance(error)
  );
}

/**
 * A vault refusal ({@link isVaultRefusal}) met by `ma tool` / `ma search`: `main` prints the
 * wrapped error's usual `ma: …` line and exits 3 (refused), as when the tool itself answers
 * `refused: …`. Other commands report the same errors with exit 1.
 * Spec: apps/cli/README.md, Exit codes; issue R12.
 */
export class RefusedError extends Error {
  readonly [marker] = true;

  /** @param refusal the vault error ({@link isVaultRefusal}); its message is the message. */
  constructor(readonly refusal: unknown) {
    super(refusal instanceof Error ? refusal.message : String(refusal));
    this.name = 'RefusedError';
  }

  /** True for a RefusedError, even from another copy of this module. */
  static isInstance(error: unknown): error is RefusedError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
