/**
 * The AI SDK v7 `ToolSet` for one meeting session, built from the neutral
 * definitions (`toolDefinitions`) so the logic exists once. The returned set is typed by
 * wire name: `tools.read_transcript` is a tool, `tools.read_transcrip` does not compile.
 * Spec: docs/contracts.md, @ma/tools (`createMeetingTools`); docs/ai-sdk-7-notes.md §4;
 * docs/packages.md (Typed tools).
 */
import type { ApprovalGatedToolName, GranularToolName } from './granular/index.js';
import { type MeetingTool, toAiSdkTool } from './neutral/to-ai-sdk-tool.js';
import type { ToolSession } from './session/tool-session.js';
import { type ToolSetOptions, toolDefinitions } from './tool-definitions.js';

/** Any wire name a meeting tool set can hold. */
export type MeetingToolName = GranularToolName | ApprovalGatedToolName;

/**
 * A meeting tool set as `createMeetingTools` returns it: every granular tool by name, the
 * approval-gated ones when the host supplied them. Assignable to the AI SDK's `ToolSet`.
 */
export type MeetingToolSet = { [K in GranularToolName]: MeetingTool } & {
  [K in ApprovalGatedToolName]?: MeetingTool;
};

/** Options of `createMeetingTools`: those of `toolDefinitions` plus the schema form. */
export interface MeetingToolSetOptions extends ToolSetOptions {
  /** `true`: strict JSON Schemas (closed objects, all properties required, optional = nullable). */
  strict?: boolean;
}

/**
 * `{ [wireName]: tool({ description, inputSchema, execute }) }` for `generateText` /
 * `ToolLoopAgent`. Every `execute` resolves to a string (the model sees text);
 * refusals are `refused: …` strings, never thrown. With `only`, the result's type holds
 * exactly the named tools.
 * @throws Error when `options.only` names an unknown tool.
 */
export function createMeetingTools<const Only extends MeetingToolName>(
  session: ToolSession,
  options: MeetingToolSetOptions & { only: readonly Only[] },
): { [K in Only]: MeetingTool };
export function createMeetingTools(session: ToolSession, options?: MeetingToolSetOptions): MeetingToolSet;
export function createMeetingTools(
  session: ToolSession,
  options: MeetingToolSetOptions = {},
): Record<string, MeetingTool> {
  const set: Record<string, MeetingTool> = {};
  for (const def of toolDefinitions(session, options))
    set[def.name] = toAiSdkTool(def, { strict: options.strict });
  return set;
}
