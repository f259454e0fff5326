/**
 * A count with its noun in the right number: `1 line`, `2 lines`, `0 lines`; `grouped` writes
 * thousands with commas (`5,000 bytes`). `plural` defaults to the noun + `s`.
 * Spec: docs/tools.md, Rules shared by all tools (Read output); review R28 ("1 lines").
 */
export function countNoun(
  n: number,
  noun: string,
  opts: { plural?: string; grouped?: boolean } = {},
): string {
  const shown = opts.grouped ? n.toLocaleString('en-US') : String(n);
  return `${shown} ${n === 1 ? noun : (opts.plural ?? `${noun}s`)}`;
}
