/**
 * The settings agent: a conversation on the configured model with tools over the settings
 * (`SettingsFiles`). A proposed change is printed as a diff and applied only after the user
 * answers `y`; the model is told what happened.
 * Spec: issue 11, Deliver 4; seed 004, Decisions ("Only acceptance opens a new settings-agent
 * window and automatically submits the complete detailed prompt").
 */

import { refuseInvalidToolCall, repeatsCutReply, withRefusalTexts } from '@ma/agent';
import { projectCatalog } from '@ma/core';
import { generateText, isStepCount, type LanguageModel, type ModelMessage, type ToolSet, tool } from 'ai';
import { z } from 'zod';
import type { LineReader } from './line-reader.js';
import { type SettingsFiles, SettingsRefusal, type SettingsTarget } from './settings-files.js';

/** The settings agent's instructions. */
export const SETTINGS_INSTRUCTIONS = `You are the settings agent of Meeting Assistant. You help the user change how meeting
summaries are made: the configuration file (meeting-assistant.json), the summary template
(config summary.template), the base prompt file (config prompt.basePromptFile) and the standing
instructions of projects (Projects/<id>/AGENTS.md).
- Read the current content first (read_settings), then write the complete new content (write_settings).
- Every write is shown to the user as a diff and applied only if they confirm; say what you changed and why in one or two sentences.
- A configuration that fails validation is refused with the reason: fix it and try again.
- Do only what the user asked; ask when the request is unclear.`;

const target = z
  .enum(['config', 'template', 'base_prompt', 'agents'])
  .describe(
    'config = meeting-assistant.json; template = summary.template; base_prompt = the base prompt file; agents = a project AGENTS.md',
  );

/** Options of {@link createSettingsTools} and {@link runSettingsTurn}. */
export interface SettingsAgentIo {
  files: SettingsFiles;
  lines: LineReader;
  /** Writes text for the user. */
  print(text: string): void;
}

/** The settings tools: read_settings, write_settings, list_projects. */
export function createSettingsTools(io: SettingsAgentIo): ToolSet {
  return {
    read_settings: tool({
      description: 'Read a settings file: config, template, base_prompt, or agents (with project).',
      inputSchema: z.object({ target, project: z.string().nullish().describe('Project id, for agents.') }),
      execute: async ({ target: t, project }) => {
        try {
          const text = await io.files.read(t as SettingsTarget, project);
          // A secret in a file every run sends to the model: the user hears of it too (review4 P6).
          if (text.startsWith('warning: ')) io.print(`${text.slice(0, text.indexOf('\n'))}\n`);
          return text;
        } catch (error) {
          if (error instanceof SettingsRefusal) return `refused: ${error.message}`;
          throw error;
        }
      },
    }),
    write_settings: tool({
      description:
        'Replace a settings file with the complete new content; the user sees a diff and confirms.',
      inputSchema: z.object({
        target,
        project: z.string().nullish().describe('Project id, for agents.'),
        content: z
          .string()
          .describe('The complete new content (for template: the Markdown section skeleton).'),
      }),
      execute: async ({ target: t, project, content }) => {
        let change: Awaited<ReturnType<SettingsFiles['propose']>>;
        try {
          change = await io.files.propose(t as SettingsTarget, content, project);
        } catch (error) {
          if (error instanceof SettingsRefusal) return `refused: ${error.message}; nothing was written`;
          throw error;
        }
        if (change.diff === '') return `no change: ${change.label} already has this content`;
        io.print(`\nProposed change to ${change.label}:\n${change.diff}`);
        const answer = (await io.lines.next(`Apply this change to ${change.label}? [y/n] `))
          ?.trim()
          .toLowerCase();
        if (answer !== 'y' && answer !== 'yes') {
          io.print('not applied.\n');
          return `the user rejected the change to ${change.label}; nothing was written`;
        }
        try {
          await change.apply();
        } catch (error) {
          if (!(error instanceof SettingsRefusal)) throw error;
          io.print(`not applied: ${error.message}\n`);
          return `refused: ${error.message}`;
        }
        io.print(`applied: ${change.label}\n`);
        return `applied: ${change.label} was written`;
      },
    }),
    list_projects: tool({
      description: 'List the projects of the vault (id: name — description).',
      inputSchema: z.object({}),
      execute: async () => {
        const catalog = await projectCatalog(io.files.vault);
        return catalog.length === 0
          ? 'no projects'
          : catalog
              .map(
                (p) =>
                  `${p.id}: ${p.name} — ${p.problem ? `(no description: ${p.problem})` : p.description || '(no description)'}`,
              )
              .join('\n');
      },
    }),
  };
}

/**
 * Sends one user message, runs the tool loop (at most `maxSteps` steps, one tool at a time; the
 * same cut reply twice in a row ends it: `repeatsCutReply`, review13 Z53) and appends the
 * exchange to `messages`.
 * @returns the assistant's final text.
 */
export async function runSettingsTurn(opts: {
  model: LanguageModel;
  messages: ModelMessage[];
  text: string;
  tools: ToolSet;
  maxSteps: number;
  signal?: AbortSignal;
}): Promise<string> {
  opts.messages.push({ role: 'user', content: opts.text });
  const result = await generateText({
    model: opts.model,
    instructions: SETTINGS_INSTRUCTIONS,
    messages: opts.messages,
    tools: opts.tools,
    // Z53: the same cut reply twice in a row ends the turn (asking again changes nothing).
    stopWhen: [isStepCount(opts.maxSteps), repeatsCutReply],
    toolCallConcurrency: 1,
    maxRetries: 0,
    // R82: a call failing its schema (or unknown, or not JSON) is answered with the short
    // `refused: …` sentence the meeting tools give, never the SDK's raw validation error dump.
    repairToolCall: refuseInvalidToolCall,
    prepareStep: ({ messages }: { messages: ModelMessage[] }) => {
      const plain = withRefusalTexts(messages);
      return plain === null ? {} : { messages: plain };
    },
    ...(opts.signal ? { abortSignal: opts.signal } : {}),
  });
  opts.messages.push(...(withRefusalTexts(result.responseMessages) ?? result.responseMessages));
  return result.text;
}
