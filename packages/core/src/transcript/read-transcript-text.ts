/**
 * Spec: issue #10 item 2 (reading hand-pasted transcripts); docs/vault-format.md, Transcript note.
 */
import type { TranscriptLine } from './transcript-line.js';
import { TranscriptReader } from './transcript-reader.js';

/**
 * Reads a whole transcript text (a transcript note's body, or a pasted export) with
 * {@link TranscriptReader}: every spoken line with its speaker, time and text.
 * Spec: issue #10 item 2 (speakers recognised in every line shape, owners found).
 * @param text - `\n` or `\r\n` line ends; a BOM is ignored
 * @param lineOffset - added to every line number (pass `bodyStartLine - 1` for a note body); default 0
 * @returns spoken lines in order, `line` 1-based (plus `lineOffset`); never throws
 */
export function readTranscriptText(text: string, lineOffset = 0): TranscriptLine[] {
  const reader = new TranscriptReader(lineOffset);
  const out: TranscriptLine[] = [];
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  for (const line of lines) out.push(...reader.push(line));
  out.push(...reader.end());
  return out;
}
