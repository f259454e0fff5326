/**
 * The values of a repeatable, comma-separated list option (`ma search --projects a,b`,
 * `ma import --project a --project b`). Spec: apps/cli/README.md (an empty value is a usage error:
 * "an unset shell variable is never read as 'not given'"; review14 V7, reviewA T2).
 */
import { UsageError } from './usage-error.js';

/**
 * Splits every value given for `option` at commas and trims each item.
 * @param option the option as typed, e.g. `--projects` (named in the error).
 * @param values what the command line gave: one string per occurrence (`--project a --project b`)
 *   or one string the occurrences were joined into (`--projects a --projects b` → `"a,b"`);
 *   undefined or `[]` when the option was not given.
 * @returns the items in order, duplicates kept (the caller decides about them); `[]` when the
 *   option was not given.
 * @throws UsageError (exit 2) when the option was given but a value or an item is empty or only
 *   white space (`--projects ""`, `--projects "a,,b"`, `--projects "a,"`): from an unset shell
 *   variable, such an option would otherwise read as "not given" and widen the scope to every
 *   bound project in silence.
 */
export function listOptionItems(option: string, values: string | readonly string[] | undefined): string[] {
  const given = values === undefined ? [] : typeof values === 'string' ? [values] : values;
  const items: string[] = [];
  for (const value of given) {
    const parts = value.split(',').map((p) => p.trim());
    if (parts.some((p) => p === ''))
      throw new UsageError(
        `${option} has an empty value (${JSON.stringify(value)}; an unset shell variable?); give comma-separated names without empty items, or leave ${option} out`,
      );
    items.push(...parts);
  }
  return items;
}
