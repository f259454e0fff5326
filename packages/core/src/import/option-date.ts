import { ImportError } from '../errors/import-error.js';
import { readMeetingDate } from '../vault/meeting-date.js';

/**
 * The calendar day (`YYYY-MM-DD`) an import's date option names, read by the same rule as a
 * meeting note's `date:` ({@link readMeetingDate}): `2026-12-05`, `05.12.2026`, `2026/12/05`,
 * `Dec 5, 2026`, `5. Dezember 2026`, `2026年12月5日`, a daily-note link `[[2026-12-05]]`, a day with a
 * time (`2026-12-05 10:00`: the day). Newcomer R65: `ma import --date 05.12.2026` was refused
 * although every note of the vault may be dated so, and a library host's `date: '2026-02-30'` or
 * `'05.12.2026'` named the meeting `2026-02-30 …` / `05.12.2026 …` with that text as its `date:`.
 * @param value the option as given; null, undefined or blank text: no date given.
 * @returns the day, or null when none was given.
 * @throws ImportError `date` (nothing written) when the text is no day of the calendar, or an
 *   ambiguous `5/12/2026` (the message names both readings and the forms read).
 * Spec: docs/vault-format.md, Meeting note (dates in every form); issue #10 item 1 (refusals).
 */
export function importOptionDay(value: string | null | undefined): string | null {
  const read = readMeetingDate(value ?? null);
  if (read.state === 'absent') return null;
  if (read.state === 'read') return read.day;
  throw new ImportError('date', `date: ${read.problem}; nothing was written`);
}
