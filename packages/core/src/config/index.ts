export { MODEL_ENV_VARIABLES, modelOverridesFromEnv } from './apply-model-overrides.js';
export { assertUrlWithoutSecrets } from './assert-url-without-secrets.js';
export {
  BASE_PROMPT_RULE,
  type BasePromptPlaces,
  basePromptPlaceProblem,
  type OwnFileSetting,
  ownFilePlaceProblem,
} from './base-prompt-place.js';
export { completeConfig } from './complete-config.js';
export {
  type DaemonConfig,
  DEFAULT_SUMMARY_TEMPLATE,
  LIMIT_MAXIMA,
  type MaConfig,
  type ModelConfig,
} from './config-schema.js';
export { envVariableProblem } from './env-variable-problem.js';
export { configNumberProblem, numberSourceAt, parseJsonKeepingNumberText } from './json-number-sources.js';
export { CONFIG_FILE_NAME, loadConfig } from './load-config.js';
export { type ModelOverrides, mergeModelOverrides } from './merge-model-overrides.js';
export { parseConfig } from './parse-config.js';
export { resolveApiKey } from './resolve-api-key.js';
