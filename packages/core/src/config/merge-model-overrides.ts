import { applyModelOverrides, type ModelOverrides } from './apply-model-overrides.js';
import type { MaConfig } from './config-schema.js';
import { parseConfig } from './parse-config.js';

export type { ModelOverrides } from './apply-model-overrides.js';

/**
 * Applies CLI/environment model overrides on top of an already loaded config and
 * validates the result. Prefer passing the overrides to `loadConfig`/`parseConfig`
 * (`modelOverrides`): there a partial model section in the file can be completed by them; here
 * the input is already complete or absent. Undefined or empty override values are ignored. A
 * given `apiKeyEnv` replaces a configured `apiKey` (the two are exclusive). Without any model
 * section, `baseURL` and `model` must both be given.
 * @returns a new deep-frozen `MaConfig` (the input itself when nothing applies).
 * @throws ConfigError naming the missing or invalid key
 *   (`model.model: expected a model name (config "model.model" or --model), got nothing`).
 * Spec: docs/vault-format.md, Configuration (`MA_BASE_URL`/`--base-url`).
 */
export function mergeModelOverrides(config: MaConfig, overrides: ModelOverrides): MaConfig {
  const raw = applyModelOverrides(config, overrides);
  if (raw === config) return config;
  return parseConfig(structuredClone(raw));
}
