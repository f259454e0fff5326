import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.ConfigError');

/**
 * The configuration (`meeting-assistant.json`, CLI overrides or the environment)
 * is invalid. `key` is the dotted key path (`model.retry.attempts`, or `(file)`
 * for a JSON syntax error), `expected` says what was wanted and `got` shows what
 * was found. The message reads `<key>: expected <expected>, got <got>`.
 * Spec: docs/vault-format.md, Configuration.
 */
export class ConfigError extends MaError {
  readonly [marker] = true;
  readonly reason = 'invalid-config' as const;
  constructor(
    readonly key: string,
    readonly expected: string,
    readonly got: string,
    message = `${key}: expected ${expected}, got ${got}`,
  ) {
    super(message);
  }
  static override isInstance = markerGuard<ConfigError>(marker);
}
