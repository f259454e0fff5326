/**
 * `read_transcript`: the meeting's transcript note (whole file, numbered), read
 * in ranges. Every non-empty read reports the lines shown through
 * `session.onRead`, from which the agent computes transcript coverage.
 * Refuses when the meeting links no transcript.
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; docs/tools.md.
 */
import { z } from 'zod';
import { defineTool, type ToolDefinition } from '../neutral/neutral-tool.js';
import { refuse } from '../output/refusal.js';
import type { ToolSession } from '../session/tool-session.js';
import { continueHint, readNumberedFile } from './read-numbered.js';
import { lineRangeShape } from './shared-schemas.js';

/** Arguments of `read_transcript`. */
export const ReadTranscriptInputSchema = z.object({ ...lineRangeShape });

/** Creates `read_transcript` for one session. */
export function createReadTranscriptTool(
  session: ToolSession,
): ToolDefinition<typeof ReadTranscriptInputSchema> {
  return defineTool({
    description:
      'Read the transcript ("[time] **Speaker:** text" per line). Long: read it in ranges with from/to until you have covered it all.',
    inputSchema: ReadTranscriptInputSchema,
    run: async (range) => {
      const meeting = await session.meeting();
      const transcript = meeting.links.transcript;
      if (!transcript) refuse('this meeting has no transcript', 'use read_meetingnote and read_usernotes');
      const read = await readNumberedFile(session, transcript, range, continueHint('read_transcript'));
      if (read.shownTo >= read.shownFrom)
        session.onRead({ path: read.path, from: read.shownFrom, to: read.shownTo });
      return read.text;
    },
  });
}
