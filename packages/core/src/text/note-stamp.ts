/**
 * The one form of a time the product writes into a note (L37): the local date and time to the
 * minute with its UTC offset, `YYYY-MM-DD HH:MM ±HH:MM` (`2026-11-20 10:52 +01:00`; `+00:00` in
 * UTC), the way a meeting note's `start:` carries its offset (docs/vault-format.md). Local, because
 * a person reads the note; with the offset, because a vault is synced between machines in other
 * time zones and the daemon's log, lock owners and journals use UTC — so every stamp names one
 * instant. Used by the context note's run records (`## Run …`, `## Run failed …`, `## Run
 * cancelled …`, `## Run interrupted …`), workflow-request records and the daemon's retry notice.
 * @param date the instant; its local form follows the process's time zone (`TZ`).
 * @returns e.g. `2026-11-20 01:52 -08:00` (America/Los_Angeles) or `2026-11-20 15:22 +05:30` (Asia/Kolkata).
 * Spec: docs/vault-format.md (Assistant context note, times); L37.
 */
export function noteStamp(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())} ${sign}${p(Math.floor(abs / 60))}:${p(abs % 60)}`;
}
