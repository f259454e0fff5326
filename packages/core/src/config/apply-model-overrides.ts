/**
 * Model settings given on the command line or in the environment (`--base-url`, `MA_BASE_URL`,
 * `--max-steps`…). Undefined, empty or blank strings are ignored.
 * Spec: docs/vault-format.md, Configuration (`meeting-assistant.json`); docs/contracts.md (@ma/core, Config).
 */
export interface ModelOverrides {
  baseURL?: string | undefined;
  model?: string | undefined;
  apiKeyEnv?: string | undefined;
  /** Replaces `model.maxSteps`, only when a model section results (never creates one). */
  maxSteps?: number | undefined;
}

/**
 * The model overrides the environment gives: `MA_BASE_URL`, `MA_MODEL`, `MA_API_KEY_ENV` (unset or
 * blank: none). Every `ma` command and `ma daemon run` read them through this one function (flags,
 * where a command has them, win).
 * Spec: docs/vault-format.md, Configuration (`MA_BASE_URL`/`--base-url`); review4 P2.
 */
export function modelOverridesFromEnv(env: Record<string, string | undefined>): ModelOverrides {
  return { baseURL: env.MA_BASE_URL, model: env.MA_MODEL, apiKeyEnv: env.MA_API_KEY_ENV };
}

/**
 * The environment variables {@link modelOverridesFromEnv} reads, in order.
 * Spec: review4 P2.
 */
export const MODEL_ENV_VARIABLES = ['MA_BASE_URL', 'MA_MODEL', 'MA_API_KEY_ENV'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges model overrides into a RAW (not yet validated) configuration object, so the `model`
 * section only has to be complete after the overrides: `{ model: { timeoutMs: 3000 } }` plus
 * `{ baseURL, model }` is a complete section. A given `baseURL`/`model`/`apiKeyEnv` creates the
 * section when the raw configuration has none (or `null`), and a given `apiKeyEnv` drops a
 * configured `apiKey` (the two are exclusive). `maxSteps` only changes an existing (or just
 * created) section. A raw value that is not an object (or a `model` that is not one) is returned
 * unchanged for validation to report. Pure: the input is not changed.
 * @returns the raw configuration with the overrides applied (a copy when anything applied).
 * Spec: docs/contracts.md (@ma/core, Config); docs/vault-format.md, Configuration (`MA_BASE_URL`/`--base-url`).
 */
export function applyModelOverrides(raw: unknown, overrides: ModelOverrides | undefined): unknown {
  if (!overrides) return raw;
  const strings: Record<string, string> = {};
  for (const key of ['baseURL', 'model', 'apiKeyEnv'] as const) {
    const value = overrides[key];
    if (typeof value === 'string' && value.trim() !== '') strings[key] = value;
  }
  const hasStrings = Object.keys(strings).length > 0;
  if (!hasStrings && overrides.maxSteps === undefined) return raw;
  const root = raw === undefined || raw === null ? {} : raw;
  if (!isPlainObject(root)) return raw;
  // `models.main` is another name for `model`: overrides go to whichever of them is given (both
  // when both are, so they stay equal), to `model` when neither is.
  const models = isPlainObject(root.models) ? root.models : undefined;
  const main = models?.main;
  const hasModel = root.model !== undefined && root.model !== null;
  const mainOnly = !hasModel && isPlainObject(main);
  const current = mainOnly ? main : root.model;
  if (current !== undefined && current !== null && !isPlainObject(current)) return raw;
  if (!isPlainObject(current) && !hasStrings) return raw;
  const apply = (section: unknown): Record<string, unknown> => {
    const model: Record<string, unknown> = { ...(isPlainObject(section) ? section : {}) };
    if (strings.apiKeyEnv !== undefined) delete model.apiKey;
    Object.assign(model, strings);
    if (overrides.maxSteps !== undefined) model.maxSteps = overrides.maxSteps;
    return model;
  };
  if (mainOnly) return { ...root, models: { ...models, main: apply(main) } };
  const model = apply(current);
  if (hasModel && isPlainObject(main)) return { ...root, model, models: { ...models, main: apply(main) } };
  return { ...root, model };
}
