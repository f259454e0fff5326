/**
 * Adapts a neutral definition to an AI SDK v7 tool: same description, same zod
 * schema, `execute` delegating to the neutral `execute` (which validates again,
 * turns null/missing arguments into "not given" and maps refusals), so the
 * logic exists once.
 * Spec: docs/contracts.md, @ma/tools; docs/ai-sdk-7-notes.md §4.
 */
import { type Tool, tool } from 'ai';
import { z } from 'zod';
import type { NeutralTool } from './neutral-tool.js';

/** An AI SDK tool whose result is the tool's text (a string → `{ type: 'text' }` for the model). */
export type MeetingTool = Tool<Record<string, unknown>, string>;

/**
 * Builds the AI SDK `tool()` for one neutral definition. The zod schema is
 * wrapped so that a JSON `null` arguments object counts as `{}` (B31; the SDK
 * itself already maps empty argument text to `{}`); the JSON Schema sent to the
 * model is unchanged (zod's input side of the preprocess is the object).
 */
export function toAiSdkTool(def: NeutralTool): MeetingTool {
  return tool({
    description: def.description,
    inputSchema: z.preprocess((value) => value ?? {}, def.inputSchema),
    execute: (input: Record<string, unknown>) => def.execute(input),
  }) as MeetingTool;
}
