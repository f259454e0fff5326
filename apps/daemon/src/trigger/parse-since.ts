import { readMeetingDate } from '@ma/core';

/**
 * `--since` of `ma-daemon run`. Spec: issue 12 (catch up on what was missed; `--since` bounds it).
 */

const UNIT_MS: Record<string, number> = {
  m: 60_000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

/** The furthest a `Date` reaches from 1970 (ms): ±100,000,000 days (ECMAScript time values). */
const MAX_DATE_MS = 8.64e15;

/** The largest UTC offsets in use (hours): `+14:00` (Line Islands) and `-12:00` (Baker Island). */
const MAX_ZONE_HOURS = 14;
const MIN_ZONE_HOURS = 12;

/**
 * Parses `--since`: a date `YYYY-MM-DD` (local midnight), a date and time
 * `YYYY-MM-DDTHH:MM[:SS[.sss]][Z|±HH:MM]` (also with a space instead of `T`; local time without
 * a zone), any other form a meeting note's `date:` takes (core `readMeetingDate`: `20.11.2026`,
 * `Nov 20, 2026 9:30`, `2026/11/20`; leftovers L261), or a duration back from `now`: `<n>m`/`min`, `<n>h`, `<n>d`, `<n>w` (e.g. `36h`, `7d`).
 * @returns the bound as epoch ms.
 * @throws Error naming the accepted forms for anything else (also for impossible dates such as
 *   `2026-02-30`, a zone offset outside -12:00..+14:00 or with minutes over 59, and a time in the
 *   future); Error "too far back" for a duration reaching before the earliest `Date` (-271821-04-20).
 * Spec: issue 12 (`ma-daemon run --since DATE`).
 */
export function parseSince(value: string, now: Date = new Date()): number {
  const text = value.trim();
  const forms =
    'expected a date (2026-11-20), a date and time (2026-11-20T09:30, 2026-11-20T09:30:00Z) or a duration (30m, 12h, 7d, 2w)';
  const duration = /^(\d+)\s*(m|min|h|d|w)$/i.exec(text);
  if (duration) {
    const at = now.getTime() - Number(duration[1]) * UNIT_MS[duration[2]!.toLowerCase()]!;
    // A bound a Date cannot hold (before -271821-04-20) would crash the catch-up scan (review10 W6).
    if (!Number.isFinite(at) || at < -MAX_DATE_MS) throw new Error(`--since "${value}": too far back`);
    return at;
  }
  const m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(
      text,
    );
  if (!m) {
    // L261: the forms a note's date: takes, read by core's one reader, then as the ISO form they name.
    const local = readMeetingDate(text);
    if (local.state === 'read' && local.text !== text)
      return parseSince(local.text.replace(/ (?=[Z+-])/, ''), now);
    throw new Error(`--since "${value}": ${forms}`);
  }
  const [, y, mo, d, hh = '0', mi = '0', ss = '0', ms = '0', zone] = m;
  const parts = [y, mo, d, hh, mi, ss].map(Number) as [number, number, number, number, number, number];
  const millis = Number(ms.padEnd(3, '0'));
  let at: number;
  if (zone) {
    const zoneHours = zone.toUpperCase() === 'Z' ? 0 : Number(zone.slice(1, 3));
    const zoneMinutes = zone.toUpperCase() === 'Z' ? 0 : Number(zone.slice(-2));
    // Real offsets run from -12:00 to +14:00; `+99:99` is a typo, not a zone (review10 W6).
    const limitHours = zone.startsWith('-') ? MIN_ZONE_HOURS : MAX_ZONE_HOURS;
    if (zoneMinutes > 59 || zoneHours * 60 + zoneMinutes > limitHours * 60) {
      throw new Error(
        `--since "${value}": "${zone}" is not a time zone offset (from -12:00 to +14:00); ${forms}`,
      );
    }
    const offset = (zone.startsWith('-') ? -1 : 1) * (zoneHours * 60 + zoneMinutes);
    at = Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5], millis) - offset * 60_000;
  } else {
    at = new Date(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5], millis).getTime();
  }
  // Reject what Date silently rolls over (2026-02-30 → March 2, 25:00 → next day).
  const check = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4], parts[5]));
  const valid =
    check.getUTCFullYear() === parts[0] &&
    check.getUTCMonth() === parts[1] - 1 &&
    check.getUTCDate() === parts[2] &&
    check.getUTCHours() === parts[3] &&
    check.getUTCMinutes() === parts[4] &&
    check.getUTCSeconds() === parts[5];
  if (!valid || !Number.isFinite(at)) throw new Error(`--since "${value}": not a real date; ${forms}`);
  if (at > now.getTime()) throw new Error(`--since "${value}": lies in the future`);
  return at;
}
