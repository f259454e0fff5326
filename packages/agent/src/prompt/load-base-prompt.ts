import { ConfigError, type Vault } from '@ma/core';
import { readVaultText } from '../vault-text.js';
import { DEFAULT_BASE_PROMPT } from './default-base-prompt.js';

/**
 * The base prompt of a run: the text of `prompt.basePromptFile` (vault-relative Markdown) when
 * set, else {@link DEFAULT_BASE_PROMPT}. Called before anything is written, so a bad file fails
 * the run without touching the vault.
 *
 * @param file `config.prompt.basePromptFile`.
 * @throws ConfigError('prompt.basePromptFile') when the file is missing, unsafe (outside the
 *   vault, in `.trash`, …) or empty.
 * Spec: seed 004, Decisions ("a custom base prompt is configured"); docs/vault-format.md,
 * Configuration.
 */
export async function loadBasePrompt(vault: Vault, file: string | null): Promise<string> {
  if (file === null) return DEFAULT_BASE_PROMPT;
  let text: string;
  try {
    text = await readVaultText(vault, file, 'prompt.basePromptFile');
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      'prompt.basePromptFile',
      'a readable Markdown file inside the vault',
      `"${file}" (${why})`,
    );
  }
  if (text.trim() === '')
    throw new ConfigError('prompt.basePromptFile', 'a non-empty file', `"${file}" (empty)`);
  return text;
}
