/**
 * Reading WebVTT and SRT with media-captions, in block-aligned chunks so memory stays bounded.
 * Spec: issue #10 item 1 (WebVTT, SRT; a well-kept parser, not our own regular expressions);
 * docs/transcript-import.md.
 */
import { parseText } from 'media-captions';
import { BracketSpeakers } from './bracket-speakers.js';
import { splitCueSpeech } from './split-cue-speech.js';
import type { SpokenCue } from './spoken-cue.js';

/** Characters of source text handed to the parser at once (cut only at a blank line). */
const CHUNK_CHARS = 256 * 1024;
/** media-captions' timestamp (`[h]h:mm:ss[.fff]`, hours at most two digits) and separators. */
const TIMESTAMP = /^(?:(\d{1,2}):)?(\d{2}):(\d{2})(?:\.(\d{1,3}))?$/;
const TIMING_SEP = /[\s\t]*-->[\s\t]+/;
const SPACE = /[\s\t]+/;

/** A line shaped like a cue timing line (`start --> end`), whether or not its times are readable. */
const TIMING_SHAPE = /^\s*\S+[\s\t]*-->[\s\t]+\S/;
/** A timing line's start with a comma before its milliseconds (`00:00:01,000 -->`). */
const COMMA_START = /^(\s*(?:\d{1,2}:)?\d{2}:\d{2}),(\d{1,3}[\s\t]*-->)/;
/** A timing line's end with a comma before its milliseconds (`--> 00:00:03,000`). */
const COMMA_END = /(-->[\s\t]+(?:\d{1,2}:)?\d{2}:\d{2}),(\d{1,3})(?!\d)/;
/** A timing line written with `->` for `-->` (`00:00:01,000 -> 00:00:03,000`): no cue for the parser. */
const SHORT_ARROW = /^\s*\d{1,3}(?:[:.,]\d{1,3}){1,3}\s*->\s*\d{1,3}(?:[:.,]\d{1,3}){1,3}(?:\s|$)/;
/** A karaoke word time inside a cue (`<00:00:00.320>`): auto-captions. */
const WORD_TIME = /<(?:\d{1,2}:)?\d{2}:\d{2}\.\d{3}>/;
/** Words a line must have to count as carried over from the cue before without karaoke times. */
const CARRIED_MIN_WORDS = 3;

/**
 * What {@link subtitleCues} repaired while reading, for the import's warnings (review 4 P3, P4).
 */
export interface SubtitleRepairs {
  /** Cue lines dropped as repeats of the previous cue's last line (rolling auto-captions). */
  carriedLines: number;
  /** Cues that followed the one before without a blank line and were read as cues of their own. */
  unseparatedCues: number;
}

/** A cue timing line as media-captions reads it: where it is and whether it makes a cue. */
interface Timing {
  /** 1-based line in the file. */
  line: number;
  /** Why the parser drops the cue (`null`: it makes a cue). */
  problem: string | null;
}

/**
 * Parses a WebVTT or SRT file given as a stream of lines with media-captions' `parseText`. The
 * lines are collected into chunks of about 256 K characters cut at blank lines (blocks never
 * contain blank lines, so a cut never splits a cue, `NOTE`, `STYLE` or `REGION` block); each
 * chunk after the first gets a `WEBVTT` header of its own. So a 200 MB file is parsed with a
 * few hundred KB of text and cues in memory at a time. The cue timing lines are followed the way
 * the parser reads them, so every cue knows its timing line (`at`, for messages) and every cue the
 * parser drops — a start or end it cannot read (hours over 99, `00:00:0x`), an end not after the
 * start — is reported once, whatever number of parser errors it caused (review N20).
 * Two shapes are repaired (counted in `repairs`): a timing line right after a cue's text (no blank
 * line between cues; with the SRT cue number before it) starts a new cue, as players read it; and
 * a cue's first line that repeats the previous cue's last line (rolling auto-captions: YouTube,
 * Google Meet; a line with karaoke word times in the file, or of at least three words) is read once.
 * Spec: issue #10 item 1 (cue settings, NOTE/STYLE/REGION, multi-line cues, inline tags, entities);
 * review N18 (where a cue is), N20 (skipped cues counted as cues), review 4 P3, P4.
 * @param lines - the file's lines (BOM removed)
 * @param format - `vtt` (a file without `WEBVTT` header is accepted) or `srt`
 * @param onSkipped - called once per cue the parser dropped, with its line and why
 *   (`line 9: start \`100:00:00.000\` is not a time up to 99:59:59.999`)
 * @param repairs - counters this reading adds to (see {@link SubtitleRepairs})
 * @param brackets - the file's SDH bracket speakers (R104), learned cue by cue as the chunks are read; one
 *   learned over a whole first reading and settled gives every chunk the file's rule (L325)
 * @returns the speech pieces of every cue in file order, times in seconds
 */
