import { readTranscriptText } from '@ma/core';
import type { TranscriptSegment } from './transcript-segment.js';

/**
 * Parses a transcript note body into segments, one per spoken line, with core's transcript reader
 * (`readTranscriptText`): the vault format (`[HH:MM:SS] **Speaker:** text`) and every hand-pasted
 * shape it recognises (`Name: text`, `[hh:mm:ss] Name: text`, Otter/Rev/Descript heading lines,
 * pasted WebVTT/SRT with `<v Name>` spans) give speaker, timestamp and text; other non-empty lines
 * that are not Markdown furniture become segments with `speaker: null`. Never throws.
 *
 * Spec: issue #5 "Offline summarizer" (reads the transcript; attendees from speakers); issue #10
 * item 2 (speakers in every line shape); docs/vault-format.md, Transcript note.
 *
 * @param text - the transcript note BODY (frontmatter already removed); `\r\n` or `\n` line ends
 * @param lineOffset - added to every line number so citations match the file's lines
 *   (pass `bodyStartLine - 1`); default 0, i.e. lines are 1-based within `text`
 * @returns segments in transcript order, each with its 1-based `line`
 */
export function parseTranscript(text: string, lineOffset = 0): TranscriptSegment[] {
  return readTranscriptText(text, lineOffset).map(({ speaker, timestamp, text: body, line }) => ({
    speaker,
    timestamp,
    text: body,
    line,
  }));
}
