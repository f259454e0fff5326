import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.SearchError');

/**
 * Why a search failed as a whole.
 * Spec: docs/contracts.md (@ma/core, domain errors); docs/contributing.md (Rules: typed domain errors).
 */
export type SearchErrorReason = 'bad-pattern' | 'unavailable';

/**
 * A search could not run: `bad-pattern` carries ripgrep's own regex error text
 * (B21); `unavailable` means the ripgrep binary is missing
 * (`search unavailable: ripgrep binary not found at …`, B23).
 * Spec: docs/hostile-cases.md B21, B23.
 */
export class SearchError extends MaError {
  readonly [marker] = true;
  constructor(
    readonly reason: SearchErrorReason,
    message: string,
  ) {
    super(message);
  }
  static override isInstance = markerGuard<SearchError>(marker);
}