export async function* subtitleCues(
  lines: AsyncIterable<string>,
  format: 'vtt' | 'srt',
  onSkipped: (reason: string) => void = () => {},
  repairs: SubtitleRepairs = { carriedLines: 0, unseparatedCues: 0 },
  brackets: BracketSpeakers = new BracketSpeakers(),
): AsyncGenerator<SpokenCue> {
  let chunk: string[] = [];
  /** File line number of each line of `chunk` (an inserted blank line takes the next line's). */
  let chunkLines: number[] = [];
  let size = 0;
  let first = true;
  let lineNo = 0;
  /** Lines since the last blank line (the block being read). */
  let blockLength = 0;
  const carried = new CarriedLines();
  const flush = async function* (): AsyncGenerator<SpokenCue> {
    if (chunk.length === 0) return;
    const headed =
      format === 'vtt' && !(first && /^\s*WEBVTT(?:\s|$)/.test(chunk.find((l) => l.trim() !== '') ?? ''));
    const parsedLines = headed ? ['WEBVTT', '', ...chunk] : chunk;
    const numbers = headed ? [0, 0, ...chunkLines] : chunkLines;
    const timings = timingLines(parsedLines, format, (i) => numbers[i] ?? 0);
    const text = `${parsedLines.join('\n')}\n`;
    chunk = [];
    chunkLines = [];
    size = 0;
    first = false;
    const { cues } = await parseText(text, { type: format });
    for (const timing of timings) if (timing.problem) onSkipped(`line ${timing.line}: ${timing.problem}`);
    const made = timings.filter((timing) => timing.problem === null);
    // Each timing line that makes a cue made exactly one, in order; were the two ever to disagree,
    // the cues simply go without a line.
    const known = made.length === cues.length;
    const texts = cues.map((cue) => carried.drop(cue.text, repairs));
    brackets.learn(texts);
    for (const [i, cue] of cues.entries())
      yield* splitCueSpeech(texts[i] as string, cue.startTime, known ? made[i]?.line : undefined, brackets);
  };
  for await (const line of lines) {
    lineNo++;
    if (line.trim() === '' && size >= CHUNK_CHARS) yield* flush();
    if (line === '') blockLength = 0;
    else {
      // A timing line is a block's first line, or its second after a cue identifier; later in a
      // block it starts a new cue that lacks its blank line (P4). SRT's cue number goes with it.
      if (blockLength >= 2 && TIMING_SHAPE.test(line)) {
        const number = /^\d+$/.test(chunk[chunk.length - 1] ?? '') && blockLength >= 3;
        chunk.splice(chunk.length - (number ? 1 : 0), 0, '');
        chunkLines.splice(chunkLines.length - (number ? 1 : 0), 0, lineNo);
        blockLength = number ? 1 : 0;
        repairs.unseparatedCues++;
      }
      blockLength++;
    }
    chunk.push(format === 'vtt' && TIMING_SHAPE.test(line) ? dotTimes(line) : line);
    chunkLines.push(lineNo);
    size += line.length + 1;
  }
  yield* flush();
}

/**
 * A WebVTT timing line with `,` before the milliseconds of its start or end (`00:00:01,000 -->
 * 00:00:03,000`, written by SRT converters) rewritten with `.`, as the SRT reader accepts `.`:
 * WebVTT's parser drops such a cue, so a whole file of them was refused. Only the two times
 * change; cue settings after them (`position:10%,line-left`) stay as written (R101).
 */
function dotTimes(line: string): string {
  return line.replace(COMMA_START, '$1.$2').replace(COMMA_END, '$1.$2');
}

