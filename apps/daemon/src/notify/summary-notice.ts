/**
 * What the daemon tells the user when a summary was written: "Summary ready", or - when the run
 * warned (a transcript with no spoken line, review10 W8; ...) - that the summary was made with a
 * warning and what it is, so a failed recording does not pass for a finished meeting.
 * Spec: issue 12 (notifications: summary ready); review10 W8.
 */
import path from 'node:path';

/** The notification of a written summary: its title and body (plain text). */
export interface SummaryNotice {
  title: string;
  body: string;
  /** `summary-ready`, or `summary-warning` when the run warned (the log's `kind`). */
  kind: 'summary-ready' | 'summary-warning';
}

/**
 * The notice for `meeting`'s summary: `Summary ready` with the meeting's name; with `warnings`,
 * `Summary made with a warning` (`with 2 warnings`) and the meeting's name, the first warning and
 * how many more there are.
 * @param meeting the vault-relative meeting note (`Meetings/...md`).
 * @param warnings the run's warnings, in order (may be empty).
 * Spec: issue 12; review10 W8.
 */
export function summaryNotice(meeting: string, warnings: readonly string[] = []): SummaryNotice {
  const name = path.posix.basename(meeting).replace(/\.md$/i, '');
  const [first, ...rest] = warnings;
  if (first === undefined) return { kind: 'summary-ready', title: 'Summary ready', body: name };
  const more =
    rest.length === 0 ? '' : ` (and ${rest.length} more warning${rest.length === 1 ? '' : 's'} in the log)`;
  return {
    kind: 'summary-warning',
    title:
      warnings.length === 1 ? 'Summary made with a warning' : `Summary made with ${warnings.length} warnings`,
    body: `${name}: ${first}${more}`,
  };
}
