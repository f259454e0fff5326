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
  const [main = '', frac = ''] = t.split(/[.,]/);
  const parts = main.split(':').map(Number);
  if (parts.slice(1).some((p) => p >= 60)) return null;
  const seconds = parts.reduce((acc, p) => acc * 60 + p, 0);
  return frac === '' ? seconds : seconds + Number(`0.${frac}`);
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
