import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.AmbiguousError');

/**
 * A reference (meeting name, wikilink) matches more than one file. `what` is the
 * reference as given; `candidates` are the vault-relative paths it matched,
 * sorted, so the caller can ask for a more exact one.
 * Spec: docs/contracts.md, @ma/core (Vault model).
 */
export class AmbiguousError extends MaError {
  readonly [marker] = true;
  readonly reason = 'ambiguous' as const;
  constructor(
    readonly what: string,
    readonly candidates: readonly string[],
    message = `"${what}" is ambiguous; candidates: ${candidates.join(', ')}`,
  ) {
    super(message);
  }
  static override isInstance = markerGuard<AmbiguousError>(marker);
}
