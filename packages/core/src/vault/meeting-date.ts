/**
 * The one reader of a meeting's (or a summary's) `date:` frontmatter value, in every form Obsidian
 * users write it. Spec: docs/vault-format.md, Meeting note (dates); issue V7 and "dates in every form".
 */
import { frontmatterLink, parseLink } from '../names/index.js';

/**
 * A `date:` value as read by {@link readMeetingDate}:
 * - `absent`: no value (missing key, null, empty text, an empty list);
 * - `read`: `day` is the calendar day as written (`YYYY-MM-DD`, never shifted by a time zone, B01),
 *   `time` the instant in ms since the epoch when a time of day is written (no offset: read as UTC,
 *   so two such times compare as written), else null; `text` is the date as written without its
 *   wrapping (`2026-03-05`, `2026-03-05T10:00`, `2026-03-05 10:00`; the inside of a one-element list
 *   or of a daily-note link `[[2026-03-05]]`), which is what a summary's `date:` copies;
 * - `unreadable`: a value that is there but gives no day (`next tuesday`, `2026-02-30`, a list of two
 *   dates, a number); `text` is the value as text and `problem` says why, for the user.
 * Spec: docs/vault-format.md, Meeting note; issue V7.
 */
export type MeetingDate =
  | { state: 'absent' }
  | { state: 'read'; text: string; day: string; time: number | null }
  | { state: 'unreadable'; text: string; problem: string };

/** What the reader accepts, for messages. */
export const MEETING_DATE_FORMS =
  'YYYY-MM-DD, optionally with a time (2026-03-05T10:00, 2026-03-05 10:00, …+01:00), a one-element list or a daily-note link [[2026-03-05]]';

/** `YYYY-MM-DD`, then optionally a time of day and a zone (ISO 8601 and YAML timestamp forms). */
const DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ]\s*(\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?\s*(Z|z|[+-]\d{1,2}(?::?\d{2})?)?)?$/;

/**
 * The text a `date:` value stands for: a string as is (trimmed); numbers and booleans as text; a
 * JavaScript Date (from a YAML library with timestamps) as its ISO day, with the time when it has
 * one; a one-element list (`[2026-03-05]`) as its item; an unquoted `[[2026-03-05]]` (which YAML
 * reads as a list holding a list) as the link `[[2026-03-05]]`; a longer list as its items joined
 * (`[a, b]`, unreadable as a date). Null when there is no value.
 * Spec: docs/vault-format.md, Meeting note; issue V7.
 */
export function meetingDateText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return 'Invalid Date';
    const iso = value.toISOString();
    return value.getTime() % 86_400_000 === 0 ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    if (value.length === 1 && Array.isArray(value[0])) return frontmatterLink(value);
    if (value.length === 1) return meetingDateText(value[0]);
    return `[${value.map((v) => meetingDateText(v) ?? '').join(', ')}]`;
  }
  return JSON.stringify(value) ?? null;
}

/**
 * Reads a `date:` (or `start:`) frontmatter value, in every form: `2026-03-05` (plain or quoted),
 * `2026-03-05T10:00`, `2026-03-05 10:00`, a YAML timestamp (`2026-03-05T10:00:00Z`,
 * `2026-03-05 10:00:00.5 +01:00`, a JavaScript Date), a one-element list `[2026-03-05]`, and a
 * daily-note link `"[[2026-03-05]]"`, `[[Daily/2026-03-05|Thursday]]` or unquoted `[[2026-03-05]]`.
 * The day must exist (`2026-02-30` is unreadable) and a time be a time of day. Never throws.
 * @param value the frontmatter value as parsed (core schema: dates are strings).
 * @returns see {@link MeetingDate}.
 * Spec: docs/vault-format.md, Meeting note (dates stay as written); issue V7.
 */
export function readMeetingDate(value: unknown): MeetingDate {
  const raw = meetingDateText(value);
  if (raw === null) return { state: 'absent' };
  let text = raw;
  const link = parseLink(raw);
  if (link.form === 'wikilink') {
    // A daily-note link names the note `2026-03-05` (in any folder, any alias).
    text = (link.target.split('/').pop() ?? link.target).replace(/\.md$/i, '').trim();
  }
  const unreadable = (why: string): MeetingDate => ({
    state: 'unreadable',
    text: raw,
    problem: `"${raw}" is not a date (${why}; expected ${MEETING_DATE_FORMS})`,
  });
  const m = DATE.exec(text);
  if (!m)
    return unreadable(
      Array.isArray(value) && value.length > 1 ? 'a list of several values' : 'no YYYY-MM-DD',
    );
  const [, y, mo, d, hh, mm, ss, frac, zone] = m;
  const day = `${y}-${mo}-${d}`;
  const month = Number(mo);
  const dayOfMonth = Number(d);
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > daysIn(Number(y), month))
    return unreadable(`${day} is not a day of the calendar`);
  if (hh === undefined) return { state: 'read', text, day, time: null };
  if (Number(hh) > 23 || Number(mm) > 59 || (ss !== undefined && Number(ss) > 59))
    return unreadable(`${hh}:${mm}${ss === undefined ? '' : `:${ss}`} is not a time of day`);
  const clock = `${hh.padStart(2, '0')}:${mm}:${ss ?? '00'}${frac ?? ''}`;
  const time = Date.parse(`${day}T${clock}${isoZone(zone)}`);
  if (Number.isNaN(time)) return unreadable('not a time Node can read');
  return { state: 'read', text, day, time };
}

/** Days in a month of the proleptic Gregorian calendar. */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An ISO offset for `Date.parse` from the zone as written (none or `Z` → `Z`; `-5`, `+0100`, `+01:00`). */
function isoZone(zone: string | undefined): string {
  if (zone === undefined || /^z$/i.test(zone)) return 'Z';
  const sign = zone[0];
  const digits = zone.slice(1).replace(':', '');
  const hours = digits.length <= 2 ? digits : digits.slice(0, digits.length - 2);
  const minutes = digits.length <= 2 ? '00' : digits.slice(-2);
  return `${sign}${hours.padStart(2, '0')}:${minutes}`;
}
