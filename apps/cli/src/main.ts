/**
 * The `ma` runner. Spec: issue #6, "`ma`: summarize a real meeting end to end from the command
 * line".
 */
import type { CliIo } from './io/cli-io.js';
import { writeCompactUsage } from './io/compact-usage-on-use.js';
import type { DirectCommand } from './io/direct-command.js';
import { type MainParts, mainWith, runMainWith } from './run-main.js';

/** Runs a command line `readDirectCommand` read, as its commander action would. */
async function runDirect(direct: DirectCommand, io: CliIo): Promise<number> {
  if (direct.command === 'tool') {
    const { toolCommand } = await import('./commands/tool.js');
    return toolCommand(direct.name, direct.opts, io);
  }
  const { searchCommand } = await import('./commands/search.js');
  return searchCommand(direct.pattern, direct.opts, io);
}

/** Every command, and the error reporter, loaded when used (docs/startup.md). */
const loadedOnUse: MainParts = {
  runDirect,
  errorReporter: () => import('./io/report-error.js'),
  compactUsage: writeCompactUsage,
};

/**
 * Runs `ma` with `argv` (the arguments after the program name) and returns the
 * exit code; never calls `process.exit`. Commander's own usage errors (unknown
 * command or option, missing argument) give 2; `--help` gives 0. With `--json`, those errors and
 * any error no command caught also print the JSON failure object on stdout (reason `usage` /
 * `error`; H13). A usage error of a compact `ma tool` line is also `{"error":"usage","message"}`
 * on stdout (V5; `writeCompactUsage`).
 */
export function main(argv: string[], io: CliIo): Promise<number> {
  return mainWith(argv, io, loadedOnUse);
}

/**
 * The process entry: runs {@link main} with Ctrl-C (SIGINT) and SIGTERM wired to its stop, flushes
 * stdout and exits with its code (130 after SIGINT, 143 after SIGTERM; `runMainWith`). One of the
 * only places that call `process.exit`.
 */
export function runMain(argv: string[] = process.argv.slice(2)): Promise<never> {
  return runMainWith(argv, loadedOnUse);
}
