/**
 * Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line";
 * apps/cli/README.md, Exit codes.
 */

/**
 * The exit codes of `ma`, documented in `apps/cli/README.md`.
 * - `ok` (0): the command did what was asked.
 * - `failure` (1): it ran but failed (I/O, model endpoint, invalid configuration, a missing linked
 *   file or project, doctor found problems).
 * - `usage` (2): the command line was wrong (unknown command/tool, bad JSON, schema mismatch, unknown meeting).
 * - `refused` (3): `ma tool` / `ma search` ran the tool and it refused (`refused: …`).
 * - `interrupted` (130): cancelled with Ctrl-C (SIGINT).
 * - `terminated` (143): cancelled with SIGTERM (handled like Ctrl-C).
 */
export const ExitCode = {
  ok: 0,
  failure: 1,
  usage: 2,
  refused: 3,
  interrupted: 130,
  terminated: 143,
} as const;

/** One of the values of {@link ExitCode}. */
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
