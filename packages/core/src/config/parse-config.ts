import { type MaConfig, MaConfigSchema } from './config-schema.js';
import { deepFreeze } from './deep-freeze.js';
import { configErrorFrom, configProblems } from './format-config-issues.js';

/**
 * Validates an already-parsed configuration object, applies the defaults and
 * returns a deep-frozen `MaConfig`. `undefined` (no file) gives the defaults.
 * @throws ConfigError naming the key path, what was expected and what was found.
 * Spec: docs/vault-format.md, Configuration.
 */
export function parseConfig(input: unknown): MaConfig {
  const result = MaConfigSchema.safeParse(input ?? {});
  if (!result.success) throw configErrorFrom(configProblems(MaConfigSchema, input, result.error.issues));
  return deepFreeze(result.data);
}
