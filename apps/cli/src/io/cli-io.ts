/**
 * The outside world of a command (streams, env, cwd, signal, colors). Spec: issue #6, "`ma`:
 * summarize a real meeting end to end from the command line".
 */
import { type Colors, createColors } from './colors.js';

export type { Colors } from './colors.js';

/** A writable stream as `ma` needs it: text writes and an optional TTY flag. */
export interface CliStream {
  write(text: string): boolean;
  isTTY?: boolean;
}

/**
 * Everything a command may touch of the outside world: the two output streams,
 * the environment, the working folder and an abort signal (set on Ctrl-C).
 * Commands write results to `stdout` and progress, notices and errors to `stderr`.
 */
export interface CliIo {
  stdout: CliStream;
  stderr: CliStream;
  env: Record<string, string | undefined>;
  cwd: string;
  signal: AbortSignal;
  /** The input `ma tool --args -` reads (default `process.stdin`; review11 X14). */
  stdin?: AsyncIterable<Buffer | string>;
  /** Colors for text written to stderr (off without a TTY or with `NO_COLOR`). */
  errColors: Colors;
  /** Colors for text written to stdout (off without a TTY or with `NO_COLOR`). */
  outColors: Colors;
}

/**
 * Whether to color text written to `stream`: `NO_COLOR` (any non-empty value) turns color off; `FORCE_COLOR` set to
 * `0` or `false` turns it off and to anything else on; `TERM=dumb` (a terminal that shows escapes as text) turns it
 * off; else only on a TTY (newcomer session 34 C1: `TERM=dumb` and `FORCE_COLOR=0` still got colors on a TTY).
 * Spec: https://no-color.org; https://force-color.org.
 *
 * @param stream - the output to color
 * @param env - the process environment
 * @returns `true` to write ANSI colors (and, on stderr, lines rewritten in place)
 */
export function useColor(stream: CliStream, env: Record<string, string | undefined>): boolean {
  if (env.NO_COLOR) return false;
  const force = env.FORCE_COLOR?.trim().toLowerCase();
  if (force === '0' || force === 'false') return false;
  if (force !== undefined && force !== '') return true;
  if (env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

/**
 * Builds the {@link CliIo} of this process, with color decided per stream when first used (a
 * command that never colors never asks whether an output is a terminal; docs/startup.md).
 * @param outputs the two outputs; default `process.stdout` and `process.stderr`.
 */
export function processIo(
  signal: AbortSignal,
  outputs: { stdout: CliStream; stderr: CliStream } = { stdout: process.stdout, stderr: process.stderr },
): CliIo {
  const env = process.env;
  const { stdout, stderr } = outputs;
  let errColors: Colors | undefined;
  let outColors: Colors | undefined;
  return {
    stdout,
    stderr,
    env,
    cwd: process.cwd(),
    signal,
    get errColors() {
      errColors ??= createColors(useColor(stderr, env));
      return errColors;
    },
    get outColors() {
      outColors ??= createColors(useColor(stdout, env));
      return outColors;
    },
  };
}

/** Writes one line (a newline is added) to `stream`. */
export function writeLine(stream: CliStream, line = ''): void {
  stream.write(`${line}\n`);
}
