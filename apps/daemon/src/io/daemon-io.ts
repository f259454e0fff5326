/**
 * The outside world of an `ma-daemon` command. Spec: issue 12 (`ma-daemon`).
 */

/** A writable text stream with an optional TTY flag. */
export interface DaemonStream {
  write(text: string): boolean;
  isTTY?: boolean;
}

/**
 * What a command may touch: output streams (results on stdout; logs, notices and errors on
 * stderr), the environment, the working folder and `signal`, aborted by the first
 * SIGINT/SIGTERM (its reason names the signal).
 * Spec: issue 12.
 */
export interface DaemonIo {
  stdout: DaemonStream;
  stderr: DaemonStream;
  env: Record<string, string | undefined>;
  cwd: string;
  signal: AbortSignal;
  platform: NodeJS.Platform;
  /** The Node.js version the daemon runs on (`22.12.0`); `process.versions.node` when absent. */
  nodeVersion?: string;
  /**
   * The program and first arguments that run the `ma` whose `ma search-server` the daemon starts
   * for the vault (`ma daemon run` gives its own Node and `bin/ma.js`); when absent, `ma` on `PATH`.
   * Spec: issue #13, goal (f); docs/startup.md, twenty-seventh pass.
   */
  searchServer?: readonly string[];
  /**
   * How the user typed the program, for the `see \`… --help\`` of a usage error: `ma daemon` when
   * `ma daemon …` forwards to it; `ma-daemon` when absent (leftovers L112).
   */
  commandName?: string;
}

/**
 * The program as the user typed it, for the prefix of every line it prints about a mistake or a
 * failure (`ma daemon: unknown option '--bogus'; …`): `ma daemon` when `ma daemon …` forwards to it,
 * else `ma-daemon` (newcomer: only `--help` named the command typed, L144; usage errors said
 * `ma-daemon:`, a command not on PATH then).
 * Spec: issue 12; newcomer F16.
 */
export function typedName(io: Pick<DaemonIo, 'commandName'>): string {
  return io.commandName ?? 'ma-daemon';
}

/**
 * The exit codes of `ma-daemon`: 0 ok (also after a clean stop on SIGINT/SIGTERM/SIGHUP), 1 failure,
 * 2 usage error; 130/143/129 when a second SIGINT/SIGTERM/SIGHUP made it quit at once.
 * Spec: issue 12.
 */
export const ExitCode = {
  ok: 0,
  failure: 1,
  usage: 2,
  hangup: 129,
  interrupted: 130,
  terminated: 143,
} as const;

const marker = Symbol.for('ma.daemon.UsageError');

/**
 * A mistake on the `ma-daemon` command line (bad `--since`, missing vault, foreign platform):
 * printed as one `ma-daemon: …` line, exit 2.
 * Spec: issue 12.
 */
export class UsageError extends Error {
  readonly [marker] = true;
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
  static isInstance(error: unknown): error is UsageError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}

/** Writes one line to `stream`. */
export function writeLine(stream: DaemonStream, line = ''): void {
  stream.write(`${line}\n`);
}
