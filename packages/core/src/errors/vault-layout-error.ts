import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.VaultLayoutError');

/**
 * A path the configuration names is the wrong kind of entry on disk: a configured folder
 * (`folders.meetings` → `Meetings`) is a file, or a configured file (`files.glossary`) is a folder,
 * so no command can use it. `problems` holds one sentence per wrong entry (`Meetings is a file, not
 * a folder (folders.meetings): …fix…`); the message joins them with `; `.
 * Spec: docs/vault-format.md (Configuration; configured folders that are files); review4 P7.
 */
export class VaultLayoutError extends MaError {
  readonly [marker] = true;
  readonly reason = 'wrong-kind' as const;
  constructor(readonly problems: readonly string[]) {
    super(problems.join('; '));
  }
  static override isInstance = markerGuard<VaultLayoutError>(marker);
}
