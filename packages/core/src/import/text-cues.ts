/**
 * Spec: issue #10 item 1 (Otter / Rev / Descript text exports, plain `Name: text` and
 * `[hh:mm:ss] Name: text` lines).
 */
import { parseClock } from '../transcript/clock.js';
import { headingTurnAt } from '../transcript/name-headings.js';
import { importedSpeakerName } from '../transcript/speaker-name.js';
import { TranscriptReader } from '../transcript/transcript-reader.js';
import {
  type ExportHeader,
  ExportHeaderReader,
  type HeaderDetail,
  isExportNoticeLine,
  readFrontmatterHeader,
} from './export-notice-lines.js';
import type { SpokenCue } from './spoken-cue.js';

/**
 * A line that is only a time, bare, in brackets or as a Markdown heading (a Meet transcript saved
 * as Markdown): `00:05:00`, `[05:00]`, `(0:03)`, `### 00:05:00`.
 */
const LONE_TIME = /^(?:#{1,6}\s*)?[[(]?([\d:.,]+)[\])]?$/;

/** A leading frontmatter block longer than this (lines) is not read for the header: memory stays bounded. */
const FRONTMATTER_MAX_LINES = 500;

/** Most blank lines read ahead for the first filled line after a line (a heading's paragraph). */
const AHEAD_MAX_BLANKS = 100;

/**
 * Each line with the one after it (undefined after the last) and the first line after it that is not
 * blank (undefined when none comes within {@link AHEAD_MAX_BLANKS} blank lines): a heading a blank
 * line above its paragraph is known by it. Only blank lines are held back, at most that many.
 */
async function* withNext(
  lines: AsyncIterable<string>,
): AsyncGenerator<[string, string | undefined, string | undefined]> {
  let queue: string[] = [];
  for await (const line of lines) {
    queue.push(line);
    const filled = line.trim() !== '';
    if (!filled && queue.length <= AHEAD_MAX_BLANKS + 1) continue;
    // Every queued line but the last has its next line; its first filled one after it is `line` (or unknown).
    for (let i = 0; i < queue.length - 1; i++)
      yield [queue[i] as string, queue[i + 1], filled ? line : undefined];
    queue = [line];
  }
  for (let i = 0; i < queue.length; i++) yield [queue[i] as string, queue[i + 1], undefined];
}

/** A speaker as imported: a WhisperX/pyannote label `SPEAKER_00` (its `.txt` writes `[SPEAKER_00]: text`) is `Speaker 1`, as in its JSON (reviewA R18). */
function speakerOf(name: string | null): string | null {
  return name === null ? null : importedSpeakerName(name);
}

/**
 * Reads a text export or plain lines with core's {@link TranscriptReader} (the same reader the
 * tools and the offline engine use), one line at a time. A leading `---` frontmatter block is
 * no speech (a transcript note, or another tool's Markdown note, given as the file); what its
 * properties say of the meeting goes to `header` ({@link readFrontmatterHeader}, L155). A line that is only a time (Google Meet's
 * `00:05:00` above a block of `Name: text` lines; never speech, W9) gives its time to the next
 * spoken line that has none (reviewA U9), so the turns keep the times the export wrote. Google
 * Meet's header above the first turn (its title line, `Attendees` and the names, `Transcript`, the
 * Gemini layout's `📖 Transcript` and date line) and Teams' (title, date and time, length:
 * {@link ExportHeaderReader}), and the notices of the exports (Meet's `Transcription ended after
 * 00:32:49` and `This editable transcript was computer generated …`, Otter's `Transcribed by
 * https://otter.ai`, Teams' `Ann Lee started transcription`: {@link isExportNoticeLine}) are never
 * speech (L52, reviewA R11, R12): they reach the reader as blank lines, so line numbers stay the
 * file's; what the header says is put in `header` (title, date, attendees).
 * Spec: issue #10 item 1; reviewA U9; L52; reviewA R11, R12.
 * @param lines - the file's lines (BOM removed)
 * @param header - filled with what a Google Meet or Teams header or a note's metadata says: title, date,
 *   attendees, and the other details (agenda, location …; L155) (left as given when there is none)
 * @param headings - the file writes its turns as heading lines (core `writesNameHeadings`); a set: and
 *   mostly with a time, these the timed speakers, so an untimed heading naming none is a section (core
 *   `timedHeadingNames`)
 * @returns one piece per spoken line, with its speaker, its time (seconds) when written and its
 *   line in the file (`at`, 1-based)
 */
export async function* textCues(
  lines: AsyncIterable<string>,
  header?: ExportHeader,
  headings: boolean | ReadonlySet<string> = false,
): AsyncGenerator<SpokenCue> {
  let reader: TranscriptReader | null = null;
  // A leading YAML frontmatter block (a transcript note imported as a file) is not speech.
  let frontmatter: 'maybe' | 'inside' | 'done' = 'maybe';
  const frontmatterLines: string[] = [];
  let n = 0;
  // U9: the time of a line that is only a time, for the next spoken line without one.
  let pending: number | null = null;
  // L52, R12: an export's header lines (Meet, Teams), and lines held back until it is known whether they are its.
  const exportHeader = new ExportHeaderReader();
  let held: Array<[string, string | undefined, string | undefined]> = [];
  const push = function* (line: string): Generator<SpokenCue> {
    for (const s of (reader as TranscriptReader).push(line)) {
      yield { start: s.seconds ?? pending, speaker: speakerOf(s.speaker), text: s.text, at: s.line };
      pending = null;
    }
  };
  // R21: the line before the one fed (a heading line follows a blank one).
  let blankBefore = true;
  // Session 33 (L194's leftover): a section that names no speaker after the heading turns (`## Action
  // items` and its items) is the meeting note's own, as the header's sections are (L155, L172).
  let turnSeen = false;
  let section: HeaderDetail | null = null;
  const sections: HeaderDetail[] = [];
  // A line given to the reader; a line that is only a time times the next spoken line (U9).
  const feed = function* (
    line: string,
    next: string | undefined,
    ahead: string | undefined,
  ): Generator<SpokenCue> {
    // The heading rule `ma import` and a transcript note's reader share (core headingTurnAt).
    const turn = headings
      ? headingTurnAt(line, next, ahead, blankBefore, headings === true ? null : headings)
      : null;
    blankBefore = line.trim() === '';
    if (turn !== null) {
      section = null;
      if (turn.name !== null) turnSeen = true;
      else if (turnSeen) {
        section = { key: sectionTitle(line), value: '', items: [], level: sectionLevel(line) };
        sections.push(section);
      }
      const read = (reader as TranscriptReader).heading(line, turn.name, turn.time);
      for (const s of read) {
        yield { start: s.seconds ?? pending, speaker: speakerOf(s.speaker), text: s.text, at: s.line };
        pending = null;
      }
      return;
    }
    if (section !== null) {
      // The section's lines are the meeting note's, never speech (the reader counts them as blank lines).
      (section as HeaderDetail).items.push(line.replace(/\r$/, ''));
      yield* push('');
      return;
    }
    yield* push(line);
    const lone = LONE_TIME.exec(line.trim());
    const time = lone ? parseClock(lone[1] as string) : null;
    if (time !== null) pending = time;
  };
  // A speaker heading line ends the header above it (L172's heading sections stay the header's).
  let rawBlankBefore = true;
  for await (const [raw, next, ahead] of withNext(lines)) {
    const line = isExportNoticeLine(raw) ? '' : raw;
    const afterBlank = rawBlankBefore;
    rawBlankBefore = line.trim() === '';
    n++;
    if (frontmatter !== 'done') {
      const bare = line.trim();
      if (frontmatter === 'maybe' && bare === '') continue;
      if (frontmatter === 'maybe' && bare === '---') {
        frontmatter = 'inside';
        continue;
      }
      if (frontmatter === 'inside') {
        if (bare === '---') {
          frontmatter = 'done';
          // L155: what its properties say of the meeting (title, date, attendees, agenda …).
          if (header && frontmatterLines.length <= FRONTMATTER_MAX_LINES)
            readFrontmatterHeader(frontmatterLines.join('\n'), header, n - frontmatterLines.length);
        } else if (header && frontmatterLines.length <= FRONTMATTER_MAX_LINES) frontmatterLines.push(line);
        continue;
      }
      frontmatter = 'done';
    }
    if (
      headings &&
      !exportHeader.over &&
      headingTurnAt(line, next, ahead, afterBlank, headings === true ? null : headings)?.name
    )
      exportHeader.endAtTurn();
    const taken = exportHeader.take(line);
    if (taken === 'hold') {
      held.push([line, next, ahead]);
      continue;
    }
    // The reader numbers lines from the first one it is given: it starts after the skipped ones.
    // A header line, and the lines held before it, reach it as blank lines (the file's numbering).
    reader ??= new TranscriptReader(n - 1 - held.length);
    for (const [h, hNext, hAhead] of held) yield* feed(taken === 'header' ? '' : h, hNext, hAhead);
    held = [];
    yield* feed(taken === 'header' ? '' : line, next, ahead);
  }
  if (held.length > 0) {
    reader ??= new TranscriptReader(n - held.length);
    for (const [h, hNext, hAhead] of held) yield* feed(h, hNext, hAhead);
  }
  for (const s of reader?.end() ?? [])
    yield { start: s.seconds ?? pending, speaker: speakerOf(s.speaker), text: s.text, at: s.line };
  if (header) {
    header.title ??= exportHeader.header.title;
    header.date ??= exportHeader.header.date;
    header.dateNotRead ??= exportHeader.header.dateNotRead;
    // L155: the header's agenda, topics, location … for the meeting note's body.
    header.details ??= exportHeader.header.details;
    // Session 33: the sections after the turns, below the header's (the meeting note's body, in file order).
    if (sections.length > 0) header.details = [...(header.details ?? []), ...sections];
    for (const name of exportHeader.header.attendees)
      if (!header.attendees.includes(name)) header.attendees.push(name);
  }
}

/** A section heading's title as the meeting note writes it (`## Action items` → `Action items`; a callout's title). */
function sectionTitle(line: string): string {
  const text = line.trim();
  const callout = /^>[ \t]?\[![\w-]*\][+-]?\s*(.*)$/.exec(text);
  const title = callout ? (callout[1] as string) : text.replace(/^#{1,6}\s*/, '').replace(/\s+#+$/, '');
  return title.trim() || 'Notes';
}

/** A section heading's level (`### Action items` → 3; 2 for a callout). */
function sectionLevel(line: string): number {
  return /^#{1,6}/.exec(line.trim())?.[0].length ?? 2;
}
