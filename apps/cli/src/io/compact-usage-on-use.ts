/**
 * `writeCompactUsage`: the compact usage error with `@ma/tools` loaded only on use (an error path;
 * docs/startup.md). A module of its own: its `import()` makes esbuild wrap `@ma/tools` (and all it
 * reaches) in lazy initialisers wherever this module is bundled, so the bundles that hold
 * `@ma/tools` anyway call `writeCompactUsageWith` instead (docs/startup.md, seventeenth pass).
 * Spec: docs/tools.md (Compact profile: every result is one JSON object); issue V5.
 */
import type { CliIo } from './cli-io.js';
import { writeCompactUsageWith } from './compact-usage.js';

/**
 * Prints `{"error":"usage","message":…}` on stdout when `argv` is a compact `ma tool` line
 * (`isCompactToolLine`); otherwise nothing. `message` is the stderr line without `ma: `. Loads
 * `@ma/tools` only for a `ma tool` line.
 */
export async function writeCompactUsage(argv: readonly string[], io: CliIo, message: string): Promise<void> {
  // Global options may stand before `tool` (M1): `isCompactToolLine` reads the line.
  if (!argv.includes('tool')) return;
  writeCompactUsageWith(argv, io, message, await import('@ma/tools'));
}
