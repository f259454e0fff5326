import { countByte } from '../fs/count-byte.js';
import type { RangeRewriteTarget } from '../fs/rewrite-range-atomic.js';
import type { AuditEntry } from './audit-entry.js';
import { type DiffLimits, lineDiff } from './line-diff.js';
import { commonRun } from './local-edit-regions.js';

const plural = (n: number) => `${n} line${n === 1 ? '' : 's'}`;
const lf = (text: string) => (text.includes('\r\n') ? text.replace(/\r\n/g, '\n') : text);

/**
 * The audit entry of a streamed range rewrite (core `rewriteRangeAtomic`), without the file's
 * text: the entry {@link lineDiff} gives for the whole file before and after, computed on a window
 * of it (the lines around the region, the region old and new), with the hunks moved to their place
 * in the file, the whole file's line counts, and both SHA-256 hashes from the streamed copy.
 *
 * The window gives the whole file's answer because both texts share every line outside it: the
 * diff's common first lines are the lines before the window plus those the window's texts share,
 * as long as that run stops inside the window; when the new text's lines repeat the lines after
 * the region (a line deleted from a run of equal lines), the run reaches the window's end and more
 * lines after it are read (`target.moreAfter`, doubling) until it stops or the file ends. The common
 * last lines can never reach before the window (they may not overlap the common first ones).
 * With `limits.context` lines of context, the 64 KiB of lines either side bound the context shown.
 * @param path vault-relative path (`/` separators).
 * @param target what the rewrite learned (its `region` must be set).
 * @param text the region's new text.
 * @param linesAfter the file's line count after the write.
 * @returns the entry, its `afterSha256` null: the file's hash after the write is known only once it
 *   is written, after the entry (computed before, to know whether the old bytes must be kept); the
 *   caller sets it.
 * Spec: seed 003 "External project write is audited"; docs/audit-diffs.md; issue #13 (audit diffs
 *   exact up to 100 MB; a range rewrite streams).
 */
export async function rangeEntry(
  path: string,
  target: RangeRewriteTarget,
  text: string,
  linesAfter: number,
  limits: DiffLimits,
): Promise<AuditEntry> {
  const region = target.region;
  if (region === null) throw new Error('rangeEntry: the write has no region');
  const linesBefore = target.lines;
  // A line count differing by more than the budget removes + adds more lines than it: omitted, as
  // lineDiff says it, without diffing (the region may be most of the file).
  if (Math.abs(linesAfter - linesBefore) > limits.maxEditLength)
    return omittedEntry(
      target,
      path,
      linesAfter,
      `more than ${limits.maxEditLength} changed lines (removed + added)`,
    );
  let after = CONTEXT_START;
  for (;;) {
    const oldText = lf(target.before + region.text + target.after);
    const newText = lf(target.before + text + target.after);
    const run = commonRun(oldText, 0, newText, 0);
    if (target.afterComplete || run < Math.min(oldText.length, newText.length)) {
      const small = lineDiff(path, oldText, newText, limits);
      const base = {
        path,
        kind: 'modified' as const,
        linesBefore,
        linesAfter,
        beforeSha256: target.sha256,
        afterSha256: null,
      };
      if (small.patch === null) return omittedEntry(target, path, linesAfter, small.omitted ?? 'too large');
      const offset = region.firstLine - 1 - countByte(Buffer.from(target.before, 'utf8'), 0x0a);
      const hunks = small.patch.hunks.map((h) => ({
        ...h,
        oldStart: h.oldStart + offset,
        newStart: h.newStart + offset,
      }));
      return { ...small, ...base, patch: { ...small.patch, hunks } };
    }
    after *= 2;
    await target.moreAfter(after);
  }
}

/** Bytes of lines after the region the first widening reads (the rewrite hands 64 KiB). */
const CONTEXT_START = 64 * 1024;

function omittedEntry(target: RangeRewriteTarget, path: string, linesAfter: number, why: string): AuditEntry {
  return {
    path,
    kind: 'modified',
    linesBefore: target.lines,
    linesAfter,
    beforeSha256: target.sha256,
    afterSha256: null,
    removed: null,
    added: null,
    patch: null,
    summary: `replaced ${plural(target.lines)} with ${plural(linesAfter)}; diff omitted: too large`,
    omitted: why,
  };
}
