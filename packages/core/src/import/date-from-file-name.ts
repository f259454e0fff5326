/**
 * The meeting date a transcript file's name starts or ends with, as recorders and people name downloads:
 * `2026-05-04 Standup.vtt`, `2026_05_04-standup.srt`, `2026.05.04 Standup.txt`, Zoom's
 * `GMT20260504-101500_Recording.transcript.vtt` (the recording's start in UTC, as Zoom names it),
 * the compact `20260504_101500 Standup.txt` / `20260504 Standup.txt` of phone recorders, and any of
 * these with a time of day after the date (`2026-05-04 10-00-12 Standup.txt` as OBS names a
 * recording, `2026-05-04T10-00 Standup.txt`, `2026-05-04T10:00:00Z …`), which is left out of the title;
 * else a date written `YYYY-MM-DD` (`-`, `_` or `.`) that ends the name after the title, with or without a
 * time, in parentheses or not (`Standup 2026-05-04.txt`, `standup_2026_05_04.vtt`, `Weekly sync -
 * 2026-05-04 10-00.srt`, `Standup (2026-05-04).txt`; reviewA R34); a copy's suffix (` (1)`, ` - Copy`, ` copy 2`) after
 * either form is left out of the title and does not hide the date (L105); and the local
 * `05.12.2026 Réunion.txt` / `2026年12月5日 会議.txt` (newcomer S34 A2), also ending the name
 * (`Réunion 05.12.2026.txt`, `会議 2026年12月5日.txt`) and in Korean or full-width digits (review S35 V7);
 * and a date with a month name, first or last (`Standup 5 Dec 2026.txt`, `Réunion 5 décembre 2026.txt`,
 * `Team sync Dec-05-2026.txt`, `Dec 5, 2026 Standup.txt`; leftovers L262).
 * Spec: review 6 S9 (`ma import` dated a meeting by the day the file was downloaded); reviewA U7 (every
 * date form recorders write); docs/transcript-import.md.
 */

import { readMeetingDate } from '../vault/meeting-date.js';

/** A date the file name starts with, and the rest of the name as the default title. */
export interface FileNameDate {
  /** `YYYY-MM-DD`, a real calendar date. */
  date: string;
  /** The name without the date and the separators after it (`Standup #3`); `''` when nothing is left. */
  rest: string;
}

/**
 * A time of day after a date: `T10-00`, `_101500`, `T10:00:00.5Z`, `T10_00+02:00`; after a space only
 * with separators (` 10-00-12`, ` 10:00`), so `2026-05-04 2026 plan` keeps its `2026` (hours 00–23,
 * minutes and seconds 00–59).
 */
const HOUR = String.raw`(?:[01]\d|2[0-3])`;
const ZONE = String.raw`(?:[.,]\d+)?(?:Z|[+-]\d{2}(?::?\d{2})?)?`;
const TIME = String.raw`(?:[T_-]${HOUR}(?:[-:_.]?[0-5]\d){1,2}${ZONE}|\s${HOUR}(?:[-:_.][0-5]\d){1,2}${ZONE})?`;
const END = String.raw`(?=$|[\s_.-])[\s_.-]*`;
const DASHED = new RegExp(String.raw`^(\d{4})([-_.])(\d{2})\2(\d{2})${TIME}${END}`);
const COMPACT = new RegExp(String.raw`^(\d{4})(\d{2})(\d{2})${TIME}${END}`);
const ZOOM = /^GMT(\d{4})(\d{2})(\d{2})-\d{6}(?=$|[\s_.-])[\s_.-]*/;
/** reviewA R34: a title, then a dashed date (and a time) ending the name: `Standup 2026-05-04`, `Sync (2026-05-04 10-00)`. */
const DASHED_LAST = new RegExp(
  String.raw`^(.*?[^\s_.(-])[\s_.(-]*[\s_.(-](\d{4})([-_.])(\d{2})\3(\d{2})${TIME}\)?\s*$`,
);

/** A day-first dotted date: `05.12.2026`, `5.12.2026`. */
const DOTTED = String.raw`\d{1,2}\.\d{1,2}\.\d{4}`;
/**
 * A year-first CJK date with ASCII or full-width digits: `2026年12月5日`, `２０２６年１２月５日`, the Korean
 * `2026년 12월 5일` (review S35 V7: the forms a meeting's `date:` reads). Written with escapes so the
 * bundles stay ASCII (F40).
 */
const CJK = String.raw`[0-9\uff10-\uff19]{4} ?[\u5e74\ub144] ?[0-9\uff10-\uff19]{1,2} ?[\u6708\uc6d4] ?[0-9\uff10-\uff19]{1,2} ?[\u65e5\uc77c]`;
/**
 * Leftovers L262: a date with a month name, as people name files by hand: `5 Dec 2026`, `5 décembre 2026`,
 * `5. Dezember 2026`, `05-Dec-2026`, `Dec 5, 2026`, `Dec-05-2026`, `December_5th_2026` (its month checked
 * by core's date reader, which knows the month names of {@link readMeetingDate}).
 */
