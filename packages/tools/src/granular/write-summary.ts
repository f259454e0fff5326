/**
 * `write_summary`: edits the summary BODY in the session's in-memory
 * `SummaryDraft` (the agent commits it to the summary note at the end of a
 * successful run; frontmatter and links are the product's). Write modes as
 * core's `parseWriteMode`/`applyWrite`; remote images and loading HTML in the draft are defused
 * (core `defuseRemoteContent`, S17) and the result says so; a frontmatter block at the top of
 * `content` is dropped and the result says so; only a block is refused ({@link bodyContent}). Not audited (own artifact).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs
 * (summary as owned artifact; "Assistant context body writes do not duplicate frontmatter");
 * docs/tools.md, Write modes.
 */
import { applyWrite, defusedNotice, defuseRemoteContent, parseWriteMode } from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { formatWrite } from '../output/format-write.js';
import type { ToolSession } from '../session/tool-session.js';
import { bodyContent } from './body-content.js';
import { WRITE_MODES_HELP, writeModeShape } from './shared-schemas.js';

/** Arguments of `write_summary`. */
export const WriteSummaryInputSchema = lazySchema(() => z.object({ ...writeModeShape() }));

/** Creates `write_summary` for one session. */
export function createWriteSummaryTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof WriteSummaryInputSchema>> {
  return defineTool({
    description: `Write the summary body (## Summary, ## Decisions, ## Next steps; no frontmatter), saved when you finish. ${WRITE_MODES_HELP}`,
    inputSchema: WriteSummaryInputSchema(),
    run: async (args) => {
      const mode = parseWriteMode(args);
      const before = session.summaryDraft.read();
      const { content, note } = bodyContent(args.content);
      const result = applyWrite(before, mode, content);
      // S17: nothing in the summary may load from the web when Obsidian shows it (the whole draft:
      // a reference definition may come in a later write than its image).
      const safe = defuseRemoteContent(result.text);
      session.summaryDraft.write(safe.text);
      return `${formatWrite('the summary draft', result, before === null)}${note}${safe.defused.length > 0 ? `; ${defusedNotice(safe.defused)}` : ''}`;
    },
  });
}
