/**
 * Telling transcript formats apart by their content.
 * Spec: issue #10 item 1 (detect the format from the content, not only the extension); review5 Q9
 * (ASS/SSA and SBV recognised, other subtitle formats refused, never read as text).
 */
import { CLOCK_PATTERN } from '../transcript/clock.js';
import { writesNameHeadings } from '../transcript/name-headings.js';
import { TranscriptReader } from '../transcript/transcript-reader.js';
import { LowerCaseLabels } from './lower-case-labels.js';
import type { TranscriptFormat } from './transcript-format.js';

const TIMING = new RegExp(String.raw`^\s*${CLOCK_PATTERN}\s*-->\s*${CLOCK_PATTERN}`);
/**
 * A line shaped like a cue timing line whose times the readers may not read: digits and time
 * separators on both sides of an arrow (`00:00:01:12 --> 00:00:03:00` with frames,
 * `0:0:1,000 --> …`, `00:00:01,000 -> …`). Such a file is a subtitle file, never a text transcript
 * (review5 Q9; R100).
 */
const TIMING_LIKE = /^\s*\d{1,3}(?:[:.,;]\d{1,3}){1,4}\s*-{1,2}>\s*\d{1,3}(?:[:.,;]\d{1,3}){1,4}/;
/** An ASS/SSA section header (`[Script Info]`, `[V4+ Styles]`, `[V4 Styles]`, `[Events]`). */
const ASS_SECTION = /^\s*\[(?:Script Info|V4\+? Styles|Events)\]\s*$/i;
/** An ASS/SSA event line: `Dialogue: 0,0:00:01.00,…` (SSA: `Marked=0,…`). */
const ASS_EVENT = /^\s*Dialogue\s*:\s*[^,]*,\s*\d+:\d{2}:\d{2}/i;
/** A YouTube SBV cue timing line: `0:00:01.000,0:00:04.000`. */
export const SBV_TIMING =
  /^\s*(\d{1,3}:\d{2}:\d{2}(?:\.\d{1,3})?)\s*,\s*(\d{1,3}:\d{2}:\d{2}(?:\.\d{1,3})?)\s*$/;

/**
 * Decides the format of a transcript from its first lines: `WEBVTT` → `vtt`; an ASS/SSA section
 * header (`[Script Info]`, `[Events]`, `[V4+ Styles]`) or `Dialogue:` event → `ass`; JSON
 * (`{`/`[`) → `whisper`; a cue timing line (`00:00:01,000 --> …`) → `srt` with a comma before the
 * milliseconds, else `vtt` (a WebVTT file without header); an SBV timing line
 * (`0:00:01.000,0:00:04.000`) → `sbv`; otherwise `text` when the transcript reader finds a speaker
 * or a time on at least one line, or lower-case speaker labels open line after line (`jsmith: …`,
 * core `LowerCaseLabels`; reviewA R20), or a name alone heads paragraph after paragraph (Otter's export
 * without timestamps: `writesNameHeadings`; reviewA R21). Subtitle formats that are not read are named by
 * {@link unreadableSubtitleKind}, which callers ask first.
 * Spec: issue #10 item 1 (detect the format from the content); review5 Q9.
 * @param lines - the first lines of the file (a few hundred are plenty), BOM already removed
 * @returns the format, or `null` when the content is none of them (prose, a CSV, …) or has no text
 */
export function detectTranscriptFormat(lines: readonly string[]): TranscriptFormat | null {
  const filled = lines.filter((line) => line.trim() !== '');
  const first = filled[0]?.trim() ?? '';
  if (first === '') return null;
  if (/^WEBVTT(?:\s|$)/.test(first)) return 'vtt';
  if (filled.some((line) => ASS_SECTION.test(line) || ASS_EVENT.test(line))) return 'ass';
  if (first.startsWith('{') || first.startsWith('[{') || first === '[') return 'whisper';
  const head = filled.slice(0, 8);
  const timing = head.find((line) => TIMING.test(line));
  if (timing) return /\d,\d{1,3}\s*-->/.test(timing) ? 'srt' : 'vtt';
  // R100: cues whose times are written in a form the cue reader refuses (SMPTE frames, one-digit
  // minutes, `->`) go to that reader, which names each cue it skips and refuses the file when it
  // skips them all; read as text, their numbers and timing lines became speech.
  const timingLike = head.find((line) => TIMING_LIKE.test(line));
  if (timingLike) return /\d,\d{1,3}\s*-{1,2}>/.test(timingLike) ? 'srt' : 'vtt';
  if (head.some((line) => SBV_TIMING.test(line))) return 'sbv';
  const reader = new TranscriptReader();
  const spoken = [...lines.flatMap((line) => reader.push(line)), ...reader.end()];
  if (spoken.some((line) => line.speaker !== null || line.timestamp !== null)) return 'text';
  // R21: a name alone above each paragraph (Otter's export without timestamps).
  if (writesNameHeadings(lines)) return 'text';
  // R20: lines of lower-case display names (`jsmith: …`) are a transcript when such labels open line after line.
  const lowerCase = new LowerCaseLabels();
  for (const line of spoken) lowerCase.add({ start: null, speaker: null, text: line.text });
  return lowerCase.written() ? 'text' : null;
}

