import type { Meeting } from '@ma/core';
import type { LineRange } from '../lifecycle/coverage.js';
import { promptData } from '../prompt/prompt-data.js';
import { type ChunkNote, renderNote } from './map-transcript.js';

/**
 * The first user message of the main model after a map-reduce reading (issue 14 item 3): what to
 * do, then the chunk notes in line order, each under its line range (`### Lines 7–180`), with
 * their `(L120–L134)` citations to transcript lines.
 *
 * Spec: issue 14 item 3 (the summary by the main model from the chunk notes; citations still
 * point to transcript lines).
 */
export function mapReducePrompt(
  meeting: Meeting,
  transcriptPath: string,
  span: LineRange | { first: number; last: number },
  notes: readonly ChunkNote[],
): string {
  const first = 'first' in span ? span.first : span.from;
  const last = 'last' in span ? span.last : span.to;
  return [
    `Summarize the meeting ${promptData(meeting.name)} (${promptData(meeting.path, 300)}).`,
    `Its transcript (${promptData(transcriptPath, 300)}, lines ${first}–${last}) is too long for one request, so it was read in ${notes.length} part${notes.length === 1 ? '' : 's'}; the notes taken on each part follow, under the transcript lines they cover.`,
    'Write the summary from these notes with write_summary. Cite the transcript lines the notes cite, like (L120–L134); do not invent line numbers.',
    'Read the meeting note and the user notes if useful; re-read a few transcript lines with read_transcript only to check a detail (the whole transcript does not fit).',
    '',
    '## Notes on the transcript',
    '',
    notes.map(renderNote).join('\n\n'),
  ].join('\n');
}