const NAMED = String.raw`(?:\d{1,2}(?:st|nd|rd|th|er)?\.?[\s_-](?:de[\s_-]|of[\s_-])?\p{L}{3,}\.?[\s_-](?:de[\s_-])?\d{4}|\p{L}{3,}\.?[\s_-]\d{1,2}(?:st|nd|rd|th)?,?[\s_-]\d{4})`;
/**
 * Newcomer S34 A2: a local date the name starts with, as people name files by hand: day-first dotted
 * `05.12.2026 Réunion équipe` and `2026年12月5日 会議` (also `2026年12月5日会議`, CJK titles need no space).
 */
const LOCAL_FIRST = new RegExp(
  String.raw`^(${DOTTED}(?=$|[\s_-])|${NAMED}(?=$|[\s_.-])|${CJK})[\s_.-]*`,
  'u',
);
/**
 * Review S35 V7: a title, then a local date ending the name (as {@link DASHED_LAST} for `YYYY-MM-DD`):
 * `Réunion équipe 05.12.2026`, `Jahresplanung (5.12.2026)`, `会議 2026年12月5日`, `会議2026年12月5日`.
 */
const LOCAL_LAST = new RegExp(
  String.raw`^(.*?[^\s_.(-])[\s_.(-]*(?:[\s_(-](${DOTTED}|${NAMED})|(${CJK}))\)?\s*$`,
  'u',
);

/**
 * A copy's suffix a browser, Windows or macOS adds to a second download or copy of a file: ` (1)`, ` - Copy`,
 * ` - Copy (2)`, ` copy`, ` copy 2` (also after one another); L105.
 */
const COPY_SUFFIX = /(?:\s*\(\d{1,3}\)|\s+-\s+copy(?:\s*\(\d{1,3}\))?|\s+copy(?:\s+\d{1,3})?)+$/i;

/** True for a real calendar day `YYYY-MM-DD`. */
function isRealDay(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/**
 * Reads the date at the start of `base` (a file name without its extension), else the date ending it
 * after a title (reviewA R34; a local one, review S35 V7). A name in NFD (macOS) is read in NFC when it
 * gives no date as written (review session 36 V22).
 * @returns the date and the rest of the name (the title), or null when the name neither starts nor
 *   ends with a date in one of the forms above, or names no real day (`2026-02-30`)
 */
export function dateFromFileName(base: string): FileNameDate | null {
  const found = datedOrCopied(base);
  // Review session 36 V22: macOS writes names in NFD, which splits a Korean syllable (년 월 일) into its
  // letters; such a name is read in NFC (its title then NFC too).
  if (found !== null || base.normalize('NFC') === base) return found;
  return datedOrCopied(base.normalize('NFC'));
}

/** {@link dateFromFileName} of `base` as written, a copy's suffix aside. */
function datedOrCopied(base: string): FileNameDate | null {
  const read = datedName(base);
  // L105: `Standup 2026-05-04 (1)` (a second download) is dated and titled as `Standup 2026-05-04`, and
  // `2026-05-04 Standup (1)` is titled `Standup`; a name that is only a copy suffix is left as it is.
  const plain = base.replace(COPY_SUFFIX, '');
  if (plain === base || plain.trim() === '') return read;
  const copied = read ?? datedName(plain);
  if (copied === null) return null;
  return { date: copied.date, rest: copied.rest.replace(COPY_SUFFIX, '').trim() };
}

/** {@link dateFromFileName} of `base` as written. */
function datedName(base: string): FileNameDate | null {
  const dashed = DASHED.exec(base);
  const m = dashed ?? ZOOM.exec(base) ?? COMPACT.exec(base);
  if (m) {
    const [year, month, day] = dashed ? [m[1], m[3], m[4]] : [m[1], m[2], m[3]];
    const date = `${year}-${month}-${day}`;
    return isRealDay(date) ? { date, rest: base.slice(m[0].length).trim() } : null;
  }
  const local = LOCAL_FIRST.exec(base);
  const first = local === null ? null : localDay(local[1]!);
  if (local && first) return { date: first, rest: base.slice(local[0].length).trim() };
  const last = DASHED_LAST.exec(base);
  if (last) {
    const date = `${last[2]}-${last[4]}-${last[5]}`;
    const rest = (last[1] as string).replace(/\s+-$/, '').trim();
    return isRealDay(date) ? { date, rest } : null;
  }
  const localLast = LOCAL_LAST.exec(base);
  if (!localLast) return null;
  const day = localDay((localLast[2] ?? localLast[3])!);
  const rest = (localLast[1] as string).replace(/\s+-$/, '').trim();
  return day === null ? null : { date: day, rest };
}

/** The day a local date in a file name names (`_` and `-` between its words read as spaces), or null. */
function localDay(written: string): string | null {
  const words = /\p{L}{3}/u.test(written) ? written.replace(/[_-]+/g, ' ') : written;
  const read = readMeetingDate(words);
  return read.state === 'read' ? read.day : null;
}
