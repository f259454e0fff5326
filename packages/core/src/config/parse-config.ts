import { applyModelOverrides, type ModelOverrides } from './apply-model-overrides.js';
import { configSchemas, type MaConfig } from './config-schema.js';
import { deepFreeze } from './deep-freeze.js';
import { configErrorFrom, configProblems } from './format-config-issues.js';
import { readPlainConfig } from './read-plain-config.js';

/**
 * Validates an already-parsed configuration object, applies the defaults and
 * returns a deep-frozen `MaConfig`. `undefined` (no file) gives the defaults. `model` and
 * `models.main` are one model under two names: after parsing both hold it (or both are null).
 * `modelOverrides` (CLI flags/environment) are merged into the raw object first
 * (`applyModelOverrides`), so a partial `model` section completed by them is valid.
 * @throws ConfigError naming the key path, what was expected and what was found
 *   (`model.baseURL: expected a base URL (config "model.baseURL" or --base-url), got nothing`).
 * Spec: docs/vault-format.md, Configuration; docs/contracts.md (@ma/core, Config).
 */
export function parseConfig(input: unknown, opts: { modelOverrides?: ModelOverrides } = {}): MaConfig {
  const raw = applyModelOverrides(input, opts.modelOverrides) ?? {};
  // The common configuration is read without building the schemas (docs/startup.md); anything
  // else, errors included, by the schema.
  const data = readPlainConfig(raw) ?? schemaParse(raw);
  // `models.main` and `model` name the same model: after parsing both hold it.
  const main = data.model ?? data.models.main;
  return deepFreeze({ ...data, model: main, models: { ...data.models, main } });
}

function schemaParse(raw: unknown): MaConfig {
  const { MaConfigSchema } = configSchemas();
  const result = MaConfigSchema.safeParse(raw);
  if (!result.success) throw configErrorFrom(configProblems(MaConfigSchema, raw, result.error.issues));
  return result.data;
}
