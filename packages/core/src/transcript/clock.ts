/**
 * Clock times of transcripts: `1:23`, `01:02:03`, `00:00:01.500`, `00:00:01,500` (SRT).
 * Spec: issue #10 (times become `[hh:mm:ss]`); docs/vault-format.md, Transcript note.
 */

/**
 * A clock time as written in transcripts (regular-expression source): `m:ss`, `mm:ss`, `h:mm:ss`,
 * `hh:mm:ss`, optional `.fff`/`,fff`. Spec: issue #10 (times in every transcript shape).
 */
export const CLOCK_PATTERN = String.raw`(?:\d{1,2}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?`;

const CLOCK = new RegExp(`^${CLOCK_PATTERN}$`);

/**
 * Parses a clock time into seconds.
 * Spec: issue #10 (times become `[hh:mm:ss]`).
 * @param text - `1:23` (minutes:seconds), `01:02:03` (hours:minutes:seconds), with optional
 *   milliseconds after `.` or `,`
 * @returns seconds (fractional), or `null` when `text` is not a clock time or a field is out of
 *   range (minutes or seconds ≥ 60 after the first field)
 */
export function parseClock(text: string): number | null {
  const t = text.trim();
  if (!CLOCK.test(t)) return null;
  // The pattern has matched: digits in fields separated by ':', then an optional '.'/',' fraction.
  // Read by hand (issue 13: the offline engine parses the time of every transcript line).
  let seconds = 0;
  let field = 0;
  let first = true;
  let at = 0;
  for (; at < t.length; at++) {
    const c = t.charCodeAt(at);
    if (c === 46 || c === 44) break; // '.' or ','
    if (c === 58) {
      // ':' ends a field; every field after the first is below 60.
      if (!first && field >= 60) return null;
      seconds = seconds * 60 + field;
      field = 0;
      first = false;
    } else field = field * 10 + (c - 48);
  }
  if (field >= 60) return null;
  seconds = seconds * 60 + field;
  return at === t.length ? seconds : seconds + Number(`0.${t.slice(at + 1)}`);
}

/**
 * Formats seconds as `hh:mm:ss` (fractions dropped, hours not wrapped: 100 h → `100:00:00`).
 * Spec: docs/vault-format.md, Transcript note (`[HH:MM:SS]`).
 * @param seconds - time from the start of the recording, ≥ 0 (negative or non-finite → `00:00:00`)
 */
export function formatClock(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
