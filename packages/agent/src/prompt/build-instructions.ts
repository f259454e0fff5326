import type { Meeting, ProjectMeta } from '@ma/core';
import { compactWording } from '@ma/tools';
import { buildBriefGuidance } from './brief-guidance.js';
import { buildCapabilityGuidance, type CapabilityGuidanceInput } from './capability-guidance.js';
import { BRIEF_BASE_PROMPT, DEFAULT_BASE_PROMPT } from './default-base-prompt.js';
import { buildMeetingSection } from './meeting-section.js';
import { buildProjectSection } from './project-section.js';

/**
 * Inputs of {@link buildInstructions}.
 *
 * Spec: seed 004 (prompt sections); seed 003, Requirement: Meeting Assistant generates meeting outputs.
 */
export interface InstructionsInput {
  /** The base prompt text (`loadBasePrompt`: `prompt.basePromptFile` or the shipped default). */
  basePrompt: string;
  /** The meeting (fresh `readMeeting`). */
  meeting: Meeting;
  /** The assistant context note path. */
  contextPath: string;
  /** Bound projects with metadata and AGENTS.md (`readProjectMeta`). */
  projects: readonly ProjectMeta[];
  /** Inputs of the capability guidance. */
  guidance: CapabilityGuidanceInput;
  /**
   * The small-window set (C3, docs/context-budget.md): the shipped base prompt becomes
   * `BRIEF_BASE_PROMPT` (a custom one is kept), the guidance the brief one, and the project
   * section quotes AGENTS.md cut to a budget (`BRIEF_AGENTS_CHARS`; review5 Q16).
   */
  brief?: boolean;
}

/**
 * Assembles the system prompt (AI SDK `instructions`) of a summary run, in four parts joined by
 * blank lines: the base prompt (custom or default; in the compact profile its granular tool names
 * written as the compact calls, `compactWording`, C28), the mandatory capability guidance (always,
 * also with a custom base prompt), the meeting section and the initial project section (bound
 * projects' metadata and AGENTS.md).
 *
 * Spec: seed 004, Decisions (custom base prompt, mandatory capability guidance, initial project
 * section).
 */
export function buildInstructions(input: InstructionsInput): string {
  const brief = input.brief === true;
  const chosen = brief && input.basePrompt === DEFAULT_BASE_PROMPT ? BRIEF_BASE_PROMPT : input.basePrompt;
  // C28 (seed 002): a compact run's base prompt names the compact calls, as its guidance does: the
  // shipped prompts' "write the summary with write_summary" sent small models to a tool that the
  // compact profile does not offer (a custom prompt naming granular tools alike).
  const base = input.guidance.toolNames.includes('query_meeting') ? compactWording(chosen) : chosen;
  return [
    base.trim(),
    brief ? buildBriefGuidance(input.guidance) : buildCapabilityGuidance(input.guidance),
    buildMeetingSection(input.meeting, input.contextPath),
    buildProjectSection(input.projects, { brief }),
  ].join('\n\n');
}
