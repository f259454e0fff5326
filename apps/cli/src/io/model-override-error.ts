/**
 * Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line" (errors say
 * what to fix).
 */
import type { ConfigError } from '@ma/core';

const marker = Symbol.for('ma.cli.ModelOverrideError');

/**
 * An invalid `model` section once the model overrides were merged in: the configuration file or
 * the overrides that were actually given may be at fault. `given` names them as the user gave
 * them — flags (`--model`, only on commands that take them) and `MA_*` environment variables —
 * so `ma` can say `fix the "model" section of <file> or the MA_MODEL environment variable`.
 * CLI-only wrapper: the cause is core's `ConfigError`. Exit code 1.
 */
export class ModelOverrideError extends Error {
  readonly [marker] = true;

  constructor(
    readonly file: string,
    readonly given: readonly string[],
    readonly configError: ConfigError,
  ) {
    super(configError.message, { cause: configError });
    this.name = 'ModelOverrideError';
  }

  /** `the --model flag`, `the MA_MODEL environment variable`, `the --base-url flag and the MA_MODEL environment variable`, ... */
  describeGiven(): string {
    const flags = this.given.filter((g) => g.startsWith('--'));
    const vars = this.given.filter((g) => !g.startsWith('--'));
    const parts: string[] = [];
    if (flags.length) parts.push(`the ${flags.join('/')} ${flags.length > 1 ? 'flags' : 'flag'}`);
    if (vars.length)
      parts.push(`the ${vars.join('/')} environment ${vars.length > 1 ? 'variables' : 'variable'}`);
    return parts.join(' and ');
  }

  /** True for a ModelOverrideError, even from another copy of this module. */
  static isInstance(error: unknown): error is ModelOverrideError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
