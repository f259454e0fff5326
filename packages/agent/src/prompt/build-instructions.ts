import type { Meeting, ProjectMeta } from '@ma/core';
import { buildCapabilityGuidance, type CapabilityGuidanceInput } from './capability-guidance.js';
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
}

/**
 * Assembles the system prompt (AI SDK `instructions`) of a summary run, in four parts joined by
 * blank lines: the base prompt (custom or default), the mandatory capability guidance (always,
 * also with a custom base prompt), the meeting section and the initial project section (bound
 * projects' metadata and AGENTS.md).
 *
 * Spec: seed 004, Decisions (custom base prompt, mandatory capability guidance, initial project
 * section).
 */
export function buildInstructions(input: InstructionsInput): string {
  return [
    input.basePrompt.trim(),
    buildCapabilityGuidance(input.guidance),
    buildMeetingSection(input.meeting, input.contextPath),
    buildProjectSection(input.projects),
  ].join('\n\n');
}
