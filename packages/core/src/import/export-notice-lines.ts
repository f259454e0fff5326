/**
 * The lines of a meeting tool's text export that are not speech: the header above the first turn
 * and the notices among and under the turns — Google Meet's (a Google Doc saved as text or
 * Markdown, L52), Microsoft Teams' (the transcript .docx saved as text, reviewA R12) and Otter's
 * (the footer of its .txt export, reviewA R11).
 * Spec: L52 (reviewA U9 remainder); reviewA R11, R12; docs/transcript-import.md (text).
 */

/**
 * What an export's header said about the meeting: its `title` and `date` (`YYYY-MM-DD`) when
 * written, and the `attendees` of a Google Meet `Attendees` list (in its order; empty when there is
 * none). Filled by {@link ExportHeaderReader} as the text reader goes.
 */
export interface ExportHeader {
  title?: string;
  date?: string;
  attendees: string[];
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** `Weekly sync (2026-10-05 10:00 GMT+3) - Transcript`, `Sync - 2026/10/05 10:00 CEST - Transcript`, `📖 Transcript`. */
const TITLE_LINE = /^(?:#{1,6}\s*)?(?:📖\s*)?(.+?)\s+-\s+Transcript$/u;
/** The section words of the classic layout: `Attendees` above the list, `Transcript` above the turns. */
const SECTION_LINE = /^(?:#{1,6}\s*)?(?:📖\s*)?(?:\*\*)?(Attendees|Transcript)(?:\*\*)?$/iu;
/** The date line of the Gemini layout: `Apr 24, 2026` (English month names, as Meet writes them). */
const MONTH_DATE = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}), (\d{4})$/;
/**
 * The date line of a Teams transcript, always with the meeting's start time: `March 3, 2026, 9:00AM`,
 * `Mar 3, 2026 9:00 AM`, or day first as other English locales write it, `3 March 2026, 09:00` (R12).
 */
const TEAMS_DATE =
  /^(?:([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})|(\d{1,2}) ([A-Za-z]{3})[a-z]*\.? (\d{4})),? \d{1,2}:\d{2}(?::\d{2})?\s*(?:[AaPp]\.?[Mm]\.?)?$/;
/** A Teams transcript's length under its date line: `48m 3s`, `1h 2m 3s`, `1h 5m`, `59s` (R12). */
const TEAMS_LENGTH = /^(?=\d)(?:\d+h\s*)?(?:\d+m\s*)?(?:\d+s)?$/;
/**
 * The title line of a Teams transcript named after its recording: `Weekly sync-20260303_100012-Meeting
 * Recording` (title, then the recording's date and time), or `Weekly sync - Meeting Transcript` (R12).
 */
const TEAMS_TITLE = /^(.+?)(?:-(\d{4})(\d{2})(\d{2})_\d{6})?\s*-\s*Meeting (?:Recording|Transcript)$/;
/** A date inside the title line: `(2026-10-05 10:00 GMT+3)` or ` - 2026/10/05 10:00 GMT+3`. */
const TITLE_DATE =
  /^(.*?)(?:\s*\((\d{4})[-/](\d{2})[-/](\d{2})\b[^)]*\)|\s+-\s+(\d{4})[-/](\d{2})[-/](\d{2})\b.*)$/;
/**
 * Meet's closing lines: `Transcription ended after 00:32:49` (also `Meeting ended after`, as a
 * Markdown heading or in emphasis) and the notice `This editable transcript was computer generated
 * and might contain errors. …`; Otter's footer `Transcribed by https://otter.ai` (R11).
 */
