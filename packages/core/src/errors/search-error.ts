import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.SearchError');

/**
 * Why a search failed as a whole.
 * Spec: docs/contracts.md (@ma/core, domain errors); docs/contributing.md (Rules: typed domain errors).
 */
export type SearchErrorReason = 'bad-pattern' | 'too-long' | 'unavailable';

/**
 * A search could not run: `bad-pattern` carries ripgrep's own regex error text
 * (B21); `too-long` a pattern longer than core's `MAX_PATTERN_CHARS` (2,000 characters; L99);
 * `unavailable` means the ripgrep binary is missing
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
