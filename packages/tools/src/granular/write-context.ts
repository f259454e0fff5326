/**
 * `write_context`: edits the BODY of the assistant context note on disk; its
 * frontmatter is preserved (core `replaceBody`), a frontmatter block at the top of
 * `content` is dropped and the result says so, content that is only such a block is refused
 * ({@link bodyContent}), and a missing note is
 * created through the session (core `ensureContextNote`) — but only after the
 * write mode and range were accepted, so a refused call creates nothing.
 * Line numbers are BODY lines (as `read_context` shows them). Not audited (own artifact).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (scenarios
 * "Assistant context body appends by default", "… can be explicitly replaced",
 * "… writes do not duplicate frontmatter", "Assistant context write mode is ambiguous").
 */
import {
  applyWrite,
  editFileAtomic,
  parseNote,
  parseWriteMode,
  readTextOrNull,
  replaceBody,
  type WriteResult,
  withFileLock,
} from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { formatWrite } from '../output/format-write.js';
import type { ToolSession } from '../session/tool-session.js';
import { bodyContent } from './body-content.js';
import { contextLinkNotice, contextPath } from './read-context.js';
import { WRITE_MODES_HELP, writeModeShape } from './shared-schemas.js';

/** Arguments of `write_context`. */
export const WriteContextInputSchema = lazySchema(() => z.object({ ...writeModeShape() }));

/** Creates `write_context` for one session. */
export function createWriteContextTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof WriteContextInputSchema>> {
  return defineTool({
    description: `Write your notebook (context body: findings, open questions). Lines are body lines as read_context shows. ${WRITE_MODES_HELP}`,
    inputSchema: WriteContextInputSchema(),
    run: async (args) => {
      const mode = parseWriteMode(args);
      // A leading frontmatter block is dropped, and the result says so; only a block is refused.
      const { content, note } = bodyContent(args.content);
      let target = await session.vault.resolve(await contextPath(session), {
        argument: 'context',
        kind: 'file',
      });
      if ((await readTextOrNull(target.abs)) === null) {
        applyWrite('', mode, content); // refuse an impossible range before creating the note
        target = await session.vault.resolve(await session.ensureContextNote(), {
          argument: 'context',
          kind: 'file',
        });
      }
      const { abs, rel } = target;
      return withFileLock(session.vault, abs, async () => {
        // Redone on the newer text when the user saves the note meanwhile: no save is lost.
        let result: WriteResult | undefined;
        await editFileAtomic(abs, (current) => {
          const text = current ?? '';
          result = applyWrite(parseNote(text).body, mode, content);
          return replaceBody(text, result.text);
        });
        return formatWrite(`${rel} body`, result as WriteResult) + note + (await contextLinkNotice(session));
      });
    },
  });
}
