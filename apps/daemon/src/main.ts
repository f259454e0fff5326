/**
 * The `ma-daemon` runner. Spec: issue 12 (`ma-daemon`; stopping on SIGINT/SIGTERM).
 */
import { ConfigError, failWritesPastFileSizeLimit, MaError, watchStopSignals } from '@ma/core';
import { CommanderError } from 'commander';
import { dropWritesWhenReaderGone } from './io/closed-output.js';
import { type DaemonIo, ExitCode, typedName, UsageError, writeLine } from './io/daemon-io.js';
import { createProgram } from './program.js';

/**
 * Runs `ma-daemon` with `argv` (the arguments after the program name) and returns the exit
 * code; never calls `process.exit`. A usage error prints `ma-daemon: <message>` (`ma daemon: …` when
 * `ma daemon` forwards to it: {@link typedName}) and gives 2; a
 * configuration or other error prints one line and gives 1.
 * Spec: issue 12.
 */
export async function main(argv: string[], io: DaemonIo): Promise<number> {
  let code: number = ExitCode.ok;
  const program = createProgram(io, (c) => {
    code = c;
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      const helpCodes = ['commander.helpDisplayed', 'commander.help', 'commander.version'];
      // V229: `ma-daemon` with no subcommand prints its help as commander's usage error (exit 2).
      return helpCodes.includes(error.code) && error.exitCode === 0 ? ExitCode.ok : ExitCode.usage;
    }
    const message = error instanceof Error ? error.message : String(error);
    writeLine(io.stderr, `${typedName(io)}: ${message}`);
    if (UsageError.isInstance(error)) return ExitCode.usage;
    if (ConfigError.isInstance(error) || MaError.isMaError(error)) return ExitCode.failure;
    return ExitCode.failure;
  }
  return code;
}

/**
 * The process entry: the first SIGINT/SIGTERM/SIGHUP (SIGHUP: the terminal it ran in closed, R55)
 * aborts `io.signal` (the daemon stops taking work, lets running summaries finish within
 * `daemon.shutdownMs`, then cancels them and exits 0); a second one exits at once with 130/143/129
 * (the second's code) — but the same signal again within 500 ms is the same stop delivered twice
 * (`timeout`, systemd: core's `watchStopSignals`); a quit at once is still without a truncated note, since every note write
 * is a temp file renamed into place, and the run locks are removed on exit. The only place that
 * calls `process.exit`.
 * Spec: issue 12 ("Stopping").
 */
export async function runMain(argv: string[] = process.argv.slice(2)): Promise<never> {
  const controller = new AbortController();
  // R55: SIGHUP (the terminal `ma-daemon run` was started in closed, an SSH session dropped) is a
  // clean stop as SIGTERM is, not Node's default of dying mid-run (lock left, no record of the
  // run). The same signal again at once (`timeout` and systemd signal the process and then its
  // group or unit) is the same stop: core's rule, shared with `ma` (L200).
  watchStopSignals({
    stop: (signal) => {
      process.stderr.write(`ma-daemon: ${signal}: stopping cleanly (send it again to quit at once)\n`);
      controller.abort(new DOMException(signal, 'AbortError'));
    },
    quit: (signal) => {
      process.stderr.write(`ma-daemon: ${signal} while stopping: quitting now\n`);
      process.exit(
        signal === 'SIGTERM'
          ? ExitCode.terminated
          : signal === 'SIGHUP'
            ? ExitCode.hangup
            : ExitCode.interrupted,
      );
    },
  });
  dropWritesWhenReaderGone(process.stdout);
  dropWritesWhenReaderGone(process.stderr);
  // L391: a write past the file-size limit (`ulimit -f`, `LimitFSIZE=` of a service) raises
  // SIGXFSZ, whose default is to end the process at once: the daemon died mid-run with no word, its
  // log the file that grew past the limit. Handled, the write fails with EFBIG instead, which the
  // log (R130: said once on stderr) and the runs (a failed write, reported) already answer.
  failWritesPastFileSizeLimit();
  const io: DaemonIo = {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    signal: controller.signal,
    platform: process.platform,
  };
  const code = await main(argv, io);
  await new Promise<void>((done) => process.stdout.write('', () => done()));
  await new Promise<void>((done) => process.stderr.write('', () => done()));
  process.exit(code);
}
