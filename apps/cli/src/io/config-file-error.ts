/**
 * Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line" (errors name
 * the configuration file).
 */
import type { ConfigError } from '@ma/core';

const marker = Symbol.for('ma.cli.ConfigFileError');

/**
 * An invalid configuration, tied to the file it came from (`--config` or
 * `<vault>/meeting-assistant.json`), so `ma` can name the file in its one-line
 * message: `ma: invalid configuration in <file>: <problems>; fix …`. Exit code 1.
 * CLI-only wrapper: the cause is core's `ConfigError`.
 */
export class ConfigFileError extends Error {
  readonly [marker] = true;

  constructor(
    readonly file: string,
    readonly configError: ConfigError,
  ) {
    super(configError.message, { cause: configError });
    this.name = 'ConfigFileError';
  }

  /** True for a ConfigFileError, even from another copy of this module. */
  static isInstance(error: unknown): error is ConfigFileError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
