/**
 * What `ma mcp` loads of `@ma/agent` when a call first opens a meeting's session (issue 13): the
 * session and the error class, without the model transport, the agent loop and the offline
 * engine, so that a host serving the meeting tools (which builds its own tools on the session's
 * `toolSession`) does not load the AI SDK (about 270 ms CPU and 11-29 MB per server; docs/startup.md).
 * The CLI's build maps `@ma/agent` imported by `apps/cli/src/mcp/mcp-tool-host.ts` to this file
 * (`apps/cli/tsup.config.ts`); the package's entry (`src/index.ts`) exports the same functions.
 * Spec: issue #13 (load only what a command uses); docs/mcp.md.
 */

export { SummaryRunError } from '../summary-run-error.js';
export { openMeetingSession } from './open-meeting-session.js';