/**
 * Rolling auto-captions (review 4 P3): each cue shows the previous cue's last line again above
 * its new words, and "hold" cues of a few ms show that line alone. Remembers the last line of
 * each cue (markup removed) and drops a cue's first line that repeats it, when the file has
 * karaoke word times or the line has at least {@link CARRIED_MIN_WORDS} words (a short reply
 * said twice, "Yes.", stays).
 */
class CarriedLines {
  private last = '';
  private karaoke = false;

  /** `text` without a first line that repeats the previous cue's last line; counts it in `repairs`. */
  drop(text: string, repairs: SubtitleRepairs): string {
    if (!this.karaoke && WORD_TIME.test(text)) this.karaoke = true;
    const lines = text.split('\n');
    const plain = lines.map(plainLine);
    const firstIndex = plain.findIndex((l) => l !== '');
    if (firstIndex < 0) return text;
    const lastIndex = plain.findLastIndex((l) => l !== '');
    const previous = this.last;
    this.last = plain[lastIndex] ?? '';
    const line = plain[firstIndex] ?? '';
    const carried = line === previous && (this.karaoke || line.split(' ').length >= CARRIED_MIN_WORDS);
    if (!carried) return text;
    repairs.carriedLines++;
    lines.splice(firstIndex, 1);
    return lines.join('\n');
  }
}

/** A cue line without markup (tags, karaoke times) and with its spaces collapsed, for comparing. */
function plainLine(line: string): string {
  return line
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The cue timing lines of a chunk as media-captions' VTT or SRT parser finds them (its block
 * states followed line by line: only the exact empty line ends a block; in WebVTT a line in a cue,
 * `NOTE`, `REGION` or header block is never a timing line), each with why the parser drops its cue.
 * @param lines - the chunk's lines as handed to the parser
 * @param lineAt - the file line number of `lines[i]`
 */
function timingLines(
  lines: readonly string[],
  format: 'vtt' | 'srt',
  lineAt: (i: number) => number,
): Timing[] {
  const out: Timing[] = [];
  let block: 'none' | 'header' | 'cue' | 'other' = 'none';
  lines.forEach((line, i) => {
    if (line === '') {
      block = 'none';
      return;
    }
    if (block !== 'none') return;
    if (format === 'vtt' && (line.startsWith('NOTE') || line.startsWith('REGION'))) block = 'other';
    else if (line.includes('-->')) {
      const problem = timingProblem(line, format);
      out.push({ line: lineAt(i), problem });
      // The VTT parser reads the block as a cue either way; the SRT parser only when it made one.
      block = format === 'vtt' || problem === null ? 'cue' : 'none';
    } else if (SHORT_ARROW.test(line)) {
      // R102: the parser makes no cue of it; reported so that a file of them is refused naming it,
      // not as a file that "holds no spoken text".
      out.push({ line: lineAt(i), problem: 'its arrow is `->`, not `-->`' });
      block = 'other';
    } else if (format === 'vtt' && i === 0 && line.startsWith('WEBVTT')) block = 'header';
  });
  return out;
}

/** Why media-captions makes no cue of this timing line; `null` when it makes one. */
function timingProblem(line: string, format: 'vtt' | 'srt'): string | null {
  const [startText = '', rest = ''] = line.split(TIMING_SEP);
  const [endText = ''] = rest.split(SPACE);
  const seconds = (text: string) => parseTimestamp(format === 'srt' ? text.replace(/,/g, '.') : text);
  const start = seconds(startText);
  const end = seconds(endText);
  if (start === null) return `start \`${startText.slice(0, 40)}\` is not a time up to 99:59:59.999`;
  if (end === null) return `end \`${endText.slice(0, 40)}\` is not a time up to 99:59:59.999`;
  if (end <= start) return `end ${endText} is not after start ${startText}`;
  return null;
}

/** media-captions' `parseVTTTimestamp`: seconds, or `null` (minutes or seconds over 59, bad shape). */
function parseTimestamp(text: string): number | null {
  const m = TIMESTAMP.exec(text);
  if (!m) return null;
  const minutes = Number(m[2]);
  const seconds = Number(m[3]);
  if (minutes > 59 || seconds > 59) return null;
  return Number(m[1] ?? 0) * 3600 + minutes * 60 + seconds + (m[4] ? Number(m[4].padEnd(3, '0')) / 1000 : 0);
}
