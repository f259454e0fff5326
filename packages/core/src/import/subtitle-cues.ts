/**
 * Reading WebVTT and SRT with media-captions, in block-aligned chunks so memory stays bounded.
 * Spec: issue #10 item 1 (WebVTT, SRT; a well-kept parser, not our own regular expressions);
 * docs/transcript-import.md.
 */
import { parseText } from 'media-captions';
import { splitCueSpeech } from './split-cue-speech.js';
import type { SpokenCue } from './spoken-cue.js';

/** Characters of source text handed to the parser at once (cut only at a blank line). */
const CHUNK_CHARS = 256 * 1024;
/** media-captions' `ParseErrorCode.BadTimestamp`: the cue is dropped. */
const BAD_TIMESTAMP = 2;

/**
 * Parses a WebVTT or SRT file given as a stream of lines with media-captions' `parseText`. The
 * lines are collected into chunks of about 256 K characters cut at blank lines (blocks never
 * contain blank lines, so a cut never splits a cue, `NOTE`, `STYLE` or `REGION` block); each
 * chunk after the first gets a `WEBVTT` header of its own. So a 200 MB file is parsed with a
 * few hundred KB of text and cues in memory at a time.
 * Spec: issue #10 item 1 (cue settings, NOTE/STYLE/REGION, multi-line cues, inline tags, entities).
 * @param lines - the file's lines (BOM removed)
 * @param format - `vtt` (a file without `WEBVTT` header is accepted) or `srt`
 * @param onSkipped - called once per cue the parser dropped for a bad timestamp (e.g. hours over 99)
 * @returns the speech pieces of every cue in file order, times in seconds
 */
export async function* subtitleCues(
  lines: AsyncIterable<string>,
  format: 'vtt' | 'srt',
  onSkipped: (reason: string) => void = () => {},
): AsyncGenerator<SpokenCue> {
  let chunk: string[] = [];
  let size = 0;
  let first = true;
  const flush = async function* (): AsyncGenerator<SpokenCue> {
    if (chunk.length === 0) return;
    const headed =
      format === 'vtt' && !(first && /^\s*WEBVTT(?:\s|$)/.test(chunk.find((l) => l.trim() !== '') ?? ''));
    const text = `${headed ? 'WEBVTT\n\n' : ''}${chunk.join('\n')}\n`;
    chunk = [];
    size = 0;
    first = false;
    const { cues, errors } = await parseText(text, { type: format, errors: true });
    for (const error of errors) if (error.code === BAD_TIMESTAMP) onSkipped(error.message);
    for (const cue of cues) yield* splitCueSpeech(cue.text, cue.startTime);
  };
  for await (const line of lines) {
    if (line.trim() === '' && size >= CHUNK_CHARS) yield* flush();
    chunk.push(line);
    size += line.length + 1;
  }
  yield* flush();
}
