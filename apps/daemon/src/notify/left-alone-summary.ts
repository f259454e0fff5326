/**
 * What the daemon says of a summary it leaves alone, for each reason core gives (leftovers L201:
 * every such summary was "edited by hand", also one an earlier version wrote without a hash).
 * Spec: apps/daemon/README.md (rule 5: a summary that may hold edits is left alone); issue 9, H14;
 * docs/summary-hash.md ("Notes without a hash").
 */
import { type EditedSummaryReason, editedSummaryWhy } from '@ma/core';

/** The reasons core's `summaryEditState` gives for a summary it will not replace without `--force`. */
const REASONS: readonly EditedSummaryReason[] = ['edited', 'legacy', 'not-generated', 'unreadable'];

/**
 * The {@link EditedSummaryReason} of a state `summaryEditState` gave for a summary that may not be
 * replaced (a trigger decision's `detail`; a record's `reason`); `edited` for anything else (a
 * record written before the reason was kept).
 */
export function leftAloneReason(state: string | undefined): EditedSummaryReason {
  return REASONS.find((r) => r === state) ?? 'edited';
}

/**
 * The words for a summary left alone for `reason`:
 * - `log`: the log line's start, before `: left alone (<how to replace it>)` — `summary edited by
 *   hand` for `edited` (as always), else `summary ` and core's words (`editedSummaryWhy`: `summary
 *   was written by an earlier version of Meeting Assistant that stored no content_hash, so hand
 *   edits in it cannot be detected`);
 * - `notice`: the notification's words after `<meeting>: the summary ` (`was edited by hand`, or
 *   core's words);
 * - `status`: the short form in `ma-daemon status`'s `left alone (summary <status>): <meeting>`
 *   (`edited by hand`, `written by an earlier version without a content_hash`, `not written by
 *   Meeting Assistant`, `frontmatter does not parse`).
 */
export function leftAloneWords(reason: EditedSummaryReason): { log: string; notice: string; status: string } {
  if (reason === 'edited')
    return { log: 'summary edited by hand', notice: 'was edited by hand', status: 'edited by hand' };
  const why = editedSummaryWhy(reason);
  const status = {
    legacy: 'written by an earlier version without a content_hash',
    'not-generated': 'not written by Meeting Assistant',
    unreadable: 'frontmatter does not parse',
  }[reason];
  return { log: `summary ${why}`, notice: why, status };
}
