import { readMeetingDate } from '@ma/core';

/**
 * The calendar day a meeting's `date` stands for, as `YYYY-MM-DD`, in every form the meeting note may give it
 * (core `readMeetingDate`): `2026-03-10`, a date and time with or without seconds or zone (`2026-03-10T10:00`,
 * `2026-03-10 10:00`, `2026-03-10T10:00:00+01:00`; the day as written, in the note's own offset, never shifted
 * to UTC), quoted, a one-element list, a daily-note link `[[2026-03-10]]`, a JavaScript Date (review10 W14: a
 * date with a time left every due date unresolved).
 *
 * Spec: issue #5 "Offline summarizer" (due dates); docs/vault-format.md, Meeting note (dates).
 *
 * @param value - the meeting's `date` as given (text or a parsed frontmatter value), optional
 * @returns the day `YYYY-MM-DD`, or `null` when there is none or it is not a date
 */
export function meetingDay(value: unknown): string | null {
  const date = readMeetingDate(value);
  return date.state === 'read' ? date.day : null;
}
