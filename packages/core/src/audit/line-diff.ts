import { type StructuredPatch, structuredPatch } from 'diff';
import { countLines } from '../lines/split-lines.js';
import type { AuditEntry } from './audit-entry.js';
import { type EditRegion, findEditRegions } from './edit-regions.js';
import { sha256Text } from './sha256-text.js';

/**
 * Limits that keep audit diffs fast and the context note readable (B40; issue #13).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (Scenario: External project write is audited); docs/hostile-cases.md B40–B42; issue #13.
 */
export interface DiffLimits {
  /** Above this many characters of changed lines (removed + added), the diff is omitted. Default 2,000,000. */
  maxChars: number;
  /** Most changed lines (removed + added) shown; more → the diff is omitted with both counts. Default 2,000. */
  maxEditLength: number;
  /** Hard stop for searching the diff, in ms (after the linear preparation; again for building the hunks). Default 1,000. */
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

const lf = (text: string) =>
  (text.includes('\r\n') ? text.replace(/\r\n/g, '\n') : text).replace(/^\uFEFF/, '');
const plural = (n: number) => `${n} line${n === 1 ? '' : 's'}`;

/**
 * Computes the audit entry for one file change: a line diff of the
 * LF-normalised texts (so CRLF vs LF shows only real changes, B42). The changed regions are found
 * in time linear in the size for a few changes in a big file (`findEditRegions`: common first and
 * last lines set aside, unique lines as anchors, Myers between them), then each group of regions
 * is turned into hunks by the `diff` package. The diff is exact and never omitted while at most
 * `maxEditLength` lines are removed + added and their text stays within `maxChars`; past that, or
 * past `timeoutMs`, it is omitted: the summary says so and names both SHA-256 hashes, and
 * `omitted` says why (with the counts found so far).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (Scenario: External project write is audited); docs/hostile-cases.md B40–B42; issue #13 (audit diffs).
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
  const base = {
    path,
    kind,
    linesBefore,
    linesAfter,
    beforeSha256: sha256Text(before),
    afterSha256: sha256Text(after),
  } as const;
  const found = findEditRegions(oldText, newText, Math.max(0, limits.maxEditLength), limits.timeoutMs);
  let patch: StructuredPatch | undefined;
  let omitted: string | undefined;
  if (found.stopped !== false) {
    omitted =
      found.stopped === 'deadline'
        ? `stopped after ${limits.timeoutMs} ms`
        : `more than ${limits.maxEditLength} changed lines (removed + added)`;
  } else {
    patch = patchOf(path, oldText, newText, found.regions, limits, performance.now() + limits.timeoutMs);
    if (!patch) omitted = `stopped after ${limits.timeoutMs} ms`;
    else if (changedChars(patch) > limits.maxChars) {
      omitted = `more than ${limits.maxChars} characters of changed lines`;
      patch = undefined;
    }
  }
  if (!patch) {
    const what =
      kind === 'created'
        ? `created with ${plural(linesAfter)}`
        : kind === 'deleted'
          ? `deleted (${plural(linesBefore)})`
          : `replaced ${plural(linesBefore)} with ${plural(linesAfter)}`;
    return {
      ...base,
      removed: null,
      added: null,
      patch: null,
      summary: `${what}; diff omitted: too large`,
      omitted: omitted ?? 'too large',
    };
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

function changedChars(patch: StructuredPatch): number {
  let n = 0;
  for (const hunk of patch.hunks)
    for (const line of hunk.lines) if (line[0] === '-' || line[0] === '+') n += line.length;
  return n;
}

/** Start offsets of lines, found with one forward cursor (lines are asked for in increasing order). */
function lineOffsets(text: string): (line: number) => number {
  let line = 0;
  let at = 0;
  return (wanted) => {
    while (line < wanted) {
      const next = text.indexOf('\n', at);
      if (next === -1) return text.length;
      at = next + 1;
      line++;
    }
    return at;
  };
}

/**
 * The lines of `slice` (whole lines of a text) marked with `sign`, and `\\ No newline at end of
 * file` after the last one when the slice does not end with a line break, as the `diff` package
 * writes them.
 */
function hunkLines(sign: '-' | '+', slice: string): string[] {
  if (slice === '') return [];
  const ends = slice.endsWith('\n');
  const out = (ends ? slice.slice(0, -1) : slice).split('\n').map((l) => sign + l);
  if (!ends) out.push('\\ No newline at end of file');
  return out;
}

/**
 * The patch of the changed regions: regions closer than 2 × context lines are grouped, and each
 * group (with its context lines) is diffed by the `diff` package; hunk line numbers are then moved
 * to the group's place in the file; with no context lines each region is its hunk, written
 * directly. Undefined when the deadline passed.
 */
function patchOf(
  path: string,
  oldText: string,
  newText: string,
  regions: EditRegion[],
  limits: DiffLimits,
  deadline: number,
): StructuredPatch | undefined {
  const context = Math.max(0, limits.context);
  const oldAt = lineOffsets(oldText);
  const newAt = lineOffsets(newText);
  const hunks: StructuredPatch['hunks'] = [];
  if (context === 0) {
    // Bare hunks (the default): each region is its hunk, written out as the `diff` package writes
    // it, without diffing its lines once more (the regions are already minimal; re-diffing 800
    // rewritten lines took over a second, so on a busy machine the deadline omitted the diff, M12).
    for (const r of regions) {
      hunks.push({
        oldStart: r.oldFrom + 1,
        oldLines: r.oldTo - r.oldFrom,
        newStart: r.newFrom + 1,
        newLines: r.newTo - r.newFrom,
        lines: [
          ...hunkLines('-', oldText.slice(oldAt(r.oldFrom), oldAt(r.oldTo))),
          ...hunkLines('+', newText.slice(newAt(r.newFrom), newAt(r.newTo))),
        ],
      });
    }
    return { oldFileName: path, newFileName: path, oldHeader: undefined, newHeader: undefined, hunks };
  }
  let k = 0;
  let previous: EditRegion | undefined; // the last region of the previous group
  while (k < regions.length) {
    const first = regions[k] as EditRegion;
    let last = first;
    while (k + 1 < regions.length && (regions[k + 1] as EditRegion).oldFrom - last.oldTo <= 2 * context) {
      k++;
      last = regions[k] as EditRegion;
    }
    k++;
    const lead = Math.min(context, first.oldFrom, previous ? first.oldFrom - previous.oldTo : first.oldFrom);
    const oldFrom = first.oldFrom - lead;
    const newFrom = first.newFrom - lead;
    const oldTo = last.oldTo + context;
    const newTo = last.newTo + context;
    const part = structuredPatch(
      path,
      path,
      oldText.slice(oldAt(oldFrom), oldAt(oldTo)),
      newText.slice(newAt(newFrom), newAt(newTo)),
      undefined,
      undefined,
      { context, timeout: Math.max(1, deadline - performance.now()) },
    );
    if (!part) return undefined;
    previous = last;
    for (const hunk of part.hunks)
      hunks.push({ ...hunk, oldStart: hunk.oldStart + oldFrom, newStart: hunk.newStart + newFrom });
  }
  return { oldFileName: path, newFileName: path, oldHeader: undefined, newHeader: undefined, hunks };
}
