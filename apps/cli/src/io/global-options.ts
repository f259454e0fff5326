/**
 * Spec: issue #6, "`ma`: summarize a real meeting end to end from the command line";
 * apps/cli/README.md (`--vault`, `--config`, Model).
 */

/**
 * Options every command accepts (`--vault`, `--config`) and the model overrides
 * of the commands that may talk to a model. Values are raw strings as typed.
 */
export interface GlobalOptions {
  /** Vault folder; default: nearest folder upward holding `meeting-assistant.json`, else the current one. */
  vault?: string;
  /** Configuration file; default `<vault>/meeting-assistant.json`. */
  config?: string;
}

/** Model overrides from flags (`--base-url`, `--model`, `--api-key-env`, `--max-steps`). */
export interface ModelFlagOptions {
  baseUrl?: string;
  model?: string;
  apiKeyEnv?: string;
  maxSteps?: number;
}
