/**
 * The text of the `ma: …` line for a command-line error commander reports (without `ma: `): its
 * message on one line, then, for an unknown option of any flag form (`-x`, `--files`, `--pre=sh`),
 * the hint that a pattern or name starting with '-' goes after `--` (review R15, reviewA S15), then
 * `; see \`ma --help\``. Shared by the stderr line (program.ts, `outputError`) and a compact `ma tool`
 * line's `{"error":"usage","message"}` (run-main.ts, V5), so the two never differ.
 * @param message commander's message (`error: unknown option '--files'`, possibly several lines).
 */
export function usageLineText(message: string): string {
  const line = message
    .trim()
    .replace(/^error: /, '')
    .replace(/\s*\n\s*/g, ' ');
  const unknown = /^unknown option '(-[^']*)'/.exec(line)?.[1];
  const hint =
    unknown === undefined
      ? ''
      : `; a pattern or name that starts with '-' goes after \`--\`, options first (\`ma search --meeting <meeting> -- ${unknown}\`)`;
  return `${line}${hint}; see \`ma --help\``;
}
