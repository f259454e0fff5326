/**
 * Framework-neutral tool list for one session: `{ name, description,
 * inputSchema, execute(input): Promise<string> }[]`, for MCP-style hosts, CLIs
 * and tests. The AI SDK `ToolSet` is built from this list.
 * Spec: docs/contracts.md, @ma/tools (`toolDefinitions`, `toolNames`).
 */
import {
  type ApprovalGatedTools,
  approvalGatedToolNames,
  type GranularToolName,
  granularToolFactories,
  granularToolNames,
  granularWriteToolNames,
} from './granular/index.js';
import { asWriteTool } from './neutral/as-write-tool.js';
import type { NeutralTool } from './neutral/neutral-tool.js';
import type { ToolSession } from './session/tool-session.js';

/** The wire names of the default (granular) profile, in listing order. */
export const toolNames: readonly GranularToolName[] = granularToolNames;

/** Options of {@link toolDefinitions} and `createMeetingTools`. */
export interface ToolSetOptions {
  /** Tool profile; only `granular` exists so far (`compact` will follow, seed 002). */
  profile?: 'granular';
  /** Keep only these wire names (granular or supplied approval-gated ones). */
  only?: readonly string[];
  /** Implementations of the approval-gated tools (seed 004), appended when given. */
  approvalGated?: ApprovalGatedTools;
}

/**
 * Creates the neutral definitions for one meeting session. Write tools (granular writes and
 * approval-gated ones) run one at a time per session in call order, with reasoning blocks
 * stripped from their arguments (`asWriteTool`); reads run as called.
 * @throws Error when `only` names a tool that does not exist (a host bug, not a model mistake).
 */
export function toolDefinitions(session: ToolSession, options: ToolSetOptions = {}): NeutralTool[] {
  const all: NeutralTool[] = granularToolNames.map((name) => {
    const def: NeutralTool = { name, ...granularToolFactories[name](session) };
    return granularWriteToolNames.has(name) ? asWriteTool(session, def) : def;
  });
  for (const name of approvalGatedToolNames) {
    const def = options.approvalGated?.[name];
    // Approval-gated tools change the meeting or the workflow: they queue like every write.
    if (def) all.push(asWriteTool(session, { name, ...def }));
  }
  if (!options.only) return all;
  const known = new Set(all.map((t) => t.name));
  const unknown = options.only.filter((n) => !known.has(n));
  if (unknown.length > 0) throw new Error(`unknown tool name(s): ${unknown.join(', ')}`);
  const keep = new Set(options.only);
  return all.filter((t) => keep.has(t.name));
}
