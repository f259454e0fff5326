import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.PathSafetyError');

/**
 * Why a path was refused.
 * Spec: docs/contracts.md (@ma/core, domain errors); docs/contributing.md (Rules: typed domain errors).
 */
export type PathSafetyReason =
  | 'empty'
  | 'absolute'
  | 'escape'
  | 'control-character'
  | 'windows-form'
  | 'lookalike'
  | 'trash'
  | 'hidden'
  | 'symlink-escape'
  | 'not-a-file'
  | 'not-a-folder'
  | 'name-too-long'
  /** A file or folder to be created has a name Obsidian links or Windows cannot hold (R13). */
  | 'unsafe-name';

/**
 * A path argument was refused by `resolveSafePath` (absolute, `..` escape, NUL
 * or control characters, drive/UNC form, `.trash`, a hidden file or folder such as `.git` in a
 * model-supplied path, or a symlink leading outside the allowed root). `argument` names the offending argument (e.g. `path`).
 * Spec: docs/tools.md, Rules shared by all tools (Paths).
 */
export class PathSafetyError extends MaError {
  readonly [marker] = true;
  constructor(
    readonly reason: PathSafetyReason,
    readonly argument: string,
    readonly value: string,
    message: string,
  ) {
    super(message);
  }
  static override isInstance = markerGuard<PathSafetyError>(marker);
}
