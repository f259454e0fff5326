import { loadBasePrompt } from '@ma/agent';
import { BASE_PROMPT_RULE, ConfigError, type Vault } from '@ma/core';
import type { CheckResult } from './check-result.js';

/**
 * `ma doctor`'s check of `prompt.basePromptFile`: the run reads it before anything else, so a
 * file that is missing, empty, not UTF-8 or outside the vault fails every summary (and every
 * daemon run) though the configuration's form is valid; so does one that leads (a symlink) to the
 * configuration file or a note the product reads or writes (review4 P6). `null` when no file is configured (the
 * built-in prompt is used). Reads the file the way a run does (`loadBasePrompt`).
 * @returns `ok base prompt: <file>`, or a `FAIL config` line (in place of `ok config`) with the run's
 *   own message and a fix.
 * Spec: docs/vault-format.md, Configuration (`prompt.basePromptFile`); hostile review N3.
 */
export async function checkBasePrompt(vault: Vault): Promise<CheckResult | null> {
  const file = vault.config.prompt.basePromptFile;
  if (file === null) return null;
  try {
    await loadBasePrompt(vault, file);
    return { status: 'ok', label: 'base prompt', detail: file };
  } catch (error) {
    const misplaced = ConfigError.isInstance(error) && error.expected.startsWith(BASE_PROMPT_RULE);
    return {
      status: 'fail',
      label: 'config',
      detail: `invalid configuration: ${error instanceof Error ? error.message : String(error)}`,
      fix: misplaced
        ? 'set prompt.basePromptFile to a Markdown note of its own (such as "Prompts/base-prompt.md"), or to null to use the built-in prompt'
        : `create ${file} in the vault, or set prompt.basePromptFile to null to use the built-in prompt`,
    };
  }
}
