import { createHash } from 'node:crypto';
import { type StructuredPatch, structuredPatch } from 'diff';
import { countLines } from '../lines/split-lines.js';
import type { AuditEntry } from './audit-entry.js';

/**
 * Limits that keep audit diffs fast on huge or very different texts (B40).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (Scenario: External project write is audited); docs/hostile-cases.md B40–B42.
 */
export interface DiffLimits {
  /** Above this many characters (before + after), no diff is attempted. Default 2,000,000. */
  maxChars: number;
  /** `maxEditLength` for the Myers diff: more changed lines than this → omitted. Default 2,000. */
  maxEditLength: number;
  /** Hard stop for the diff in ms. Default 1,000. */
  timeoutMs: number;
  /** Context lines around each hunk. Default 0 (docs/vault-format.md shows bare hunks). */
  context: number;
}

/**
 * Defaults for {@link DiffLimits}.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (Scenario: External project write is audited); docs/hostile-cases.md B40–B42.
 */
export const DEFAULT_DIFF_LIMITS: Readonly<DiffLimits> = Object.freeze({
  maxChars: 2_000_000,
  maxEditLength: 2_000,
  timeoutMs: 1_000,
  context: 0,
});

const sha256 = (text: string | null) =>
  text === null ? null : createHash('sha256').update(text, 'utf8').digest('hex');
const lf = (text: string) =>
  (text.includes('\r\n') ? text.replace(/\r\n/g, '\n') : text).replace(/^\uFEFF/, '');
const plural = (n: number) => `${n} line${n === 1 ? '' : 's'}`;

/**
 * Computes the audit entry for one file change: a line diff of the
 * LF-normalised texts (so CRLF vs LF shows only real changes, B42), guarded by
 * size, `maxEditLength` and a timeout (B40). When the diff is omitted the
 * summary says so and names both SHA-256 hashes.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (Scenario: External project write is audited); docs/hostile-cases.md B40–B42.
 */
export function lineDiff(
  path: string,
  before: string | null,
  after: string | null,
  limits: DiffLimits,
): AuditEntry {
  const oldText = lf(before ?? '');
  const newText = lf(after ?? '');
  const linesBefore = countLines(oldText);
  const linesAfter = countLines(newText);
  const kind = before === null ? 'created' : after === null ? 'deleted' : 'modified';
  let patch: StructuredPatch | undefined;
  if (oldText.length + newText.length <= limits.maxChars) {
    patch = structuredPatch(path, path, oldText, newText, undefined, undefined, {
      context: limits.context,
      maxEditLength: limits.maxEditLength,
      timeout: limits.timeoutMs,
    });
  }
  const base = {
    path,
    kind,
    linesBefore,
    linesAfter,
    beforeSha256: sha256(before),
    afterSha256: sha256(after),
  } as const;
  if (!patch) {
    const what =
      kind === 'created'
        ? `created with ${plural(linesAfter)}`
        : kind === 'deleted'
          ? `deleted (${plural(linesBefore)})`
          : `replaced ${plural(linesBefore)} with ${plural(linesAfter)}`;
    return { ...base, removed: null, added: null, patch: null, summary: `${what}; diff omitted: too large` };
  }
  let removed = 0;
  let added = 0;
  for (const hunk of patch.hunks) {
    for (const line of hunk.lines) {
      if (line.startsWith('-')) removed++;
      else if (line.startsWith('+')) added++;
    }
  }
  const what =
    kind === 'created'
      ? `created with ${plural(linesAfter)}`
      : kind === 'deleted'
        ? `deleted (${plural(linesBefore)})`
        : `removed ${plural(removed)}, added ${plural(added)}`;
  return { ...base, removed, added, patch, summary: what };
}
