/**
 * The compact profile's registry (seed 002: few fat tools for small local models): the ONE
 * place its wire names are assigned. `query_meeting` reads through the granular read tools,
 * `apply_changes` writes through the granular write tools; the approval-gated tools
 * (`request_project_association`, `request_workflow_change`) are the granular profile's own.
 * Spec: docs/tools.md (Compact profile); issue 14, Deliver 1.
 */
import type { ChangeApproval } from '../approval/approval-port.js';
import { createGranularTool, type granularToolFactories } from '../granular/index.js';
import type { NeutralTool } from '../neutral/neutral-tool.js';
import type { ToolSession } from '../session/tool-session.js';
import { createApplyChangesTool } from './apply-changes.js';
import {
  type CompactReadTool,
  type CompactWriteOp,
  compactWriteOps,
  viewOfReadTool,
} from './compact-wording.js';
import { createQueryMeetingTool } from './query-meeting.js';

/** The compact profile's own wire names, in listing order. */
export const compactToolNames = ['query_meeting', 'apply_changes'] as const;

/** A compact tool's wire name. */
export type CompactToolName = (typeof compactToolNames)[number];

/** A granular definition of `session`, named (unwrapped: callers decide about queueing). */
function granular<N extends keyof typeof granularToolFactories>(session: ToolSession, name: N): NeutralTool {
  return createGranularTool(session, name) as NeutralTool;
}

/**
 * `query_meeting` and `apply_changes` for one session, built on that session's granular tools.
 * @param approval how `apply_changes` asks before a destructive op (absent: such ops are rejected).
 * @param options.brief the small-window set (docs/context-budget.md): `query_meeting` with the
 *   meeting's own views only, `apply_changes` with `write_summary` / `write_context` only, short
 *   descriptions.
 */
export function compactToolDefinitions(
  session: ToolSession,
  approval?: ChangeApproval,
  options: { brief?: boolean } = {},
): NeutralTool[] {
  const brief = options.brief === true;
  const reads = Object.fromEntries(
    (Object.keys(viewOfReadTool) as CompactReadTool[]).map((n) => [n, granular(session, n)]),
  ) as Record<CompactReadTool, NeutralTool>;
  const writes = Object.fromEntries(compactWriteOps.map((n) => [n, granular(session, n)])) as Record<
    CompactWriteOp,
    NeutralTool
  >;
  return [
    { name: 'query_meeting', ...createQueryMeetingTool(reads, { brief }) },
    { name: 'apply_changes', ...createApplyChangesTool(session, { writes, approval, brief }) },
  ];
}
