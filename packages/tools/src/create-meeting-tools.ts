/**
 * The AI SDK v7 `ToolSet` for one meeting session, built from the neutral
 * definitions (`toolDefinitions`) so the logic exists once. The returned set is typed by
 * wire name: `tools.read_transcript` is a tool, `tools.read_transcrip` does not compile.
 * Spec: docs/contracts.md, @ma/tools (`createMeetingTools`); docs/ai-sdk-7-notes.md §4;
 * docs/packages.md (Typed tools).
 */
import type { Tool } from 'ai';
import type { z } from 'zod';
import type { ApplyChangesInputSchema } from './compact/apply-changes.js';
import type { CompactToolName } from './compact/index.js';
import type { QueryMeetingInputSchema } from './compact/query-meeting.js';
import type { ApprovalGatedToolName, GranularToolName, granularToolFactories } from './granular/index.js';
import type { ToolDefinition } from './neutral/neutral-tool.js';
import { type MeetingTool, toAiSdkTool } from './neutral/to-ai-sdk-tool.js';
import type { ToolSession } from './session/tool-session.js';
import { type ToolSetOptions, toolDefinitions } from './tool-definitions.js';

/** Any wire name a granular meeting tool set can hold. */
export type MeetingToolName = GranularToolName | ApprovalGatedToolName;

/** Any wire name a compact meeting tool set can hold. */
export type CompactMeetingToolName = CompactToolName | ApprovalGatedToolName;

/** The arguments a tool definition's schema accepts (`null` and absent alike for an optional one). */
type SchemaInput<F> = F extends (...args: never[]) => ToolDefinition<infer S> ? z.input<S> : never;

/**
 * Each tool's input, by wire name: what its schema accepts (`read_transcript`: `{ start?: number | null, … }`), so a
 * host's `toolCalls` narrowed by `toolName` have a typed `input` (L326: every tool was typed with one generic
 * input). An approval-gated tool is the host's own: any object.
 */
export type MeetingToolInputs = {
  [K in GranularToolName]: SchemaInput<(typeof granularToolFactories)[K]>;
} & {
  query_meeting: z.input<ReturnType<typeof QueryMeetingInputSchema>>;
  apply_changes: z.input<ReturnType<typeof ApplyChangesInputSchema>>;
} & { [K in ApprovalGatedToolName]: Record<string, unknown> };

/**
 * The AI SDK tool of wire name `K`: its input as {@link MeetingToolInputs} says, its output the text the model sees
 * (a result, or a `refused: …` sentence). Assignable to the AI SDK's `Tool` and `ToolSet`.
 */
export type TypedMeetingTool<K extends keyof MeetingToolInputs> = Tool<MeetingToolInputs[K], string>;

/**
 * A meeting tool set as `createMeetingTools` returns it: every granular tool by name, the
 * approval-gated ones when the host supplied them, each typed by its input ({@link TypedMeetingTool}).
 * Assignable to the AI SDK's `ToolSet`.
 */
export type MeetingToolSet = { [K in GranularToolName]: TypedMeetingTool<K> } & {
  [K in ApprovalGatedToolName]?: TypedMeetingTool<K>;
};

/**
 * A compact meeting tool set (`profile: 'compact'`): `query_meeting`, `apply_changes`, and the
 * approval-gated tools when the host supplied them, each typed by its input. Assignable to the AI SDK's `ToolSet`.
 */
export type CompactMeetingToolSet = { [K in CompactToolName]: TypedMeetingTool<K> } & {
  [K in ApprovalGatedToolName]?: TypedMeetingTool<K>;
};

/**
 * Options of `createMeetingTools`: those of `toolDefinitions` plus the schema form. `only` takes
 * wire names of either profile (and the approval-gated ones), so a misspelt name does not compile
 * in any overload (R76; `toolDefinitions` keeps plain strings for hosts with names known at run
 * time, and both throw for an unknown one).
 */
export interface MeetingToolSetOptions extends Omit<ToolSetOptions, 'only'> {
  /** Keep only these wire names (of the profile, or supplied approval-gated ones). */
  only?: readonly (MeetingToolName | CompactMeetingToolName)[];
  /** `true`: strict JSON Schemas (closed objects, all properties required, optional = nullable). */
  strict?: boolean;
}

/**
 * `{ [wireName]: tool({ description, inputSchema, execute }) }` for `generateText` /
 * `ToolLoopAgent`. Every `execute` resolves to a string (the model sees text);
 * refusals are `refused: …` strings, never thrown. With `only`, the result's type holds
 * exactly the named tools. With `profile: 'compact'` the set is the compact one
 * ({@link CompactMeetingToolSet}); a profile known only at run time (config `tools.profile`)
 * gives the union.
 * @throws Error when `options.only` names an unknown tool.
 */
export function createMeetingTools<const Only extends CompactMeetingToolName>(
  session: ToolSession,
  options: MeetingToolSetOptions & { profile: 'compact'; only: readonly Only[] },
): { [K in Only]: TypedMeetingTool<K> };
export function createMeetingTools(
  session: ToolSession,
  options: MeetingToolSetOptions & { profile: 'compact' },
): CompactMeetingToolSet;
export function createMeetingTools<const Only extends MeetingToolName>(
  session: ToolSession,
  options: MeetingToolSetOptions & { profile?: 'granular'; only: readonly Only[] },
): { [K in Only]: TypedMeetingTool<K> };
export function createMeetingTools(
  session: ToolSession,
  options?: MeetingToolSetOptions & { profile?: 'granular' },
): MeetingToolSet;
export function createMeetingTools(
  session: ToolSession,
  options: MeetingToolSetOptions,
): MeetingToolSet | CompactMeetingToolSet;
export function createMeetingTools(
  session: ToolSession,
  options: MeetingToolSetOptions = {},
): Record<string, unknown> {
  // Each tool's input type is its schema's (the overloads, L326); at run time all are one kind of tool.
  const set: Record<string, MeetingTool> = {};
  for (const def of toolDefinitions(session, options))
    set[def.name] = toAiSdkTool(def, { strict: options.strict });
  return set;
}

/**
 * The compact profile's tool set: `createMeetingTools(session, { ...options, profile: 'compact' })`.
 * Spec: docs/tools.md (Compact profile); issue 14, Deliver 1.
 */
export function createCompactMeetingTools(
  session: ToolSession,
  options: Omit<MeetingToolSetOptions, 'profile' | 'only'> = {},
): CompactMeetingToolSet {
  return createMeetingTools(session, { ...options, profile: 'compact' });
}
