/**
 * `read_meetingnote`: the current meeting note, frontmatter included, numbered.
 * In: optional `from`/`to` (1-based, inclusive, clamped). Out: read format, cut at `limits.readChars`.
 * The user's private comments in the body (`%% … %%`, `<!-- -->`) are left out, their lines kept
 * empty so numbers stay the file's, and the result says how many lines held one (review 4 P27).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (read tools);
 * docs/tools.md, Granular profile.
 */
import { hideBodyComments } from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import type { ToolSession } from '../session/tool-session.js';
import { withHiddenComments } from './hidden-comments-line.js';
import { continueHint, readNumberedText } from './read-numbered.js';
import { readRangeShape } from './shared-schemas.js';

/** Arguments of `read_meetingnote`. */
export const ReadMeetingnoteInputSchema = lazySchema(() => z.object({ ...readRangeShape() }));

/** Creates `read_meetingnote` for one session (re-reads the note on every call). */
export function createReadMeetingnoteTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ReadMeetingnoteInputSchema>> {
  return defineTool({
    readOnly: true,
    description:
      'Read the meeting note: frontmatter (title, date, attendees, projects, links) and body. Numbered lines.',
    inputSchema: ReadMeetingnoteInputSchema,
    acceptsNoArguments: true,
    run: async (range) => {
      const meeting = await session.meetingText();
      const note = hideBodyComments(meeting.text);
      const hint = continueHint('read_meetingnote');
      return withHiddenComments(
        readNumberedText(session, meeting.path, note.text, range, hint),
        note.lines,
        'the meeting note',
      );
    },
  });
}
