/**
 * A clamped slice of a file's lines. `from`/`to` are 1-based and inclusive,
 * clamped to `1..total`; `lines` is empty when the file is empty or `from > to`
 * (then `to` may be `from - 1`). Lines carry no `\r`/`\n`; line 1 has no BOM.
 * Spec: docs/tools.md, Line ranges; seed 003 (clamped inclusive 1-based ranges).
 */
export interface LineSlice {
  from: number;
  to: number;
  /** Number of lines in the whole file (a final line break does not start a new line). */
  total: number;
  lines: string[];
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
 * Clamps a requested range to a file of `total` lines (docs/tools.md: bounds
 * outside the file are clamped, never an error).
 * Spec: seed 000, Requirement: Agents can use project context tools; docs/tools.md, Rules shared by all tools (Line ranges).
 */
export function clampRange(range: LineRange, total: number): { from: number; to: number } {
  if (total === 0) return { from: 1, to: 0 };
  const from = Math.min(Math.max(bound(range.from) ?? 1, 1), total);
  const to = Math.min(Math.max(bound(range.to) ?? total, 1), total);
  return { from, to };
}
