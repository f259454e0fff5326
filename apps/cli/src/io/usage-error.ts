/**
 * Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line" (usage errors
 * exit 2).
 */
const marker = Symbol.for('ma.cli.UsageError');

/**
 * A mistake on the command line (unknown tool, bad `--args` JSON, unknown meeting…).
 * `main` prints `ma: <message>` on one line and exits with code 2. The message
 * should say what to do next (a valid value, a command to try).
 * This is a CLI-only error: domain failures stay core's typed errors.
 */
export class UsageError extends Error {
  readonly [marker] = true;

  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }

  /** True for a UsageError, even from another copy of this module. */
  static isInstance(error: unknown): error is UsageError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
