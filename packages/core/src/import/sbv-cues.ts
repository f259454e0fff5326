/**
 * Reading YouTube SBV captions (`0:00:01.000,0:00:04.000` timing lines) with the WebVTT parser.
 * Spec: review5 Q9 (SBV cues with an optional `Name: text` speaker); docs/transcript-import.md.
 */
import type { BracketSpeakers } from './bracket-speakers.js';
import { SBV_TIMING } from './detect-format.js';
import type { SpokenCue } from './spoken-cue.js';
import { type SubtitleRepairs, subtitleCues } from './subtitle-cues.js';

/**
 * Parses an SBV file (YouTube Studio's caption download; SubViewer's cue shape) given as a stream
 * of lines. SBV is WebVTT's cue structure with other timing lines and plain text, so each line is
 * rewritten to its WebVTT form, one line for one line (line numbers stay the file's), and read by
 * {@link subtitleCues} (media-captions, chunked, with its repairs and skipped-cue reports): a
 * timing line `h:mm:ss.mmm,h:mm:ss.mmm` becomes `h:mm:ss.mmm --> h:mm:ss.mmm` (a fraction of one or
 * two digits padded to milliseconds, so `.5` is half a second); text lines keep `&`, `<` and `-->`
 * as written (escaped for the cue-text reader), and `[br]` (SBV's line break inside a line) is a
 * space. Speakers come from `Name: text` or `>> Name: text` in the text, as in SRT.
 * Spec: review5 Q9.
 * @param lines - the file's lines (BOM removed)
 * @param onSkipped - called once per cue the parser dropped, with its line and why
 * @param repairs - counters this reading adds to (see {@link SubtitleRepairs})
 * @param brackets - the file's SDH bracket speakers, as {@link subtitleCues} takes them (R104, L325)
 * @returns the speech pieces of every cue in file order, times in seconds
 */
export function sbvCues(
  lines: AsyncIterable<string>,
  onSkipped: (reason: string) => void = () => {},
  repairs: SubtitleRepairs = { carriedLines: 0, unseparatedCues: 0 },
  brackets?: BracketSpeakers,
): AsyncGenerator<SpokenCue> {
  return subtitleCues(asWebVtt(lines), 'vtt', onSkipped, repairs, brackets);
}

/** One time of a line shaped like an SBV timing line, readable or not (`0:00:04.0`, `00:04,5`). */
const TIME_LIKE = String.raw`\d{1,3}:\d{1,2}(?::\d{1,2})?(?:[.,]\d{1,3})?`;
/**
 * A line that is two times and a short separator other than SBV's comma (`0:00:04.0;0:00:05.0`,
 * `0:00:04.0 - 0:00:05.0`): a cue timing line the SBV reader cannot read.
 */
const TIMING_LIKE = new RegExp(String.raw`^\s*(${TIME_LIKE})\s*[^\d\s\w]{0,3}\s*(${TIME_LIKE})\s*$`);

/**
 * The lines of an SBV file in WebVTT form, one for one. A block that opens with a timing line the
 * reader cannot read is handed on as a timing line, so the parser skips that cue and reports it
 * (R103: it was a block without timing, dropped without a word, its speech lost).
 */
async function* asWebVtt(lines: AsyncIterable<string>): AsyncGenerator<string> {
  let blockStart = true;
  for await (const line of lines) {
    // Only an empty line ends a WebVTT block; in SBV a line of spaces does too.
    if (line.trim() === '') {
      blockStart = true;
      yield '';
      continue;
    }
    const opening = blockStart;
    blockStart = false;
    const timing = SBV_TIMING.exec(line);
    if (timing) {
      yield `${millis(timing[1] ?? '')} --> ${millis(timing[2] ?? '')}`;
      continue;
    }
    const unreadable = opening ? TIMING_LIKE.exec(line) : null;
    if (unreadable) {
      yield `${line.trim()} --> ${unreadable[2] ?? ''}`;
      continue;
    }
    yield line
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/\[br\]/gi, ' ');
  }
}

/** `0:00:01.5` → `0:00:01.500`: the fraction as milliseconds, as WebVTT reads it. */
function millis(time: string): string {
  const [clock = '', fraction] = time.split('.');
  return `${clock}.${(fraction ?? '').padEnd(3, '0')}`;
}
