import type { StructuredPatch } from 'diff';

/**
 * One audited file: the net change between the first recorded `before` and the
 * last recorded `after` of a run. Texts are compared after EOL normalisation
 * (CRLF → LF, B42).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (Scenario: External project write is audited); docs/hostile-cases.md B40–B42.
 */
export interface AuditEntry {
  /** Vault-relative path, `/` separators. */
  path: string;
  kind: 'created' | 'modified' | 'deleted';
  linesBefore: number;
  linesAfter: number;
  /** Lines removed / added by the diff (null when the diff was omitted). */
  removed: number | null;
  added: number | null;
  /**
   * The line diff (LF-normalised texts, `diff` package format); applying it with
   * `applyPatch` to the normalised `before` gives the normalised `after` (B41).
   * Null when the diff was omitted (too large or too slow, B40).
   */
  patch: StructuredPatch | null;
  /** SHA-256 (hex) of the UTF-8 bytes of `before`/`after` as written (null when absent). */
  beforeSha256: string | null;
  afterSha256: string | null;
  /** One line, e.g. `replaced 25000 lines with 500 lines; diff omitted: too large`. */
  summary: string;
  /** Why the diff was omitted (e.g. `more than 2000 changed lines (removed + added)`); absent when it is shown. */
  omitted?: string;
  /**
   * Vault-relative path (`/` separators) of the copy of the previous text kept in the trash
   * folder because the diff was omitted (review8 U7); absent when none was needed or made.
   */
  keptCopy?: string;
}
