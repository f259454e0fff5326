/**
 * `read_usernotes`: the notes the user typed during the meeting — the linked
 * `usernotes` note, else the meeting note's body (numbered as body lines). A broken link is
 * refused, never read as the body. The user's private comments (`%% … %%`, `<!-- -->`) are left
 * out, their lines kept empty so numbers stay the file's, and the result says how many lines held one.
 * Spec: docs/tools.md, Granular profile; docs/vault-format.md, Meeting note; review 4 P27.
 */
import { hideComments, readText } from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import type { ToolSession } from '../session/tool-session.js';
import { withHiddenComments } from './hidden-comments-line.js';
import { continueHint, readNumberedText } from './read-numbered.js';
import { refuseBrokenLink } from './refuse-broken-link.js';
import { readRangeShape } from './shared-schemas.js';

/** Arguments of `read_usernotes`. */
export const ReadUsernotesInputSchema = lazySchema(() => z.object({ ...readRangeShape() }));

/** Creates `read_usernotes` for one session. */
export function createReadUsernotesTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ReadUsernotesInputSchema>> {
  return defineTool({
    description: "Read the user's own notes from the meeting (often the key points). Numbered lines.",
    inputSchema: ReadUsernotesInputSchema(),
    run: async (range) => {
      const meeting = await session.meeting();
      const hint = continueHint('read_usernotes');
      refuseBrokenLink(meeting, 'usernotes');
      if (meeting.links.usernotes) {
        const { abs, rel } = await session.vault.resolve(meeting.links.usernotes, {
          argument: 'path',
          mustExist: true,
          kind: 'file',
        });
        const notes = hideComments(await readText(abs));
        return withHiddenComments(
          readNumberedText(session, rel, notes.text, range, hint),
          notes.lines,
          'the notes',
        );
      }
      const notes = hideComments(meeting.note.body);
      return withHiddenComments(
        readNumberedText(session, meeting.path, notes.text, range, hint, 'body'),
        notes.lines,
        'the notes',
      );
    },
  });
}
