/**
 * `ma tool` usage errors in the compact profile: like every other compact result they are one JSON
 * object on stdout, `{"error":"usage","message":"<the ma: line without ma: >"}` (exit 2; the
 * `ma: …` line still goes to stderr). Spec: docs/tools.md (Compact profile: every result is one
 * JSON object; `usage` for `ma tool`'s command line); apps/cli/README.md (Exit codes); issue V5.
 */
import type { CliIo } from './cli-io.js';

/**
 * True when `argv` (the arguments after the program name) is a `ma tool` line in the compact
 * profile as far as the command line says: `--tools compact` (`--tools=compact`), or a compact
 * tool's name (`query_meeting`, `apply_changes`; given as `compactToolNames`).
 */
export function isCompactToolLine(argv: readonly string[], compactToolNames: readonly string[]): boolean {
  if (argv[0] !== 'tool') return false;
  if (argv[1] !== undefined && compactToolNames.includes(argv[1])) return true;
  return argv.some((arg, i) => arg === '--tools=compact' || (arg === '--tools' && argv[i + 1] === 'compact'));
}

/**
 * Prints `{"error":"usage","message":…}` on stdout when `argv` is a compact `ma tool` line
 * ({@link isCompactToolLine}); otherwise nothing. `message` is the stderr line without `ma: `.
 * `tools` gives `@ma/tools`' `compactError` and `compactToolNames` ({@link writeCompactUsage}
 * loads them on use; a bundle that holds `@ma/tools` anyway passes them).
 */
export function writeCompactUsageWith(
  argv: readonly string[],
  io: CliIo,
  message: string,
  tools: {
    compactError(reason: 'usage', message: string): string;
    compactToolNames: readonly string[];
  },
): void {
  if (!isCompactToolLine(argv, tools.compactToolNames)) return;
  io.stdout.write(`${tools.compactError('usage', message)}\n`);
}
