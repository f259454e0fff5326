/**
 * `read_transcript`: the meeting's transcript note (whole file, numbered), read
 * in ranges (`from_char` reads on inside a line longer than the budget). Every non-empty read
 * reports what was shown through `session.onRead` (whole lines, and the characters shown of a
 * line shown in part), from which the agent computes transcript coverage.
 * The user's private comments in it (`%% … %%`, `<!-- -->`) are left out, their lines kept empty so
 * numbers and citations stay the file's, and the result says how many lines held one (review 6 S15).
 * Lines a LATER step of the host's run reads again get one more line,
 * `note: lines A–B were already read at step N; read on from M` (`session.repeatReads`, review12 Y52).
 * Refuses when the meeting links no transcript.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; docs/tools.md.
 */

import { propertyNearMissClause } from '@ma/core';
import { z } from 'zod';
import { lazySchema } from '../neutral/lazy-schema.js';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { refuse } from '../output/refusal.js';
import type { ToolSession } from '../session/tool-session.js';
import { withHiddenComments } from './hidden-comments-line.js';
import { continueHint, readNumberedFile } from './read-numbered.js';
import { refuseBrokenLink } from './refuse-broken-link.js';
import { readRangeShape } from './shared-schemas.js';

/** Arguments of `read_transcript`. */
export const ReadTranscriptInputSchema = lazySchema(() => z.object({ ...readRangeShape() }));

/** Creates `read_transcript` for one session. */
export function createReadTranscriptTool(
  session: ToolSession,
): ToolDefinition<ReturnType<typeof ReadTranscriptInputSchema>> {
  return defineTool({
    readOnly: true,
    description:
      'Read the transcript ("[time] **Speaker:** text" per line). Long: read it in ranges with from/to (from_char inside a very long line, as a cut result says) until you have covered it all.',
    inputSchema: ReadTranscriptInputSchema,
    acceptsNoArguments: true,
    run: async (range) => {
      const meeting = await session.meeting();
      refuseBrokenLink(meeting, 'transcript');
      const transcript = meeting.links.transcript;
      if (!transcript) {
        // A `Transcript:` / `transcripts:` property is not read: say so rather than "no transcript" alone (W4).
        const missed = propertyNearMissClause(meeting.note.frontmatter?.data ?? {}, 'transcript');
        refuse(
          `this meeting has no transcript${missed ? ` (no \`transcript\` property: ${missed})` : ''}`,
          'use read_meetingnote and read_usernotes',
        );
      }
      // The user's private comments (`%% … %%`, `<!-- -->`: an off-the-record passage) are left out,
      // as the offline engine leaves them out (strict: a stray `%%` mid-line is words; S15).
      const read = await readNumberedFile(session, transcript, range, continueHint('read_transcript'), {
        comments: true,
      });
      // Only what was shown counts: whole lines, and the part of a line too long for one read.
      if (read.shownTo >= read.shownFrom || read.partial)
        session.onRead({
          path: read.path,
          from: read.shownFrom,
          to: read.shownTo,
          ...(read.partial ? { partial: read.partial } : {}),
          version: read.version,
        });
      // Y52: the same lines again in a later step get one line saying where to read on (never a
      // read on inside one long line, from_char: that is new text).
      const again =
        read.partial || (range.from_char ?? 0) > 0
          ? null
          : session.repeatReads.shown(read.path, read.shownFrom, read.shownTo);
      const text = withHiddenComments(read.text, read.hiddenComments, 'the transcript');
      return again === null ? text : `${text}\n${again}`;
    },
  });
}
