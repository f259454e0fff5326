/**
 * The AI SDK v7 `ToolSet` for one meeting session, built from the neutral
 * definitions (`toolDefinitions`) so the logic exists once. The returned set is typed by
 * wire name: `tools.read_transcript` is a tool, `tools.read_transcrip` does not compile.
 * Spec: docs/contracts.md, @ma/tools (`createMeetingTools`); docs/ai-sdk-7-notes.md §4;
 * docs/packages.md (Typed tools).
 */
import type { CompactToolName } from './compact/index.js';
import type { ApprovalGatedToolName, GranularToolName } from './granular/index.js';
import { type MeetingTool, toAiSdkTool } from './neutral/to-ai-sdk-tool.js';
import type { ToolSession } from './session/tool-session.js';
import { type ToolSetOptions, toolDefinitions } from './tool-definitions.js';

/** Any wire name a granular meeting tool set can hold. */
export type MeetingToolName = GranularToolName | ApprovalGatedToolName;

/** Any wire name a compact meeting tool set can hold. */
export type CompactMeetingToolName = CompactToolName | ApprovalGatedToolName;

/**
 * A meeting tool set as `createMeetingTools` returns it: every granular tool by name, the
 * approval-gated ones when the host supplied them. Assignable to the AI SDK's `ToolSet`.
 */
export type MeetingToolSet = { [K in GranularToolName]: MeetingTool } & {
  [K in ApprovalGatedToolName]?: MeetingTool;
};

/**
 * A compact meeting tool set (`profile: 'compact'`): `query_meeting`, `apply_changes`, and the
 * approval-gated tools when the host supplied them. Assignable to the AI SDK's `ToolSet`.
 */
export type CompactMeetingToolSet = { [K in CompactToolName]: MeetingTool } & {
  [K in ApprovalGatedToolName]?: MeetingTool;
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
): { [K in Only]: MeetingTool };
export function createMeetingTools(
  session: ToolSession,
  options: MeetingToolSetOptions & { profile: 'compact' },
): CompactMeetingToolSet;
export function createMeetingTools<const Only extends MeetingToolName>(
  session: ToolSession,
  options: MeetingToolSetOptions & { profile?: 'granular'; only: readonly Only[] },
): { [K in Only]: MeetingTool };
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
): Record<string, MeetingTool> {
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
