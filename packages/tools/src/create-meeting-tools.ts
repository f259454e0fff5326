/**
 * The AI SDK v7 `ToolSet` for one meeting session, built from the neutral
 * definitions (`toolDefinitions`) so the logic exists once.
 * Spec: docs/contracts.md, @ma/tools (`createMeetingTools`); docs/ai-sdk-7-notes.md §4.
 */
import type { ToolSet } from 'ai';
import { toAiSdkTool } from './neutral/to-ai-sdk-tool.js';
import type { ToolSession } from './session/tool-session.js';
import { type ToolSetOptions, toolDefinitions } from './tool-definitions.js';

/**
 * `{ [wireName]: tool({ description, inputSchema, execute }) }` for `generateText` /
 * `ToolLoopAgent`. Every `execute` resolves to a string (the model sees text);
 * refusals are `refused: …` strings, never thrown.
 * @throws Error when `options.only` names an unknown tool.
 */
export function createMeetingTools(session: ToolSession, options: ToolSetOptions = {}): ToolSet {
  const set: ToolSet = {};
  for (const def of toolDefinitions(session, options)) set[def.name] = toAiSdkTool(def);
  return set;
}
