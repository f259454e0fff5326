/**
 * The body of the `ma` runner ({@link mainWith}, {@link runMainWith}), with what it loads for a line
 * passed in ({@link MainParts}): `main.ts` passes parts loaded on use (every command), the `ma
 * search` bundle parts imported statically, so that esbuild can leave out what `ma search` never
 * reaches (docs/startup.md, thirteenth pass). Spec: issue #6, "`ma`: summarize a real meeting end
 * to end from the command line".
 */

import { failWritesPastFileSizeLimit, type StopSignal, watchStopSignals } from '@ma/core';
import { type CliIo, processIo } from './io/cli-io.js';
import { dropWritesWhenReaderGone, dropWritesWhenReaderGoneOnceBuilt } from './io/closed-output.js';
import { installCrashGuard } from './io/crash-guard.js';
import { type DirectCommand, readDirectCommand } from './io/direct-command.js';
import { ExitCode, isDoneDespiteStop } from './io/exit-code.js';
import { FdOutput } from './io/fd-output.js';
import type { describeError, reportError } from './io/report-error.js';
import { stopExitCode, stopNotice } from './io/stop-signal.js';
import { usageLineText } from './io/usage-line.js';

/**
 * What the runner loads for a line: `runDirect` runs a line {@link readDirectCommand} read (as its
 * commander action would); `errorReporter` gives the error reporter (on failure only: it knows every
 * package's error types); `compactUsage` writes a compact `ma tool` line's usage error on stdout
 * (`writeCompactUsage`).
 */
export interface MainParts {
  runDirect(direct: DirectCommand, io: CliIo): Promise<number>;
  errorReporter(): Promise<{ describeError: typeof describeError; reportError: typeof reportError }>;
  compactUsage(argv: string[], io: CliIo, message: string): Promise<void>;
}

/**
 * With `--json` on the command line, prints the failure object `{"ok":false,"error":{"reason",
 * "message"}}` as one stdout line, so that the last stdout line is JSON also for command-line
 * errors and errors no command caught (H13). `message` is the text of the `ma: …` stderr line
 * (for commander's errors `usageLineText`, the one function both use: L32).
 */
function jsonFailure(argv: string[], io: CliIo, reason: string, message: string): void {
  if (!argv.includes('--json')) return;
  io.stdout.write(`${JSON.stringify({ ok: false, error: { reason, message: message.trim() } })}\n`);
}

/**
 * Runs `ma` with `argv` (the arguments after the program name) and returns the
 * exit code; never calls `process.exit`. Commander's own usage errors (unknown
 * command or option, missing argument, no subcommand at all: `ma` alone, V229) give 2; `--help` gives 0. With `--json`, those errors and
 * any error no command caught also print the JSON failure object on stdout (reason `usage` for
 * every error that exits 2, `error` for the others; H13, reviewA T6). A usage error of a compact `ma tool` line is also `{"error":"usage","message"}`
 * on stdout (V5; `writeCompactUsage`).
 */
export async function mainWith(argv: string[], io: CliIo, parts: MainParts): Promise<number> {
  let code: number = ExitCode.ok;
  /** The subcommand commander parsed when it failed (`search`, `doctor`), for the usage hint (reviewA U5). */
  let parsing: string | undefined;
  /** That subcommand's arguments as commander left them, for the same hint (newcomer review F9). */
  let parsingArgs: () => readonly string[] | undefined = () => undefined;
  /** The long options of that command (of `ma` itself before one is parsed), for the same line (L263). */
  let parsingKnown: () => readonly string[] = () => [];
  // A plain `ma tool`/`ma search` line runs without loading commander and the program definition
  // (docs/startup.md); every other line, and every unusual one, goes through commander.
  const direct = readDirectCommand(argv);
  const { CommanderError } = direct ? { CommanderError: null } : await import('commander');
  try {
    if (direct) code = await parts.runDirect(direct, io);
    else {
      const { createProgram, longOptions } = await import('./program.js');
      const program = createProgram(
        io,
        (c) => {
          code = c;
        },
        (name, args, known) => {
          parsing = name;
          parsingArgs = args;
          parsingKnown = known;
        },
      );
      if (parsing === undefined) parsingKnown = () => longOptions(program);
      await program.parseAsync(argv, { from: 'user' });
    }
  } catch (error) {
    if (CommanderError && error instanceof CommanderError) {
      const helpCodes = ['commander.helpDisplayed', 'commander.help', 'commander.version'];
      // V229: help commander shows because the line names no subcommand (`ma`) is a usage error:
      // commander gives it exit code 1 (help asked for with --help / `help` gives 0).
      if (helpCodes.includes(error.code)) return error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
      // The stderr line's text (program.ts, outputError), `--` hint included for the command parsed
      // (S15, reviewA U5): the --json failure object and a compact line's usage object say what the
      // `ma:` line says (V5, L32).
      const text = usageLineText(error.message, parsing, parsingArgs(), parsingKnown());
      jsonFailure(argv, io, 'usage', text);
      await parts.compactUsage(argv, io, text);
      return ExitCode.usage;
    }
    // Loaded on failure only: it knows every package's error types (docs/startup.md).
    const { describeError, reportError } = await parts.errorReporter();
    const described = describeError(error, io.signal);
    const code = reportError(error, io, described);
    // A usage error a command found (an unknown meeting, no vault) is `usage` as commander's are,
    // with the exit code 2 it gets (reviewA T6: `ma projects --json --meeting nope` said `error`).
    jsonFailure(argv, io, code === ExitCode.usage ? 'usage' : 'error', described.message);
    if (code === ExitCode.usage) await parts.compactUsage(argv, io, described.message);
    return code;
  }
  // A command that finished its work although a stop came (N13: a summary already committed) said
  // so and keeps 0; any other success after a stop is an interruption.
  if (io.signal.aborted && code === ExitCode.ok && !isDoneDespiteStop(io)) return ExitCode.interrupted;
  return code;
}

