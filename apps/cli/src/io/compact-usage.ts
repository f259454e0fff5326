/**
 * `ma tool` usage errors in the compact profile: like every other compact result they are one JSON
 * object on stdout, `{"error":"usage","message":"<the ma: line without ma: >"}` (exit 2; the
 * `ma: …` line still goes to stderr). Spec: docs/tools.md (Compact profile: every result is one
 * JSON object; `usage` for `ma tool`'s command line); apps/cli/README.md (Exit codes); issue V5.
 */
import type { CliIo } from './cli-io.js';

/** `ma`'s own options that take a value (program.ts): they may stand before the command. */
const GLOBAL_VALUE_OPTIONS = ['--vault', '--config'];
/** `ma tool`'s options that take a value (program.ts), the global ones included. */
const TOOL_VALUE_OPTIONS = ['--meeting', '--args', '--tools', ...GLOBAL_VALUE_OPTIONS];

/**
 * True when `argv` (the arguments after the program name) is a `ma tool` line in the compact
 * profile as far as the command line says: `--tools compact` (`--tools=compact`; the last one
 * given counts, as in commander), or a compact tool's name (`query_meeting`, `apply_changes`;
 * given as `compactToolNames`). Read as commander reads the line (M1): the global `--vault` /
 * `--config` (`--opt value` or `--opt=value`) may stand before `tool`; an option's value is never
 * the tool name; after `--` every word is an operand (a `--tools` there is no option).
 */
export function isCompactToolLine(argv: readonly string[], compactToolNames: readonly string[]): boolean {
  let i = 0;
  while (i < argv.length && argv[i] !== 'tool') {
    const arg = argv[i] as string;
    if (GLOBAL_VALUE_OPTIONS.includes(arg)) i += 2;
    else if (GLOBAL_VALUE_OPTIONS.some((o) => arg.startsWith(`${o}=`))) i += 1;
    else return false;
  }
  if (argv[i] !== 'tool') return false;
  let name: string | undefined;
  let tools: string | undefined;
  let operandsOnly = false;
  for (i++; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (operandsOnly || !arg.startsWith('-') || arg === '-') {
      name ??= arg;
      continue;
    }
    if (arg === '--') {
      operandsOnly = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const option = eq === -1 ? arg : arg.slice(0, eq);
    if (!TOOL_VALUE_OPTIONS.includes(option)) continue;
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
    if (option === '--tools') tools = value;
  }
  return tools === 'compact' || (name !== undefined && compactToolNames.includes(name));
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
