/**
 * The granular profile's registry: the ONE place wire names are assigned.
 * Order = the order hosts list the tools in (reads, meeting edits, own
 * artifacts, projects, past meetings, search, catalog).
 *
 * Reserved (seed 004, approval-gated; built later with an approval port):
 * `request_project_association` and `request_workflow_change`. Their names are
 * in {@link approvalGatedToolNames}; hosts pass implementations through
 * `options.approvalGated` of `toolDefinitions`/`createMeetingTools`, which appends
 * them after the granular tools. They must never run concurrently with other
 * tools: `toolDefinitions` queues them with every other write of the session (`asWriteTool`),
 * and the agent also sets `toolCallConcurrency: 1`.
 * Spec: docs/tools.md, Granular profile; seed 003 (17 tools), seed 000 (project tools), seed 004.
 */
import type { ChangeApproval } from '../approval/approval-port.js';
import type { ToolDefinition } from '../neutral/neutral-tool.js';
import type { ToolSession } from '../session/tool-session.js';
import { createAddAttendeeTool } from './add-attendee.js';
import { createAddDictationWordTool } from './add-dictation-word.js';
import { createDeleteIdentityTool } from './delete-identity.js';
import { createListPastProjectMeetingsTool } from './list-past-project-meetings.js';
import { createListProjectCatalogTool } from './list-project-catalog.js';
import { createListProjectfilesTool } from './list-projectfiles.js';
import { createListProjectsTool } from './list-projects.js';
import { namedGranularTool } from './named-granular-tool.js';
import { createOverrideSpeakerTool } from './override-speaker.js';
import { createReadContextTool } from './read-context.js';
import { createReadGlossaryTool } from './read-glossary.js';
import { createReadMeetingnoteTool } from './read-meetingnote.js';
import { createReadPastProjectMeetingSummaryTool } from './read-past-project-meeting-summary.js';
import { createReadProjectfileTool } from './read-projectfile.js';
import { createReadTranscriptTool } from './read-transcript.js';
import { createReadUsernotesTool } from './read-usernotes.js';
import { createRemoveAttendeeTool } from './remove-attendee.js';
import { createSearchTool } from './search.js';
import type { GranularToolName } from './tool-names.js';
import { createWriteContextTool } from './write-context.js';
import { createWriteProjectfileTool } from './write-projectfile.js';
import { createWriteSummaryTool } from './write-summary.js';

/** Wire name → factory, for the granular profile: every name of `granularToolNames`, in its order. */
export const granularToolFactories = {
  read_meetingnote: createReadMeetingnoteTool,
  read_transcript: createReadTranscriptTool,
  read_context: createReadContextTool,
  read_usernotes: createReadUsernotesTool,
  read_glossary: createReadGlossaryTool,
  add_dictation_word: createAddDictationWordTool,
  add_attendee: createAddAttendeeTool,
  remove_attendee: createRemoveAttendeeTool,
  override_speaker: createOverrideSpeakerTool,
  delete_identity: createDeleteIdentityTool,
  write_summary: createWriteSummaryTool,
  write_context: createWriteContextTool,
  list_projects: createListProjectsTool,
  list_projectfiles: createListProjectfilesTool,
  read_projectfile: createReadProjectfileTool,
  write_projectfile: createWriteProjectfileTool,
  list_past_project_meetings: createListPastProjectMeetingsTool,
  read_past_project_meeting_summary: createReadPastProjectMeetingSummaryTool,
  search: createSearchTool,
  list_project_catalog: createListProjectCatalogTool,
} as const satisfies Record<GranularToolName, (session: ToolSession) => ToolDefinition>;

export { type GranularToolName, granularToolNames } from './tool-names.js';

/**
 * The granular tool `name` of `session`, named, with its refusals vault-relative (no absolute path
 * of the user's in a refusal; review9 V3). Every profile builds its granular tools through this.
 * @throws nothing itself; the factory's own errors (host bugs) propagate.
 */
export function createGranularTool(
  session: ToolSession,
  name: GranularToolName,
): ToolDefinition & { name: string } {
  return namedGranularTool(session, name, granularToolFactories[name] as (s: ToolSession) => ToolDefinition);
}

/**
 * The granular tools that change anything (a vault file or the summary draft). `toolDefinitions`
 * wraps them with `asWriteTool` (per-session queue in call order, reasoning stripped); every
 * other granular tool only reads and may run in parallel.
 * Spec: docs/contracts.md (Concurrency); issue 9 H1, H8.
 */
export const granularWriteToolNames: ReadonlySet<GranularToolName> = new Set<GranularToolName>([
  'add_dictation_word',
  'add_attendee',
  'remove_attendee',
  'override_speaker',
  'delete_identity',
  'write_summary',
  'write_context',
  'write_projectfile',
]);

/** Approval-gated tools reserved for later (seed 004); see the module note. */
export const approvalGatedToolNames = ['request_project_association', 'request_workflow_change'] as const;

/** Wire name of an approval-gated tool. */
export type ApprovalGatedToolName = (typeof approvalGatedToolNames)[number];

/**
 * The typed slot for the approval-gated tools: implementations supplied by the host, and how
 * the compact profile's `apply_changes` asks before a destructive change (`changeApproval`;
 * without it such changes are rejected).
 */
export type ApprovalGatedTools = Partial<Record<ApprovalGatedToolName, ToolDefinition>> & {
  changeApproval?: ChangeApproval;
};