/**
 * The process entry: wires Ctrl-C (SIGINT) and SIGTERM to an AbortSignal, runs {@link mainWith},
 * flushes stdout and exits with its code. SIGHUP (the terminal closed, R55) too. All stop the run
 * the same way (nothing half-written, the context note records the cancelled run, the run lock is
 * released; `--json` says `interrupted`); the exit code is 130 after SIGINT, 143 after SIGTERM and
 * 129 after SIGHUP. A second signal quits
 * at once with that code; the same signal again within 500 ms is the same stop delivered twice
 * (`timeout` signals the process and its group: core's `watchStopSignals`). An error nothing caught is reported by `installCrashGuard` (recorded
 * in the run's context note; with `--json` the last stdout line is the failure object; exit 1).
 * The only places that call `process.exit`. A plain `ma tool` / `ma search` line (outside Windows)
 * writes through {@link FdOutput}: Node's stream objects are not built (docs/startup.md).
 */
export async function runMainWith(argv: string[], parts: MainParts): Promise<never> {
  failWritesPastFileSizeLimit();
  const sync = process.platform !== 'win32' && readDirectCommand(argv) !== null;
  const outputs = sync
    ? { stdout: new FdOutput(1), stderr: new FdOutput(2) }
    : { stdout: process.stdout, stderr: process.stderr };
  const controller = new AbortController();
  let stoppedBy: StopSignal | undefined;
  // R55: SIGHUP (the terminal closed under `ma summarize`, `ma mcp --http`, `ma daemon run`) is a
  // clean stop as SIGTERM is, not Node's default of dying (the run recorded as cancelled, its lock
  // released). The same signal again at once is the same stop (core's rule, shared with ma-daemon).
  watchStopSignals({
    stop: (signal) => {
      stoppedBy = signal;
      outputs.stderr.write(stopNotice(signal));
      controller.abort(
        new DOMException(
          signal === 'SIGTERM'
            ? 'terminated by SIGTERM'
            : signal === 'SIGHUP'
              ? 'the terminal closed (SIGHUP)'
              : 'interrupted by Ctrl-C',
          'AbortError',
        ),
      );
    },
    quit: (signal) => process.exit(stopExitCode(signal)),
  });
  // On a plain line, the streams something else builds (an approval prompt, a Node warning).
  const streams = (['stdout', 'stderr'] as const).map((name) => {
    if (sync) return dropWritesWhenReaderGoneOnceBuilt(name);
    dropWritesWhenReaderGone(process[name]);
    return () => process[name];
  });
  installCrashGuard({
    json: argv.includes('--json'),
    debug: !!process.env.MA_DEBUG,
    ...(sync ? { outputs } : {}),
  });
  let code = await mainWith(argv, processIo(controller.signal, outputs), parts);
  if (stoppedBy === 'SIGTERM' && code === ExitCode.interrupted) code = ExitCode.terminated;
  if (stoppedBy === 'SIGHUP' && code === ExitCode.interrupted) code = ExitCode.hangup;
  // Let piped output drain before exiting (process.exit does not wait for it).
  for (const stream of streams) {
    const built = stream();
    if (built) await new Promise<void>((done) => built.write('', () => done()));
  }
  process.exit(code);
}
