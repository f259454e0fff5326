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
 * mode the schema is the strict JSON Schema. In both modes validation is `execute`'s alone
 * (`keepingUnknownKeys`: the SDK's check passes every parsed call, L407), so a call failing the
 * schema is answered with the documented refusal as a tool result, unknown keys refused by name (review7 T2).
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
 * `schema`'s JSON Schema (what the model sees, unchanged) with a check that passes every call, handing
 * `execute` the arguments as the model sent them (`null`/missing as `{}`), not zod's output. The neutral
 * `execute` is the one check: it refuses arguments failing the schema with the documented text
 * (`refused: invalid arguments (<field>: expected …, got …); nothing was run; …`, `invalidArgumentsRefusal`)
 * and unknown keys by name (a misspelled mode flag `replace_fle: true` must not become an append;
 * review7 T2, N13). So a host's AI SDK loop gets that refusal as the tool result with no extra setup,
 * never the SDK's `AI_InvalidToolInputError` text, which echoes the whole input and zod's issue list
 * (L407; host report §4). Arguments that are not JSON still fail in the SDK, before this check.
 */
function keepingUnknownKeys(schema: Schema<unknown>): Schema<Record<string, unknown>> {
  return jsonSchema<Record<string, unknown>>(() => schema.jsonSchema, {
    validate: async (value) => ({ success: true, value: (value ?? {}) as Record<string, unknown> }),
  });
}
