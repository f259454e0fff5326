import { ConfigError } from '../errors/index.js';
import type { MaConfig } from './config-schema.js';
import { parseConfig } from './parse-config.js';

/**
 * Model settings given on the command line or in the environment (`--base-url`, `MA_BASE_URL`…).
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); docs/contracts.md (@ma/core, Config).
 */
export interface ModelOverrides {
  baseURL?: string | undefined;
  model?: string | undefined;
  apiKeyEnv?: string | undefined;
}

/**
 * Applies CLI/environment model overrides on top of a loaded config and
 * validates the result. Undefined or empty override values are ignored. A
 * given `apiKeyEnv` replaces a configured `apiKey` (the two are exclusive).
 * Without any model section, `baseURL` and `model` must both be given.
 * @returns a new deep-frozen `MaConfig` (the input is not changed).
 * @throws ConfigError naming the missing or invalid key (`model.model: expected a model name, got nothing`).
 * Spec: docs/vault-format.md, Configuration (`MA_BASE_URL`/`--base-url`).
 */
export function mergeModelOverrides(config: MaConfig, overrides: ModelOverrides): MaConfig {
  const given = Object.fromEntries(
    Object.entries(overrides).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  ) as ModelOverrides;
  if (Object.keys(given).length === 0) return config;
  const base: Record<string, unknown> = config.model ? { ...config.model } : {};
  if (given.apiKeyEnv !== undefined) delete base.apiKey;
  const model = { ...base, ...given };
  if (model.baseURL === undefined || model.model === undefined) {
    const key = model.baseURL === undefined ? 'baseURL' : 'model';
    throw new ConfigError(
      `model.${key}`,
      key === 'baseURL'
        ? 'a base URL (config "model.baseURL" or --base-url)'
        : 'a model name (config "model.model" or --model)',
      'nothing',
    );
  }
  return parseConfig({ ...structuredClone(config), model });
}
