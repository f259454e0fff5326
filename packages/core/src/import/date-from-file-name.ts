/**
 * The meeting date a transcript file's name starts with, as recorders and people name downloads:
 * `2026-05-04 Standup.vtt`, `2026_05_04-standup.srt`, `2026.05.04 Standup.txt`, and Zoom's
 * `GMT20260504-101500_Recording.transcript.vtt` (the recording's start in UTC, as Zoom names it).
 * Spec: review 6 S9 (`ma import` dated a meeting by the day the file was downloaded); docs/transcript-import.md.
 */

/** A date the file name starts with, and the rest of the name as the default title. */
export interface FileNameDate {
  /** `YYYY-MM-DD`, a real calendar date. */
  date: string;
  /** The name without the date and the separators after it (`Standup #3`); `''` when nothing is left. */
  rest: string;
}

const DASHED = /^(\d{4})([-_.])(\d{2})\2(\d{2})(?=$|[\s_.-])[\s_.-]*/;
const ZOOM = /^GMT(\d{4})(\d{2})(\d{2})-\d{6}(?=$|[\s_.-])[\s_.-]*/;

/**
 * Reads the date at the start of `base` (a file name without its extension).
 * @returns the date and the rest of the name, or null when the name does not start with a date in one of the
 *   forms above or names no real day (`2026-02-30`)
 */
export function dateFromFileName(base: string): FileNameDate | null {
  const dashed = DASHED.exec(base);
  const zoom = dashed ? null : ZOOM.exec(base);
  const m = dashed ?? zoom;
  if (!m) return null;
  const [year, month, day] = dashed ? [m[1], m[3], m[4]] : [m[1], m[2], m[3]];
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(date)) return null;
  return { date, rest: base.slice(m[0].length).trim() };
}