const CLOSING_LINE =
  /^(?:#{1,6}\s*)?[*_]{0,2}(?:(?:transcription|meeting|recording) ended after \d{1,2}:\d{2}(?::\d{2})?|this editable transcript was computer generated and might contain errors\b.*|transcribed by (?:https?:\/\/)?(?:www\.)?otter\.ai\/?)[*_]{0,2}$/iu;
/**
 * Teams' notices among the turns, `Ann Lee started transcription` / `Ann Lee stopped transcription`
 * (R12): a name of at most six words without a `:` (so `Ann: I stopped transcription` stays a
 * turn), in Teams' lower case, without a closing stop (a spoken sentence has one).
 */
const TEAMS_NOTICE = /^[^\s:][^:]{0,100}? (?:started|stopped) transcription$/u;

/** `YYYY-MM-DD` of a valid calendar date, else `undefined`. */
function isoDate(y: string, m: string, d: string): string | undefined {
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date ? undefined : date;
}

/**
 * True for a notice line of an export, never speech: Google Meet's closing lines (L52), Otter's
 * footer `Transcribed by https://otter.ai` (R11), Teams' `<name> started transcription` and
 * `<name> stopped transcription` (R12).
 * Spec: L52; reviewA R11, R12.
 */
export function isExportNoticeLine(line: string): boolean {
  const bare = line.trim();
  if (CLOSING_LINE.test(bare)) return true;
  return TEAMS_NOTICE.test(bare) && bare.split(/\s+/).length <= 8;
}

/**
 * Reads the lines above a transcript's first turn and tells which of them are an export's header,
 * as Google Meet writes it in its two layouts (L52) and Teams in its transcript (R12):
 * - Meet classic: `<title> (<date> <time> <zone>) - Transcript`, `Attendees`, the names separated by
 *   commas, `Transcript`, then `00:00:00` and the turns;
 * - Meet Gemini: `📖 Transcript`, `Apr 24, 2026`, `<title> - Transcript`, then `00:00:00` and the turns;
 * - Teams: `<title>` (or `<title>-20260303_100012-Meeting Recording`), `March 3, 2026, 9:00AM`,
 *   `48m 3s`, then `Ann Lee   0:03` and the turns (the first line is the title only when the date
 *   line, or Meet's `Attendees`/`Transcript`, follows it).
 * `take(line)` answers `header` (a header line: never speech; its title, date or names are kept in
 * {@link ExportHeaderReader.header}), `hold` (the first line, a date line or a blank line, which is
 * the header's only if a header line follows: the caller keeps it back) or `other` (not the header:
 * the caller gives it, and any lines held, to the reader as before). Once `other` was answered, or
 * `end()` called, every later line is `other`.
 * Spec: L52; reviewA R12.
 */
export class ExportHeaderReader {
  readonly header: ExportHeader = { attendees: [] };
  #done = false;
  #seen = false;
  #inAttendees = false;
  #heldDate: string | undefined;
  /** R12: the first line, kept back: the title when a header line follows it. */
  #heldTitle: string | undefined;
  /** Whether a first line was kept back as a possible title (only one ever is). */
  #held = false;

  /** Whether any header line was read (the held lines before it are the header's). */
  get found(): boolean {
    return this.#seen;
  }

  take(raw: string): 'header' | 'hold' | 'other' {
    if (this.#done) return 'other';
    const line = raw.trim();
    if (line === '') return this.#seen ? 'header' : 'hold';
    const section = SECTION_LINE.exec(line);
    if (section) {
      this.#seen = true;
      this.#inAttendees = (section[1] as string).toLowerCase() === 'attendees';
      this.#claimTitle();
      this.#claimDate();
      return 'header';
    }
    if (this.#inAttendees) {
      for (const name of line.split(',')) {
        const n = name.trim().replace(/\s+/g, ' ');
        if (n && !this.header.attendees.includes(n)) this.header.attendees.push(n);
      }
      return 'header';
    }
    const teams = this.#teamsLine(line);
    if (teams !== 'other') return teams;
    const month = MONTH_DATE.exec(line);
    const monthIndex = month ? MONTHS.indexOf((month[1] as string).toLowerCase()) : -1;
    if (month && monthIndex >= 0) {
      const date = isoDate(month[3] as string, String(monthIndex + 1), month[2] as string);
      if (date) {
        this.#heldDate = date;
        if (!this.#seen) return 'hold';
        this.#claimDate();
        return 'header';
      }
    }
    const title = TITLE_LINE.exec(line);
    // A title line is Meet's only with its date (classic), after `📖 Transcript` or the date line
    // (Gemini) or with the 📖 itself: a first spoken line that ends in "- Transcript" stays speech.
    const dated = title ? TITLE_DATE.exec(title[1] as string) : null;
    if (title && (dated !== null || this.#seen || this.#heldDate !== undefined || line.includes('📖'))) {
      this.#seen = true;
      const text = title[1] as string;
      const name = (dated ? (dated[1] as string) : text).trim();
      const date = dated
        ? isoDate(
            (dated[2] ?? dated[5]) as string,
            (dated[3] ?? dated[6]) as string,
            (dated[4] ?? dated[7]) as string,
          )
        : undefined;
      if (name) this.header.title ??= name;
      if (date) this.header.date ??= date;
      this.#heldTitle = undefined;
      this.#claimDate();
      return 'header';
    }
    // R12: the first line may be a title (Teams): kept back until the next line tells.
    if (!this.#seen && this.#heldTitle === undefined && this.#heldDate === undefined && !this.#held) {
      this.#held = true;
      this.#heldTitle = line.replace(/^#{1,6}\s+/, '');
      return 'hold';
    }
    this.#done = true;
    return 'other';
  }

  /**
   * A line of Teams' header (R12): its recording-named title line, its date line with the start
   * time, its length line after them; `other` for any other line.
   */
  #teamsLine(line: string): 'header' | 'hold' | 'other' {
    const title = TEAMS_TITLE.exec(line);
    if (title) {
      this.#seen = true;
      this.#heldTitle = undefined;
      this.header.title ??= (title[1] as string).trim();
      const date = title[2] ? isoDate(title[2], title[3] as string, title[4] as string) : undefined;
      if (date) this.header.date ??= date;
      this.#claimDate();
      return 'header';
    }
    const dated = TEAMS_DATE.exec(line);
    const monthName = dated ? ((dated[1] ?? dated[5]) as string).toLowerCase() : '';
    const month = MONTHS.indexOf(monthName);
    const date =
      dated && month >= 0
        ? isoDate((dated[3] ?? dated[6]) as string, String(month + 1), (dated[2] ?? dated[4]) as string)
        : undefined;
    if (date) {
      this.#heldDate = date;
      if (!this.#seen && this.#heldTitle === undefined) return 'hold';
      this.#seen = true;
      this.#claimTitle();
      this.#claimDate();
      return 'header';
    }
    if (this.#seen && TEAMS_LENGTH.test(line)) return 'header';
    return 'other';
  }

  /** No more header: what follows is the transcript. */
  end(): void {
    this.#done = true;
  }

  #claimTitle(): void {
    if (this.#heldTitle) this.header.title ??= this.#heldTitle;
    this.#heldTitle = undefined;
  }

  #claimDate(): void {
    if (this.#heldDate) this.header.date ??= this.#heldDate;
    this.#heldDate = undefined;
  }
}
