/**
 * Bench-only ablation by rule family (session 41, issue 15): which finder put a decision or next step in the summary,
 * and a switch that turns one family off. NOT a user-facing knob: nothing in the engine's options or its public
 * exports reaches it; only bench/quality.ts (env `BENCH_DISABLE_FAMILY`, `BENCH_FAMILY_TABLE`) and tests call
 * {@link benchRuleFamilies}. With no bench setting (the default) {@link ruleFamilyOn} only returns `true`.
 *
 * A family is a string such as `d:cue:12` (decision cue 12 of the language's list), `d:agreed-proposal`,
 * `n:cue:3` (next-step cue 3), `n:accepted-request`; see the call sites of {@link ruleFamilyOn}.
 */

/** Family names turned off; a name also turns off every family it prefixes before a `:` (`n:cue` → `n:cue:3`). */
let disabled: readonly string[] = [];
/** `kind:line` → the first family that gave an item on that line (bench attribution), or null when not recording. */
let record: Map<string, string> | null = null;

/**
 * Bench / test only: turns families off and (optionally) records which family gave each item. Affects every later
 * summary in this thread until called again with `{}` (one bench process runs one setting; never call it in a host).
 *
 * @param setting - `disabled`: family names or prefixes to drop; `record`: a map to fill with `d:<line>` /
 *   `n:<line>` → family (first family wins, as the batch keeps the first item on a line)
 */
export function benchRuleFamilies(setting: {
  disabled?: readonly string[];
  record?: Map<string, string>;
}): void {
  disabled = setting.disabled ?? [];
  record = setting.record ?? null;
}

/**
 * Whether family `family` may add an item of kind `kind` (d = decision, n = next step) on `line`; records the family
 * when the bench asked. Always `true` outside the bench.
 */
export function ruleFamilyOn(kind: 'd' | 'n', family: string, line: number | null): boolean {
  if (disabled.length === 0 && record === null) return true;
  if (disabled.some((d) => family === d || family.startsWith(`${d}:`))) return false;
  const key = `${kind}:${line}`;
  if (record && !record.has(key)) record.set(key, family);
  return true;
}
