/**
 * The one reader of the whole-number option values of `ma` (`--limit`, `--offset`, `--max-steps`,
 * `--http <port>`), for commander's option parsers (program.ts) and the plain `ma tool`/`ma search`
 * reader (direct-command.ts) alike. Loads nothing (docs/startup.md: `ma --help` loads no package).
 * Spec: apps/cli/README.md (a bad flag value is a usage error, exit 2); reviewA T3.
 */

/**
 * Reads `value` as a whole number written in decimal digits (`20`, `0`, `007`).
 * @returns the number, or null for anything else: an empty value, a sign, a fraction, and the forms
 *   JavaScript's `Number()` also takes — hexadecimal `0x10`, binary `0b11`, octal `0o7`, an exponent
 *   `1e3`, `Infinity` — which a user typing `--limit 1e3` or `--http 0x50` did not mean as 1000 or
 *   port 80 (they were taken in silence before reviewA T3).
 */
export function wholeNumber(value: string): number | null {
  return /^[0-9]+$/.test(value) ? Number(value) : null;
}
