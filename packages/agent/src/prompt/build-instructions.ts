import { ConfigError, type MaConfig, type Meeting, type ProjectMeta, type Vault } from '@ma/core';
import { readVaultText } from '../vault-text.js';
import { buildCapabilityGuidance, type CapabilityGuidanceInput } from './capability-guidance.js';
import { DEFAULT_BASE_PROMPT } from './default-base-prompt.js';
import { buildMeetingSection } from './meeting-section.js';
import { buildProjectSection } from './project-section.js';

/** Inputs of {@link buildInstructions}. */
export interface InstructionsInput {
  vault: Vault;
  config: MaConfig;
  meeting: Meeting;
  contextPath: string;
  projects: readonly ProjectMeta[];
  guidance: CapabilityGuidanceInput;
}

/**
 * Assembles the system prompt (AI SDK `instructions`) of a summary run, in four parts joined by
 * blank lines: the base prompt (`prompt.basePromptFile`, a vault-relative Markdown file, when
 * set; else {@link DEFAULT_BASE_PROMPT}), the mandatory capability guidance (always, also with a
 * custom base prompt), the meeting section and the initial project section (bound projects'
 * metadata and AGENTS.md).
 *
 * @throws ConfigError('prompt.basePromptFile') when the configured file is missing, unsafe or empty.
 * Spec: seed 004, Decisions (custom base prompt, mandatory capability guidance, initial project section).
 */
export async function buildInstructions(input: InstructionsInput): Promise<string> {
  const base = await loadBasePrompt(input.vault, input.config.prompt.basePromptFile);
  return [
    base.trim(),
    buildCapabilityGuidance(input.guidance),
    buildMeetingSection(input.meeting, input.contextPath),
    buildProjectSection(input.projects),
  ].join('\n\n');
}

async function loadBasePrompt(vault: Vault, file: string | null): Promise<string> {
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
