/**
 * The ripgrep argv for one search. Our flags first, then `-e <pattern>`, then
 * `--`, then the paths: no model-supplied value can ever be read as a flag
 * (B20). Never `-P`/`--pcre2` (the default engine is linear time) and never
 * `--follow` (links out of the vault are not searched, B14). `--no-config`
 * ignores any user rg config; `--json` gives byte offsets for our own trimming.
 * @param perFileMax `--max-count` (matching lines per file).
 * Spec: docs/hostile-cases.md B20, B14, B22.
 */
export function buildRgArgs(pattern: string, paths: readonly string[], perFileMax: number): string[] {
  return [
    '--no-config',
    '--json',
    '--no-follow',
    '--smart-case',
    '--sort=path',
    '--max-filesize=50M',
    `--max-count=${perFileMax}`,
    '--color=never',
    '-e',
    pattern,
    '--',
    ...paths,
  ];
}
