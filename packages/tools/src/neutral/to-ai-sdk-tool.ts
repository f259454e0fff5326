/**
 * Adapts a neutral definition to an AI SDK v7 tool: same description, same zod
 * schema, `execute` delegating to the neutral `execute` (which validates again,
 * turns null/missing arguments into "not given" and maps refusals), so the
 * logic exists once. The SDK's `abortSignal` goes with the call (X6); a host that calls
 * `execute(args)` without the SDK's options gets the same result, unsignalled (L74).
 * Spec: docs/contracts.md, @ma/tools; docs/ai-sdk-7-notes.md §4; docs/packages.md (strict schemas).
 */
import { jsonSchema, type Schema, type Tool, tool, zodSchema } from 'ai';
import { z } from 'zod';
import { type NeutralTool, toolJsonSchema } from './neutral-tool.js';
import { cancelledCallError } from './tool-call.js';

/** An AI SDK tool whose result is the tool's text (a string → `{ type: 'text' }` for the model). */
export type MeetingTool = Tool<Record<string, unknown>, string>;

/**
 * The part of the AI SDK's per-call `ToolExecutionOptions` the tools read. Optional: a host may call
 * `execute(args)` without it (an MCP bridge, a script; L74), which is a call without a signal.
 */
type ExecuteOptions = { abortSignal?: AbortSignal } | undefined;

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
 * Unknown keys are kept for `execute` to refuse by name (`keepingUnknownKeys`, review7 T2).
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
      execute: (input: Record<string, unknown>, options?: ExecuteOptions) =>
        executeWithSignal(def, input, options?.abortSignal),
    }) as MeetingTool;
  }
  return tool({
    description: def.description,
    inputSchema: keepingUnknownKeys(zodSchema(z.preprocess((value) => value ?? {}, def.inputSchema))),
    execute: (input: Record<string, unknown>, options?: ExecuteOptions) =>
      executeWithSignal(def, input, options?.abortSignal),
  }) as MeetingTool;
}

/**
 * `def.execute` with the AI SDK's `abortSignal` (review11 X6): a call whose signal is already
 * aborted runs nothing; a write whose signal aborts while it waits in the session's write queue
 * never starts (`runMutation`); both reject with an `AbortError` (nothing written). A write that
 * already started completes and returns its result.
 * @throws DOMException `AbortError` as above.
 */
async function executeWithSignal(
  def: NeutralTool,
  input: Record<string, unknown>,
  signal: AbortSignal | undefined,
): Promise<string> {
  if (signal?.aborted) throw cancelledCallError(signal);
  return def.execute(input, signal ? { signal } : {});
}

/**
 * `schema` with the same JSON Schema and the same verdict, but a call that passes hands `execute` the
 * arguments as the model sent them, not zod's output: zod drops keys the schema does not declare, so a
 * misspelled mode flag (`replace_fle: true`) would reach the tool as an append, never seen by the neutral
 * `execute`, which refuses unknown keys by name and parses the arguments itself (review7 T2; N13).
 */
function keepingUnknownKeys(schema: Schema<unknown>): Schema<Record<string, unknown>> {
  return jsonSchema<Record<string, unknown>>(() => schema.jsonSchema, {
    validate: async (value) => {
      const verdict = await schema.validate?.(value);
      if (verdict && !verdict.success) return verdict;
      return { success: true, value: (value ?? {}) as Record<string, unknown> };
    },
  });
}
