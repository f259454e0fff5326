/**
 * The `ma` runner. Spec: issue #6, "`ma`: summarize a real meeting end to end from the command
 * line".
 */
import { CommanderError } from 'commander';
import { type CliIo, processIo } from './io/cli-io.js';
import { ExitCode } from './io/exit-code.js';
import { createProgram } from './program.js';

/**
 * Runs `ma` with `argv` (the arguments after the program name) and returns the
 * exit code; never calls `process.exit`. Commander's own usage errors (unknown
 * command or option, missing argument) give 2; `--help` gives 0.
 */
export async function main(argv: string[], io: CliIo): Promise<number> {
  let code: number = ExitCode.ok;
  const program = createProgram(io, (c) => {
    code = c;
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      const helpCodes = ['commander.helpDisplayed', 'commander.help', 'commander.version'];
      return helpCodes.includes(error.code) ? ExitCode.ok : ExitCode.usage;
    }
    // Loaded on failure only: it knows every package's error types (docs/startup.md).
    const { reportError } = await import('./io/report-error.js');
    return reportError(error, io);
  }
  if (io.signal.aborted && code === ExitCode.ok) return ExitCode.interrupted;
  return code;
}

/**
 * The process entry: wires Ctrl-C (SIGINT) and SIGTERM to an AbortSignal, runs {@link main},
 * flushes stdout and exits with its code. Both stop the run the same way (nothing half-written,
 * the context note records the cancelled run, the run lock is released; `--json` says
 * `interrupted`); the exit code is 130 after SIGINT and 143 after SIGTERM. A second signal quits
 * at once with that code. The only place that calls `process.exit`.
 */
export async function runMain(argv: string[] = process.argv.slice(2)): Promise<never> {
  const controller = new AbortController();
  let stoppedBy: NodeJS.Signals | undefined;
  const onSignal = (signal: 'SIGINT' | 'SIGTERM') => () => {
    const exitCode = signal === 'SIGTERM' ? ExitCode.terminated : ExitCode.interrupted;
    if (stoppedBy) process.exit(exitCode);
    stoppedBy = signal;
    process.stderr.write(
      signal === 'SIGTERM'
        ? 'ma: terminated (SIGTERM); stopping cleanly (send it again to quit at once)\n'
        : 'ma: interrupted; stopping cleanly (press Ctrl-C again to quit at once)\n',
    );
    controller.abort(
      new DOMException(
        signal === 'SIGTERM' ? 'terminated by SIGTERM' : 'interrupted by Ctrl-C',
        'AbortError',
      ),
    );
  };
  process.on('SIGINT', onSignal('SIGINT'));
  process.on('SIGTERM', onSignal('SIGTERM'));
  let code = await main(argv, processIo(controller.signal));
  if (stoppedBy === 'SIGTERM' && code === ExitCode.interrupted) code = ExitCode.terminated;
  // Let piped output drain before exiting (process.exit does not wait for it).
  await new Promise<void>((done) => process.stdout.write('', () => done()));
  await new Promise<void>((done) => process.stderr.write('', () => done()));
  process.exit(code);
}
