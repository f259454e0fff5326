import { ConfigError } from '../errors/index.js';
import type { ModelConfig } from './config-schema.js';

/**
 * The API key to send: `model.apiKey` when set, else the value of the
 * environment variable named by `model.apiKeyEnv`, else `undefined` (local
 * servers need none). An empty variable counts as unset.
 * @throws ConfigError('model.apiKeyEnv', …) naming the variable when it is named but unset.
 * Spec: docs/vault-format.md, Configuration (`apiKeyEnv`).
 */
export function resolveApiKey(
  model: ModelConfig,
  env: Record<string, string | undefined>,
): string | undefined {
  if (model.apiKey !== undefined) return model.apiKey;
  if (model.apiKeyEnv === undefined) return undefined;
  const value = env[model.apiKeyEnv];
  if (value === undefined || value === '') {
    throw new ConfigError(
      'model.apiKeyEnv',
      `the environment variable ${model.apiKeyEnv} to hold the API key`,
      'it is unset',
      `model.apiKeyEnv: the environment variable ${model.apiKeyEnv} is not set (it should hold the API key)`,
    );
  }
  return value;
}
