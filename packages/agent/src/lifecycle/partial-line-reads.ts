import { type LineRange, mergeRanges } from './coverage.js';

/** Part of one transcript line that a read showed (`read_transcript`'s `onRead` `partial`). */
export interface PartialRead {
  /** 1-based line. */
  line: number;
  /** 1-based first and last character shown (inclusive). */
  from: number;
  to: number;
  /** Characters in the whole line. */
  length: number;
}

/**
 * The parts of long transcript lines the agent was shown (a line longer than the read budget is
 * shown in parts, issue 9 H11). A line counts as read for coverage only once every one of its
 * characters was shown; {@link PartialLineReads.add} says when that happens. Line numbers follow
 * edits that move lines ({@link PartialLineReads.shift}, like `shiftRanges`).
 * Spec: docs/contracts.md (Rules: reads and truncation); issue 9 H11.
 */
export class PartialLineReads {
  private readonly lines = new Map<number, { length: number; ranges: LineRange[] }>();

  /**
   * Records a part shown.
   * @returns true when the line has now been shown completely (count it as read).
   */
  add(part: PartialRead): boolean {
    const entry = this.lines.get(part.line) ?? { length: part.length, ranges: [] };
    entry.ranges = mergeRanges([...entry.ranges, { from: part.from, to: part.to }]);
    entry.length = part.length;
    this.lines.set(part.line, entry);
    const [only] = entry.ranges;
    return entry.ranges.length === 1 && only !== undefined && only.from <= 1 && only.to >= entry.length;
  }

  /** Every line numbered `from` or later is now `n + by` (a tool edit moved them). */
  shift(from: number, by: number): void {
    const moved = [...this.lines].map(([line, e]) => [line >= from ? line + by : line, e] as const);
    this.lines.clear();
    for (const [line, e] of moved) if (line >= 1) this.lines.set(line, e);
  }
}
