/**
 * A 1-based inclusive line range.
 *
 * Spec: docs/tools.md, Rules shared by all tools (1-based inclusive ranges); issue "honest summaries".
 */
export interface LineRange {
  from: number;
  to: number;
}

/**
 * Result of {@link computeCoverage}.
 *
 * Spec: docs/contracts.md, @ma/agent (`coverage`); issue "honest summaries".
 */
export interface Coverage {
  /** Whole-number percentage (0–100, rounded down, so 100 means every counted line was read). */
  percent: number;
  /** Counted lines that were read. */
  readLines: number;
  /** Counted lines in total. */
  totalLines: number;
  /** Merged ranges that were read, clipped to the counted span. */
  read: LineRange[];
  /** Merged ranges that were not read. */
  unread: LineRange[];
}

/**
 * Sorts and merges overlapping or adjacent ranges.
 *
 * Spec: docs/contracts.md, @ma/agent (`coverage`); issue "honest summaries".
 */
export function mergeRanges(ranges: readonly LineRange[]): LineRange[] {
  const sorted = ranges.filter((r) => r.to >= r.from).toSorted((a, b) => a.from - b.from);
  const out: LineRange[] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r.from <= last.to + 1) last.to = Math.max(last.to, r.to);
    else out.push({ ...r });
  }
  return out;
}

/**
 * Renumbers recorded read ranges after an edit moved the file's lines (the tool session's
 * `onLineShift`: every line numbered `from` or later is now `n + by`). Ranges before `from` stay;
 * ranges at or after it move; a range straddling `from` is split, so lines inserted by the edit
 * (frontmatter, never read) are not counted as read. Numbers below 1 are clipped.
 *
 * @param ranges 1-based inclusive ranges in the numbering before the edit.
 * @returns ranges in the numbering after the edit.
 * Spec: docs/tools.md (`override_speaker` line shift); issue "honest summaries" (coverage).
 */
export function shiftRanges(ranges: readonly LineRange[], from: number, by: number): LineRange[] {
  const out: LineRange[] = [];
  for (const r of ranges) {
    if (r.to < from) out.push({ ...r });
    else if (r.from >= from) out.push({ from: r.from + by, to: r.to + by });
    else out.push({ from: r.from, to: from - 1 }, { from: from + by, to: r.to + by });
  }
  return out.map((r) => ({ from: Math.max(1, r.from), to: r.to })).filter((r) => r.to >= r.from);
}

/**
 * How much of the transcript the agent read: the union of the read ranges (from the tool
 * session's `onRead` events on the transcript) intersected with the counted span `first..last`
 * (the transcript body: frontmatter lines are not counted). An empty span counts as fully read.
 *
 * @param reads ranges the agent read (1-based inclusive file lines; overlaps allowed).
 * @param first first counted line (the body's first line), 1-based.
 * @param last last counted line (the file's line count).
 * Spec: docs/contracts.md, @ma/agent (`coverage`); issue "honest summaries".
 */
export function computeCoverage(reads: readonly LineRange[], first: number, last: number): Coverage {
  const totalLines = Math.max(0, last - first + 1);
  const read = mergeRanges(
    reads
      .map((r) => ({ from: Math.max(r.from, first), to: Math.min(r.to, last) }))
      .filter((r) => r.to >= r.from),
  );
  const readLines = read.reduce((n, r) => n + r.to - r.from + 1, 0);
  const unread: LineRange[] = [];
  let next = first;
  for (const r of read) {
    if (r.from > next) unread.push({ from: next, to: r.from - 1 });
    next = r.to + 1;
  }
  if (next <= last) unread.push({ from: next, to: last });
  const percent = totalLines === 0 ? 100 : Math.floor((readLines / totalLines) * 100);
  return { percent, readLines, totalLines, read, unread };
}

/**
 * `7–120, 300–603` (en dash, comma-separated); `none` for an empty list.
 *
 * Spec: issue "honest summaries" (visible notice when coverage < 100 %).
 */
export function formatRanges(ranges: readonly LineRange[]): string {
  if (ranges.length === 0) return 'none';
  return ranges.map((r) => (r.from === r.to ? `${r.from}` : `${r.from}–${r.to}`)).join(', ');
}

/**
 * The notice put at the top of the summary body when coverage is below 100 %, e.g.
 * `> Note: the agent read 62% of the transcript (374 of 597 lines read: 7–380); not read: lines 381–603.`
 * A count (lines read of the body's lines, blank ones included) and then the line numbers (1-based file
 * lines), never a range followed by a count, which read as "lines 5 of 3" (review12 Y5).
 * Returns `''` at 100 %.
 *
 * Spec: issue "honest summaries" (visible notice when coverage < 100 %).
 */
export function coverageNotice(coverage: Coverage): string {
  if (coverage.percent >= 100 && coverage.unread.length === 0) return '';
  const read = `${coverage.readLines} of ${coverage.totalLines} lines read`;
  const span = coverage.read.length === 0 ? read : `${read}: ${formatRanges(coverage.read)}`;
  return (
    `> Note: the agent read ${coverage.percent}% of the transcript (${span}); ` +
    `not read: lines ${formatRanges(coverage.unread)}. Statements about the unread part may be missing.`
  );
}
