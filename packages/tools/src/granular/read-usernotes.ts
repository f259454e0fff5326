/**
 * `read_usernotes`: the notes the user typed during the meeting — the linked
 * `usernotes` note, else the meeting note's body (numbered as body lines). A broken link is
 * refused, never read as the body.
 * Spec: docs/tools.md, Granular profile; docs/vault-format.md, Meeting note.
 */
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import type { ToolSession } from '../session/tool-session.js';
import { continueHint, readNumberedFile, readNumberedText } from './read-numbered.js';
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
      if (meeting.links.usernotes)
        return (await readNumberedFile(session, meeting.links.usernotes, range, hint)).text;
      return readNumberedText(session, meeting.path, meeting.note.body, range, hint, 'body');
    },
  });
}
