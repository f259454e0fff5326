/**
 * The lines of a Google Meet transcript (a Google Doc saved as text or Markdown) that are not
 * speech: the header above the first turn and the closing lines under the last one.
 * Spec: L52 (reviewA U9 remainder); docs/transcript-import.md (text, Google Meet).
 */

/**
 * What a Google Meet header said about the meeting: its `title` and `date` (`YYYY-MM-DD`) when
 * written, and the `attendees` of its `Attendees` list (in its order; empty when there is none).
 * Filled by {@link MeetHeaderReader} as the text reader goes.
 */
export interface MeetHeader {
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
/** A date inside the title line: `(2026-10-05 10:00 GMT+3)` or ` - 2026/10/05 10:00 GMT+3`. */
const TITLE_DATE =
  /^(.*?)(?:\s*\((\d{4})[-/](\d{2})[-/](\d{2})\b[^)]*\)|\s+-\s+(\d{4})[-/](\d{2})[-/](\d{2})\b.*)$/;
/**
 * Meet's closing lines: `Transcription ended after 00:32:49` (also `Meeting ended after`, as a
 * Markdown heading or in emphasis) and the notice `This editable transcript was computer generated
 * and might contain errors. …`.
 */
const CLOSING_LINE =
  /^(?:#{1,6}\s*)?[*_]{0,2}(?:(?:transcription|meeting|recording) ended after \d{1,2}:\d{2}(?::\d{2})?|this editable transcript was computer generated and might contain errors\b.*)[*_]{0,2}$/iu;

/** `YYYY-MM-DD` of a valid calendar date, else `undefined`. */
function isoDate(y: string, m: string, d: string): string | undefined {
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date ? undefined : date;
}

/** True for one of Google Meet's closing lines ({@link CLOSING_LINE}), never speech. */
export function isMeetClosingLine(line: string): boolean {
  return CLOSING_LINE.test(line.trim());
}

/**
 * Reads the lines above a transcript's first turn and tells which of them are Google Meet's header,
 * as Meet writes it in its two layouts:
 * - classic: `<title> (<date> <time> <zone>) - Transcript`, `Attendees`, the names separated by
 *   commas, `Transcript`, then `00:00:00` and the turns;
 * - Gemini: `📖 Transcript`, `Apr 24, 2026`, `<title> - Transcript`, then `00:00:00` and the turns.
 * `take(line)` answers `header` (a header line: never speech; its title, date or names are kept in
 * {@link MeetHeaderReader.header}), `hold` (a date line or blank line that is the header's only if
 * a header line follows: the caller keeps it back) or `other` (not the header: the caller gives it,
 * and any lines held, to the reader as before). Once `other` was answered, or `end()` called, every
 * later line is `other`.
 */
export class MeetHeaderReader {
  readonly header: MeetHeader = { attendees: [] };
  #done = false;
  #seen = false;
  #inAttendees = false;
  #heldDate: string | undefined;

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
      this.#claimDate();
      return 'header';
    }
    this.#done = true;
    return 'other';
  }

  /** No more header: what follows is the transcript. */
  end(): void {
    this.#done = true;
  }

  #claimDate(): void {
    if (this.#heldDate) this.header.date ??= this.#heldDate;
    this.#heldDate = undefined;
  }
}
