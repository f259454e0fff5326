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

const DAY = /^\s*(\d{4}-\d{2}-\d{2})/;
const NAME_DAY = /(?:^|\D)(\d{4}-\d{2}-\d{2})(?!\d)/;
/** A date with a time of day: `2026-03-10T10:00`, `2026-03-10 10:00:00+01:00`, `…Z`. */
const DATE_TIME =
  /^\s*(\d{4}-\d{2}-\d{2})[T ](\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)\s*(Z|[+-]\d{2}:?\d{2})?\s*$/i;

/** The day of a frontmatter value: a `YYYY-MM-DD…` string (quoted or not), or a YAML Date. */
function dayOf(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return null;
  return DAY.exec(value)?.[1] ?? null;
}

/**
 * The instant of a frontmatter value that holds a time of day (`2026-03-10T10:00:00+01:00`,
 * `2026-03-10 10:00`, a YAML Date with a time); a date alone has none. A time without an offset is
 * read as UTC, so two such times compare as written whatever the machine's zone.
 */
function timeOf(value: unknown): number | null {
  if (value instanceof Date) {
    const ms = value.getTime();
    return Number.isNaN(ms) || ms % 86_400_000 === 0 ? null : ms;
  }
  if (typeof value !== 'string') return null;
  const m = DATE_TIME.exec(value);
  if (!m) return null;
  const [, day, clock, zone] = m as unknown as [string, string, string, string | undefined];
  const hhmm = clock.length === 4 ? `0${clock}` : clock;
  const offset =
    zone === undefined
      ? 'Z'
      : /^z$/i.test(zone)
        ? 'Z'
        : zone.includes(':')
          ? zone
          : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const ms = Date.parse(`${day}T${hhmm}${offset}`);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * A meeting's moment from its frontmatter and note name: the day from `date` (a `YYYY-MM-DD`
 * string, quoted or not, with or without a time; or a YAML Date), else from `start`, else from a
 * `YYYY-MM-DD` in the note's name (`2026-03-10 Remote control functional design`); the time from
 * `start` when it falls on that day, else from a time written in `date`.
 * @param data the note's frontmatter (`{}` when it has none).
 * @param name the note's name (basename without `.md`).
 * @returns the moment, or null when nothing gives a day.
 * Spec: docs/contracts.md, Past meetings; docs/vault-format.md (date, start); newcomer review R4.
 */
export function meetingMoment(data: Record<string, unknown>, name: string): MeetingMoment | null {
  const day = dayOf(data.date) ?? dayOf(data.start) ?? NAME_DAY.exec(name)?.[1] ?? null;
  if (day === null) return null;
  const start = dayOf(data.start) === day ? timeOf(data.start) : null;
  return { day, time: start ?? (dayOf(data.date) === day ? timeOf(data.date) : null) };
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
