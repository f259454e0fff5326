/**
 * The granular profile's wire names, in listing order (reads, meeting edits, own artifacts,
 * projects, past meetings, search, catalog): the names of `granularToolFactories` (`index.ts`, the
 * registry), given as a list in a module without imports, so that what needs only the names (the
 * CLI's loader, `toolNamesOf`) does not reach every tool's code (docs/startup.md, seventeenth pass).
 * Spec: docs/tools.md, Granular profile; seed 003, seed 000.
 */
export const granularToolNames = [
  'read_meetingnote',
  'read_transcript',
  'read_context',
  'read_usernotes',
  'read_glossary',
  'add_dictation_word',
  'add_attendee',
  'remove_attendee',
  'override_speaker',
  'delete_identity',
  'write_summary',
  'write_context',
  'list_projects',
  'list_projectfiles',
  'read_projectfile',
  'write_projectfile',
  'list_past_project_meetings',
  'read_past_project_meeting_summary',
  'search',
  'list_project_catalog',
] as const;

/** A granular tool's wire name. */
export type GranularToolName = (typeof granularToolNames)[number];

/**
 * The granular tools that only read (no vault file, no summary draft changed, nothing asked), by
 * wire name, in registry order: `ma tool` runs these from a bundle of their own that holds no write
 * tool, no compact tool and no approval prompt (docs/startup.md, seventeenth pass). A module
 * without imports, so that the CLI's small loader can tell such a line without loading any tool.
 * `read-tools.ts` holds their factories. The other granular tools are `granularWriteToolNames`.
 * Spec: docs/tools.md, Granular profile; issue #13, goal (e).
 */
export const granularReadToolNames = [
  'read_meetingnote',
  'read_transcript',
  'read_context',
  'read_usernotes',
  'read_glossary',
  'list_projects',
  'list_projectfiles',
  'read_projectfile',
  'list_past_project_meetings',
  'read_past_project_meeting_summary',
  'search',
  'list_project_catalog',
] as const satisfies readonly GranularToolName[];

/** The wire name of a granular tool that only reads ({@link granularReadToolNames}). */
export type GranularReadToolName = (typeof granularReadToolNames)[number];

/** True when `name` is the wire name of a granular tool that only reads. */
export function isGranularReadToolName(name: string): name is GranularReadToolName {
  return (granularReadToolNames as readonly string[]).includes(name);
}
