/**
 * Telling transcript formats apart by their content.
 * Spec: issue #10 item 1 (detect the format from the content, not only the extension).
 */
import { CLOCK_PATTERN } from '../transcript/clock.js';
import { TranscriptReader } from '../transcript/transcript-reader.js';
import type { TranscriptFormat } from './transcript-format.js';

const TIMING = new RegExp(String.raw`^\s*${CLOCK_PATTERN}\s*-->\s*${CLOCK_PATTERN}`);

/**
 * Decides the format of a transcript from its first lines: `WEBVTT` → `vtt`; JSON (`{`/`[`) → `whisper`;
 * a cue timing line (`00:00:01,000 --> …`) → `srt` with a comma before the milliseconds, else `vtt`
 * (a WebVTT file without header); otherwise `text` when the transcript reader finds a speaker or a
 * time on at least one line.
 * Spec: issue #10 item 1 (detect the format from the content).
 * @param lines - the first lines of the file (a few hundred are plenty), BOM already removed
 * @returns the format, or `null` when the content is none of them (prose, a CSV, …) or has no text
 */
export function detectTranscriptFormat(lines: readonly string[]): TranscriptFormat | null {
  const filled = lines.filter((line) => line.trim() !== '');
  const first = filled[0]?.trim() ?? '';
  if (first === '') return null;
  if (/^WEBVTT(?:\s|$)/.test(first)) return 'vtt';
  if (first.startsWith('{') || first.startsWith('[{') || first === '[') return 'whisper';
  const timing = filled.slice(0, 8).find((line) => TIMING.test(line));
  if (timing) return /\d,\d{1,3}\s*-->/.test(timing) ? 'srt' : 'vtt';
  const reader = new TranscriptReader();
  const spoken = [...lines.flatMap((line) => reader.push(line)), ...reader.end()];
  return spoken.some((line) => line.speaker !== null || line.timestamp !== null) ? 'text' : null;
}
