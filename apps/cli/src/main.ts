/**
 * The `ma` runner. Spec: issue #6, "`ma`: summarize a real meeting end to end from the command
 * line".
 */
import { CommanderError } from 'commander';
import { type CliIo, processIo } from './io/cli-io.js';
import { ExitCode } from './io/exit-code.js';
import { reportError } from './io/report-error.js';
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
    return reportError(error, io);
  }
  if (io.signal.aborted && code === ExitCode.ok) return ExitCode.interrupted;
  return code;
}

/**
 * The process entry: wires Ctrl-C to an AbortSignal (a second Ctrl-C quits at
 * once with 130), runs {@link main}, flushes stdout and exits with its code.
 * The only place that calls `process.exit`.
 */
export async function runMain(argv: string[] = process.argv.slice(2)): Promise<never> {
  const controller = new AbortController();
  let interrupts = 0;
  process.on('SIGINT', () => {
    interrupts += 1;
    if (interrupts > 1) process.exit(ExitCode.interrupted);
    process.stderr.write('ma: interrupted; stopping cleanly (press Ctrl-C again to quit at once)\n');
    controller.abort(new DOMException('interrupted by Ctrl-C', 'AbortError'));
  });
  const code = await main(argv, processIo(controller.signal));
  // Let piped output drain before exiting (process.exit does not wait for it).
  await new Promise<void>((done) => process.stdout.write('', () => done()));
  await new Promise<void>((done) => process.stderr.write('', () => done()));
  process.exit(code);
}
