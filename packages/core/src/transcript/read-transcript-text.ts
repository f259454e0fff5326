/**
 * Spec: issue #10 item 2 (reading hand-pasted transcripts); docs/vault-format.md, Transcript note.
 */

import { HeadingTurnReader } from './heading-turn-reader.js';
import type { TranscriptLine } from './transcript-line.js';

/**
 * Reads a whole transcript text (a transcript note's body, or a pasted export) with
 * {@link HeadingTurnReader} (core's line reader, plus turns written as heading lines, `ma import`'s
 * rule): every spoken line with its speaker, time and text.
 * Spec: issue #10 item 2 (speakers recognised in every line shape, owners found); session 33 leftovers (N6).
 * @param text - `\n` or `\r\n` line ends; a BOM is ignored
 * @param lineOffset - added to every line number (pass `bodyStartLine - 1` for a note body); default 0
 * @returns spoken lines in order, `line` 1-based (plus `lineOffset`); never throws
 */
export function readTranscriptText(text: string, lineOffset = 0): TranscriptLine[] {
  const reader = new HeadingTurnReader(lineOffset);
  const out: TranscriptLine[] = [];
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  for (const line of lines) out.push(...reader.push(line));
  out.push(...reader.end());
  return out;
}
