/**
 * What each tool does to the vault, in the terms MCP hosts use for tool annotations
 * (`readOnlyHint`, `destructiveHint`, `idempotentHint`, `openWorldHint`), so that hosts can
 * decide which calls to confirm. One table for every profile and host.
 * Spec: docs/tools.md (Granular profile); docs/packages.md (`ma mcp`); seed 004 (approval-gated tools).
 */
import type { CompactToolName } from './compact/index.js';
import type { ApprovalGatedToolName, GranularToolName } from './granular/index.js';

/**
 * Annotations of one tool. `readOnlyHint`: changes no file. `destructiveHint`: may replace or
 * remove what is already there (lines of a project file, an attendee, an identity, speaker
 * labels) rather than only add. `idempotentHint`: calling twice with the same arguments has no
 * further effect. `openWorldHint`: reaches outside the vault (never, for these tools).
 */
export interface ToolAnnotations {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

const read: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};
const add = (idempotent: boolean): ToolAnnotations => ({
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: idempotent,
  openWorldHint: false,
});
const destructive = (idempotent: boolean): ToolAnnotations => ({
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: idempotent,
  openWorldHint: false,
});

/**
 * Annotations by wire name. Write tools that can replace lines (`write_projectfile`,
 * `write_summary`, `write_context` with `replace_file` or `from`/`to`) count as destructive;
 * the summary and context notes are the run's own drafts, but a host cannot tell from the name.
 */
export const toolAnnotations: Readonly<
  Record<GranularToolName | ApprovalGatedToolName | CompactToolName, ToolAnnotations>
> = {
  read_meetingnote: read,
  read_transcript: read,
  read_context: read,
  read_usernotes: read,
  read_glossary: read,
  add_dictation_word: add(true),
  add_attendee: add(true),
  remove_attendee: destructive(true),
  override_speaker: destructive(true),
  delete_identity: destructive(true),
  write_summary: destructive(false),
  write_context: destructive(false),
  list_projects: read,
  list_projectfiles: read,
  read_projectfile: read,
  write_projectfile: destructive(false),
  list_past_project_meetings: read,
  read_past_project_meeting_summary: read,
  search: read,
  list_project_catalog: read,
  // Compact profile: one read tool; one write tool that may remove (destructive ops need approval).
  query_meeting: read,
  apply_changes: destructive(false),
  // Asks the user first; on approval adds one project ID to the meeting note.
  request_project_association: add(true),
  // Queues a request for the user; changes nothing by itself.
  request_workflow_change: add(false),
};

/**
 * The annotations of `name`, or the most cautious ones (a destructive write) for a name this
 * table does not know (a host-supplied tool).
 */
export function annotationsOf(name: string): ToolAnnotations {
  return (toolAnnotations as Record<string, ToolAnnotations>)[name] ?? destructive(false);
}
