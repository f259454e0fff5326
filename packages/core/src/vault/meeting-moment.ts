import { frontmatterProperty } from '../notes/frontmatter-property.js';
import type { Meeting } from './meeting.js';
import { type MeetingDate, readMeetingDate } from './meeting-date.js';

/**
 * When a meeting took place, as far as its notes say: the day (`YYYY-MM-DD`, as written — never
 * shifted by a time zone, B01) and, when known, the start instant (ms since the epoch).
 * Spec: docs/contracts.md, Past meetings (strictly earlier); newcomer review R4.
 */
export interface MeetingMoment {
  /** `YYYY-MM-DD` as written in the note (or its name). */
  day: string;
  /** Start instant in milliseconds since the epoch, or null when no time of day is known. */
  time: number | null;
}

const NAME_DAY = /(?:^|\D)(\d{4}-\d{2}-\d{2})(?!\d)/;

/**
 * A meeting's moment, or why it has none: when `moment` is null, `problem` is a predicate about
 * the meeting (`has no date to order by (…)`, `has a date that cannot be read: "next tuesday" is
 * not a date (…)`), to follow a subject (`this meeting …`).
 * Spec: docs/contracts.md, Past meetings; issue V7.
 */
export interface MeetingWhen {
  moment: MeetingMoment | null;
  problem: string | null;
}

/**
 * A meeting's moment from its frontmatter and note name, through the one date reader
 * ({@link readMeetingDate}: every form of `date:`): the day from `date`, else from `start`, else
 * from a `YYYY-MM-DD` in the note's name (`2026-03-10 Remote control functional design`); the time
 * from `start` when it falls on that day, else from a time written in `date`. A `date:` that is
 * there but cannot be read gives no moment and says so: it is never taken as absent (the name's
 * day would then stand in for a date the user wrote).
 * @param data the note's frontmatter (`{}` when it has none).
 * @param name the note's name (basename without `.md`).
 * Spec: docs/contracts.md, Past meetings; docs/vault-format.md (date, start); newcomer review R4; issue V7.
 */
export function meetingWhen(data: Record<string, unknown>, name: string): MeetingWhen {
  const date = readDateOf(data, name);
  if (date.state === 'unreadable')
    return { moment: null, problem: `has a date that cannot be read: ${date.problem}` };
  const start = readMeetingDate(frontmatterProperty(data, 'start'));
  const named = NAME_DAY.exec(name)?.[1];
  const fromName = named === undefined ? null : readMeetingDate(named);
  const day =
    date.state === 'read'
      ? date.day
      : start.state === 'read'
        ? start.day
        : fromName?.state === 'read'
          ? fromName.day
          : null;
  if (day === null) {
    const problem =
      start.state === 'unreadable'
        ? `has no date, and a start that cannot be read: ${start.problem}`
        : 'has no date to order by (no `date:` or `start:` in its note, no YYYY-MM-DD in its name)';
    return { moment: null, problem };
  }
  const startTime = start.state === 'read' && start.day === day ? start.time : null;
  const time = startTime ?? (date.state === 'read' && date.day === day ? date.time : null);
  return { moment: { day, time }, problem: null };
}

/**
 * A meeting's `date:` read by {@link readMeetingDate} with the day its own `start:`, else its name's
 * `YYYY-MM-DD`, gives as `near`: so `date: 5/12/2026` in `2026-12-05 Sync.md` reads as 2026-12-05,
 * while the name never stands in for a `date:` that is no date (V7). Every reader of a meeting's
 * date (read-meeting, meetingWhen, meetingDayOf) reads it through this.
 * @param data the note's frontmatter (`{}` when it has none).
 * @param name the note's name (basename without `.md`).
 * Spec: docs/vault-format.md, Meeting note (dates); newcomer S34 A1.
 */
export function readDateOf(data: Record<string, unknown>, name: string): MeetingDate {
  const start = readMeetingDate(frontmatterProperty(data, 'start'));
  const named = NAME_DAY.exec(name)?.[1];
  const near = start.state === 'read' ? start.day : named !== undefined ? named : null;
  return readMeetingDate(frontmatterProperty(data, 'date'), near);
}

/**
 * A meeting's moment from its frontmatter and note name ({@link meetingWhen} without the reason).
 * @param data the note's frontmatter (`{}` when it has none).
 * @param name the note's name (basename without `.md`).
 * @returns the moment, or null when nothing gives a day or the `date:` cannot be read.
 * Spec: docs/contracts.md, Past meetings; docs/vault-format.md (date, start); newcomer review R4.
 */
export function meetingMoment(data: Record<string, unknown>, name: string): MeetingMoment | null {
  return meetingWhen(data, name).moment;
}

/**
 * True when `earlier` took place strictly before `current`: an earlier day; on the same day only
 * when both start times are known and `earlier`'s is before `current`'s (a same-day meeting
 * without a start time cannot be shown to be earlier, so it is not).
 * Spec: docs/contracts.md, Past meetings; newcomer review R4.
 */
export function isStrictlyBefore(earlier: MeetingMoment, current: MeetingMoment): boolean {
  if (earlier.day !== current.day) return earlier.day < current.day;
  return earlier.time !== null && current.time !== null && earlier.time < current.time;
}

/**
 * The meeting's day, the one rule every reader of it uses (the model's prompt, the offline engine's
 * due dates, the summary note's `date:`): its `date:` as written (`2026-03-12`, `2026-03-12 10:00`),
 * else the day of its `start:`, else the `YYYY-MM-DD` its name holds (`2026-03-10 Remote control…`),
 * as {@link meetingMoment} orders past meetings. A `date:` that cannot be read gives none (V7: the
 * name's day never stands in for a date the user wrote).
 * Spec: docs/vault-format.md (Meeting note `date`, `start`; Summary note `date:`); T59; review L3.
 * @param meeting - the meeting as `readMeeting` read it
 * @returns the date text, or null when nothing gives a day or `date:` cannot be read
 */
export function meetingDay(meeting: Meeting): string | null {
  if (meeting.date) return meeting.date;
  if (meeting.dateProblem !== undefined) return null;
  return meetingMoment(meeting.note.frontmatter?.data ?? {}, meeting.name)?.day ?? null;
}

/**
 * {@link meetingDay} from a meeting note's parsed frontmatter `data` and its `name` (file name
 * without `.md`), for a reader that has no `Meeting` (the offline engine's bench reads the sample
 * vault without a `Vault`; L34): the same rule — `date:` as written when it can be read
 * (`readMeetingDate`), none when it cannot, else the day of `start:`, else the name's `YYYY-MM-DD`.
 * Spec: docs/vault-format.md (Meeting note `date`, `start`); review L3, L34.
 * @returns the date text, or null when nothing gives a day or `date:` cannot be read
 */
export function meetingDayOf(data: Record<string, unknown>, name: string): string | null {
  const date = readDateOf(data, name);
  if (date.state === 'read' && date.text) return date.text;
  if (date.state === 'unreadable') return null;
  return meetingMoment(data, name)?.day ?? null;
}