/**
 * The format a file plainly is when it is not the one asked for (`--format`): a WebVTT file (its
 * `WEBVTT` header), an ASS/SSA one, Whisper JSON, SRT or SBV cues, when `given` is another of
 * these. Read as the format asked for, such a file loses or garbles its content (WebVTT cue
 * settings such as `align:start position:10%` became speech under `--format srt`), so the import
 * is refused naming both (review W15). Not a contradiction: agreement, content that is only text
 * (the fallback; the parser asked for then reports what it cannot read), `given` = `text` (its own
 * rules: review5 Q9), and cues without a `WEBVTT` header between `srt` and `vtt`, which differ
 * there only by the millisecond separator and may be forced either way.
 * Spec: issue #10 item 1 (`--format` overrides the detection); review W15.
 * @param given - the format asked for
 * @param lines - the first lines of the file (a few hundred are plenty), BOM already removed
 * @returns the format the content is, or `null` when nothing contradicts `given`
 */
export function contradictingFormat(
  given: TranscriptFormat,
  lines: readonly string[],
): TranscriptFormat | null {
  const found = detectTranscriptFormat(lines);
  if (found === null || found === given || found === 'text' || given === 'text') return null;
  const first = lines.find((line) => line.trim() !== '')?.trim() ?? '';
  const cues = new Set([given, found]);
  if (cues.has('srt') && cues.has('vtt') && !/^WEBVTT(?:\s|$)/.test(first)) return null;
  return found;
}

/**
 * Names a subtitle format `ma import` does not read, from the file's first lines: MicroDVD
 * (`{0}{75}text`), SAMI (`<SAMI>`), TTML/DFXP (`<tt …>`), Scenarist SCC (`Scenarist_SCC V1.0`),
 * SubViewer 2 (`[INFORMATION]`), LRC (`[00:12.00]` lines with `[ti:]`/`[ar:]` tags). Such a
 * file is refused, never read as text (its markup and frame numbers would become speech).
 * Spec: review5 Q9 (subtitle-looking input that is not parsed is refused, never imported as text).
 * @param lines - the first lines of the file, BOM already removed
 * @returns a name for messages (`MicroDVD (.sub)`), or `null` when the content is none of them
 */
export function unreadableSubtitleKind(lines: readonly string[]): string | null {
  const filled = lines.map((line) => line.trim()).filter((line) => line !== '');
  const first = filled[0] ?? '';
  if (/^\{\d+\}\{\d*\}/.test(first)) return 'MicroDVD (.sub)';
  if (/^Scenarist_SCC\b/i.test(first)) return 'Scenarist SCC (.scc)';
  const head = filled.slice(0, 40);
  if (head.some((line) => /^<SAMI[\s>]/i.test(line))) return 'SAMI (.smi)';
  if (head.some((line) => /^<(?:tt:)?tt[\s>]/.test(line))) return 'TTML/DFXP (.ttml, .dfxp, .xml)';
  if (/^\[INFORMATION\]$/i.test(first)) return 'SubViewer 2 (.sub)';
  if (head.some((line) => /^\[(?:ti|ar|al|by|offset|length):/i.test(line)) && head.some(isLrcLine))
    return 'LRC (.lrc)';
  return null;
}

/** `[mm:ss.xx]text`: a line of LRC lyrics. */
function isLrcLine(line: string): boolean {
  return /^\[\d{1,3}:\d{2}(?:[.:]\d{1,3})?\]/.test(line);
}
