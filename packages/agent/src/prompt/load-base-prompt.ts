import { basePromptPlaceProblem, ConfigError, type Vault } from '@ma/core';
import { readVaultText } from '../vault-text.js';
import { DEFAULT_BASE_PROMPT } from './default-base-prompt.js';

/**
 * The base prompt of a run: the text of `prompt.basePromptFile` (vault-relative Markdown) when
 * set, else {@link DEFAULT_BASE_PROMPT}. Called before anything is written, so a bad file fails
 * the run without touching the vault.
 *
 * @param file `config.prompt.basePromptFile`.
 * @throws ConfigError('prompt.basePromptFile') when the file is missing, unsafe (outside the
 *   vault, in `.trash`, …), empty, or leads (through a symlink, another case) to a place no base
 *   prompt may be (`basePromptPlaceProblem`: the configuration file, a non-Markdown file, a
 *   meeting, transcript, summary, context, project, identity note, the glossary or dictation list).
 * Spec: seed 004, Decisions ("a custom base prompt is configured"); docs/vault-format.md,
 * Configuration.
 */
export async function loadBasePrompt(vault: Vault, file: string | null): Promise<string> {
  if (file === null) return DEFAULT_BASE_PROMPT;
  let text: string;
  try {
    // The place is checked where the path leads too: a symlink to the configuration file or to a
    // meeting note is refused like the name itself (review4 P6).
    const { rel } = await vault.resolve(file, {
      argument: 'prompt.basePromptFile',
      mustExist: true,
      kind: 'file',
    });
    const problem = basePromptPlaceProblem(vault.config, rel);
    if (problem !== null) {
      const shown = rel === file ? `"${file}"` : `"${file}" (which leads to ${rel})`;
      throw new ConfigError('prompt.basePromptFile', problem, shown);
    }
    text = await readVaultText(vault, file, 'prompt.basePromptFile');
  } catch (error) {
    if (ConfigError.isInstance(error)) throw error;
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
