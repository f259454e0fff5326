/**
 * A time as a request note's body shows it (L98): the local date and time to the minute with its
 * UTC offset, `YYYY-MM-DD HH:MM ±HH:MM` (`2026-12-04 11:05 -08:00`), the form every other record
 * in the vault uses (`@ma/core`'s `noteStamp`; context notes since C21); this package is
 * standalone, so it writes it itself. Frontmatter keeps ISO 8601 UTC (`expires`, `decided`): those
 * are read back by programs.
 * @param at the instant (ms since the epoch); its local form follows the process's time zone (`TZ`).
 * @returns e.g. `2026-12-04 20:35 +01:00`; `+00:00` in UTC.
 * Spec: docs/vault-format.md (times in notes); seed 004 (request notes record the outcome and the time).
 */
export function localStamp(at: number): string {
  const minutesEast = -new Date(at).getTimezoneOffset();
  // The local wall time is the UTC form of the instant moved by the offset.
  const wall = new Date(at + minutesEast * 60_000).toISOString().slice(0, 16).replace('T', ' ');
  const offset = new Date(Math.abs(minutesEast) * 60_000).toISOString().slice(11, 16);
  return `${wall} ${minutesEast < 0 ? '-' : '+'}${offset}`;
}
