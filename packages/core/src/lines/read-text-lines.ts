import { clampRange, type LineRange, type LineSlice } from './line-slice.js';
import { splitLines } from './split-lines.js';

/**
 * Returns lines `from..to` (1-based, inclusive, clamped) of an in-memory text,
 * with the same results as {@link readLines} on a file of that text.
 * Spec: docs/tools.md, Line ranges; hostile cases B09 (no BOM in line 1), B10 (no `\r`).
 */
export function readTextLines(text: string, range: LineRange): LineSlice {
  const { lines } = splitLines(text);
  const { from, to } = clampRange(range, lines.length);
  return { from, to, total: lines.length, lines: from <= to ? lines.slice(from - 1, to) : [] };
}
