/**
 * The factories of the granular tools that only read ({@link granularReadToolNames}), and one such
 * tool made for a session without the registry of every tool: a host that runs one read tool (`ma
 * tool`'s read-tools bundle) then holds no write tool's, compact tool's or approval code
 * (docs/startup.md, seventeenth pass). `granularToolFactories` (`index.ts`) takes these factories.
 * Spec: docs/tools.md, Granular profile; issue #13, goal (e).
 */
import type { NeutralTool, ToolDefinition } from '../neutral/neutral-tool.js';
import type { ToolSession } from '../session/tool-session.js';
import { createListPastProjectMeetingsTool } from './list-past-project-meetings.js';
import { createListProjectCatalogTool } from './list-project-catalog.js';
import { createListProjectfilesTool } from './list-projectfiles.js';
import { createListProjectsTool } from './list-projects.js';
import { namedGranularTool } from './named-granular-tool.js';
import { createReadContextTool } from './read-context.js';
import { createReadGlossaryTool } from './read-glossary.js';
import { createReadMeetingnoteTool } from './read-meetingnote.js';
import { createReadPastProjectMeetingSummaryTool } from './read-past-project-meeting-summary.js';
import { createReadProjectfileTool } from './read-projectfile.js';
import { createReadTranscriptTool } from './read-transcript.js';
import { createReadUsernotesTool } from './read-usernotes.js';
import { createSearchTool } from './search.js';
import type { GranularReadToolName } from './tool-names.js';

/** Wire name → factory, for the granular tools that only read (every name of `granularReadToolNames`). */
export const granularReadToolFactories = {
  read_meetingnote: createReadMeetingnoteTool,
  read_transcript: createReadTranscriptTool,
  read_context: createReadContextTool,
  read_usernotes: createReadUsernotesTool,
  read_glossary: createReadGlossaryTool,
  list_projects: createListProjectsTool,
  list_projectfiles: createListProjectfilesTool,
  read_projectfile: createReadProjectfileTool,
  list_past_project_meetings: createListPastProjectMeetingsTool,
  read_past_project_meeting_summary: createReadPastProjectMeetingSummaryTool,
  search: createSearchTool,
  list_project_catalog: createListProjectCatalogTool,
} as const satisfies Record<GranularReadToolName, (session: ToolSession) => ToolDefinition>;

/**
 * The granular read tool `name` of `session`, as `toolDefinitions(session, { only: [name] })` gives
 * it in the granular profile (named, refusals vault-relative; a read tool is not queued), without
 * reaching the registry of every tool.
 * @throws nothing itself; the factory's own errors (host bugs) propagate.
 * Spec: docs/tools.md, Granular profile; issue #13, goal (e).
 */
export function granularReadToolDefinition(session: ToolSession, name: GranularReadToolName): NeutralTool {
  return namedGranularTool(
    session,
    name,
    granularReadToolFactories[name] as (s: ToolSession) => ToolDefinition,
  ) as NeutralTool;
}
