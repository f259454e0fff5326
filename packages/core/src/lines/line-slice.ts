/**
 * A clamped slice of a file's lines. `from`/`to` are 1-based and inclusive,
 * clamped to `1..total`; `lines` is empty when the file is empty or `from > to`
 * (then `to` may be `from - 1`). Lines carry no `\r`/`\n`; line 1 has no BOM.
 * Spec: docs/tools.md, Line ranges; seed 003 (clamped inclusive 1-based ranges).
 */
export interface LineSlice {
  from: number;
  to: number;
  /**
   * Number of lines in the whole file (a final line break does not start a new line); with
   * `counted: false`, the lines known so far: the file has at least this many.
   */
  total: number;
  lines: string[];
  /**
   * `false` when the read stopped after the range without counting the rest of the file (core
   * `readLines` with `countAll: false` on a big file the line index does not know yet): `total` is
   * then a lower bound. Absent when `total` is the file's line count.
   */
  counted?: false;
  /** With `counted: false`: the byte offset just past the line break of line `to` (the bytes read for the range). */
  rangeEnd?: number;
}

/**
 * Optional 1-based inclusive bounds; `null`/`undefined` mean "not given" (B31).
 * Spec: seed 000, Requirement: Agents can use project context tools; docs/tools.md, Rules shared by all tools (Line ranges).
 */
export interface LineRange {
  from?: number | null;
  to?: number | null;
}

/**
 * Normalises a bound: not given / NaN → undefined; otherwise truncated to an integer.
 * Spec: seed 000, Requirement: Agents can use project context tools; docs/tools.md, Rules shared by all tools (Line ranges).
 */
export function bound(value: number | null | undefined): number | undefined {
  return value === null || value === undefined || Number.isNaN(value) ? undefined : Math.trunc(value);
}

/**
 * A read bound as given by a caller: not given, `null`, NaN and `0` (a filler small models send for
 * "not given", B31) → undefined; otherwise truncated to an integer (negative values are kept for
 * {@link clampRange} to clamp).
 * Spec: docs/tools.md, Rules shared by all tools (Line ranges); docs/hostile-cases.md B31.
 */
export function readBound(value: number | null | undefined): number | undefined {
  const b = bound(value);
  return b === 0 ? undefined : b;
}

/**
 * The one range rule of every read (docs/tools.md: bounds outside the file are clamped, never an
 * error; an empty result says so), for a file of `total` lines:
 * - `from` not given (or 0) → 1; below 1 (`-1`) → 1;
 * - `to` not given (or 0) → the last line; below 1 → 1; past the end → the last line;
 * - `from` past the end, or `from > to`: an EMPTY range (`from > to`), never the last line — the
 *   caller says so (`no lines in range: …`).
 * Writes do not use this rule: they refuse ranges outside the file (`applyWrite`).
 * @returns 1-based inclusive bounds; `from > to` means no lines (an empty file gives `{1, 0}`).
 * Spec: seed 000, Requirement: Agents can use project context tools; docs/tools.md, Rules shared
 *   by all tools (Line ranges); newcomer review R9.
 */
export function clampRange(range: LineRange, total: number): { from: number; to: number } {
  const from = Math.max(readBound(range.from) ?? 1, 1);
  const to = Math.min(Math.max(readBound(range.to) ?? total, 1), total);
  return { from, to };
}
