/**
 * Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line";
 * apps/cli/README.md, Exit codes.
 */

/**
 * The exit codes of `ma`, documented in `apps/cli/README.md`.
 * - `ok` (0): the command did what was asked.
 * - `failure` (1): it ran but failed (I/O, model endpoint, invalid configuration, a note with broken
 *   frontmatter, a missing linked file or project, doctor found problems) — except in `ma tool` /
 *   `ma search`, where what the vault refuses is 3.
 * - `usage` (2): the command line was wrong (unknown command/tool/option, bad `--args` JSON, an
 *   unknown meeting, an unknown `ma import --project`, `ma search` flags its schema refuses); a
 *   `ma tool` schema mismatch is the tool's refusal (3).
 * - `refused` (3): `ma tool` / `ma search`: the tool refused (`refused: …`), or the vault refused
 *   what it needed (broken frontmatter, a symlink out of the vault, a file that is not text, a
 *   missing or ambiguous linked file; `RefusedError`).
 * - `hangup` (129): cancelled because the terminal closed (SIGHUP; handled like Ctrl-C, R55).
 * - `interrupted` (130): cancelled with Ctrl-C (SIGINT).
 * - `terminated` (143): cancelled with SIGTERM (handled like Ctrl-C).
 */
export const ExitCode = {
  ok: 0,
  failure: 1,
  usage: 2,
  refused: 3,
  hangup: 129,
  interrupted: 130,
  terminated: 143,
} as const;

/** One of the values of {@link ExitCode}. */
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

const doneDespiteStop = new WeakSet<object>();

/**
 * Marks a command run (its `io`) as done although a stop (Ctrl-C, SIGTERM) came while it was
 * committing: what it reported (`ok: true`) is what happened, so `main` keeps exit code 0 instead
 * of turning it into 130/143 (N13). `io`: the run's `CliIo` object.
 * Spec: review2 N13; apps/cli/README.md, Exit codes.
 */
export function markDoneDespiteStop(io: object): void {
  doneDespiteStop.add(io);
}

/**
 * True when {@link markDoneDespiteStop} was called for `io`.
 * Spec: review2 N13.
 */
export function isDoneDespiteStop(io: object): boolean {
  return doneDespiteStop.has(io);
}
