/**
 * The audit trail of hosts that have no end of run to append it at (`ma mcp`, `ma tool`): the
 * writes a tool call made land in the meeting's context note as the call returns. Spec:
 * docs/mcp.md (Audit); docs/tools.md (Audit: every write outside the summary and context notes
 * is recorded); issue R7.
 */
import { appendToContext, auditMarkdown } from '@ma/core';
import type { ToolSession } from '@ma/tools';

/** What {@link recordExternalWrites} did: the Markdown recorded ('' for nothing), or why the note could not take it. */
export interface RecordedWrites {
  markdown: string;
  /** null when recorded (or nothing to record); else the reason the context note was not written. */
  problem: string | null;
}

/**
 * Takes the writes `session` made since the last record (`WriteAudit.drain`: each write is
 * recorded exactly once, also under concurrent calls) and appends them to the meeting's context
 * note as `## <heading>` with a diff per file, creating and linking the note when it does not
 * exist yet; `appendToContext` holds the note's file lock (core `withFileLock`) like every tool
 * write, so servers sharing a vault queue their records instead of losing them (R88). Never throws: a context note that cannot be written (broken frontmatter, unsafe
 * path) is reported in `problem` and the caller shows the Markdown elsewhere (stderr).
 * @param heading e.g. `External writes over MCP <ISO time>`.
 * Spec: docs/mcp.md (Audit); issue R7.
 */
export async function recordExternalWrites(session: ToolSession, heading: string): Promise<RecordedWrites> {
  const entries = session.audit.drain();
  if (entries.length === 0) return { markdown: '', problem: null };
  const markdown = auditMarkdown(entries, heading);
  try {
    // R88: appendToContext takes the context note's cross-process lock (another `ma mcp`, `ma tool`
    // or a daemon appending its own record meanwhile made an unlocked append give up or be lost).
    await appendToContext(session.vault, await session.ensureContextNote(), markdown);
    // Recorded now: a crash journal of these writes must not record them again (R7, review9 V5).
    session.audit.recorded();
    return { markdown, problem: null };
  } catch (error) {
    return {
      markdown,
      problem: `the audit of this write could not be added to the context note: ${(error as Error).message ?? String(error)}`,
    };
  }
}
