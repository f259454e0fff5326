/**
 * Adapts a neutral definition to an AI SDK v7 tool: same description, same zod
 * schema, `execute` delegating to the neutral `execute` (which validates again,
 * turns null/missing arguments into "not given" and maps refusals), so the
 * logic exists once.
 * Spec: docs/contracts.md, @ma/tools; docs/ai-sdk-7-notes.md §4; docs/packages.md (strict schemas).
 */
import { jsonSchema, type Tool, tool, zodSchema } from 'ai';
import { z } from 'zod';
import { type NeutralTool, toolJsonSchema } from './neutral-tool.js';

/** An AI SDK tool whose result is the tool's text (a string → `{ type: 'text' }` for the model). */
export type MeetingTool = Tool<Record<string, unknown>, string>;

/** Options of {@link toAiSdkTool}. */
export interface AiSdkToolOptions {
  /**
   * `true`: send the strict JSON Schema (`toolJsonSchema(…, { strict: true })`) and mark the
   * tool `strict` for providers that support it (OpenAI strict function calling).
   */
  strict?: boolean;
}

/**
 * Builds the AI SDK `tool()` for one neutral definition. The zod schema is
 * wrapped so that a JSON `null` arguments object counts as `{}` (B31; the SDK
 * itself already maps empty argument text to `{}`); the JSON Schema sent to the
 * model is unchanged (zod's input side of the preprocess is the object). In strict
 * mode the schema is the strict JSON Schema and validation stays in `execute`.
 * The schema is wrapped once with the SDK's `zodSchema`, whose JSON Schema is computed on first
 * use and kept: a bare zod schema would be converted again on every step of a run (issue 13,
 * agent-loop overhead).
 */
export function toAiSdkTool(def: NeutralTool, options: AiSdkToolOptions = {}): MeetingTool {
  if (options.strict) {
    return tool({
      description: def.description,
      inputSchema: jsonSchema<Record<string, unknown>>(
        toolJsonSchema(def.inputSchema, { strict: true }) as never,
      ),
      strict: true,
      execute: (input: Record<string, unknown>) => def.execute(input),
    }) as MeetingTool;
  }
  return tool({
    description: def.description,
    inputSchema: zodSchema(z.preprocess((value) => value ?? {}, def.inputSchema)),
    execute: (input: Record<string, unknown>) => def.execute(input),
  }) as MeetingTool;
}
