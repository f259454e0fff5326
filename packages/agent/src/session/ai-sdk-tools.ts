/**
 * The AI SDK tool set's factory, for `openMeetingSession` to load with `import()` only when a host
 * takes the session's `tools` (issue 13: `ma mcp`, which builds its own tools, never loads the AI
 * SDK for it). A module of this package, not `import('@ma/tools')`: the CommonJS build inlines it
 * (a `require`), so a CommonJS host gets the same `@ma/tools` as the rest of the session.
 */
export { createMeetingTools } from '@ma/tools';
