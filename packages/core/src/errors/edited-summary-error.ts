import { MaError, markerGuard } from './ma-error.js';

const marker = Symbol.for('ma.error.EditedSummaryError');

/**
 * Why a summary note may not be replaced without `--force` (H14):
 * - `edited`: its `content_hash` no longer matches its content (someone changed it since the
 *   product wrote it);
 * - `not-generated`: it has neither `content_hash` nor `generated_by: meeting-assistant` (a note
 *   the product did not write);
 * - `legacy`: `generated_by: meeting-assistant` but no `content_hash` (written by a version that
 *   stored no hash): whether someone edited it cannot be checked (leftovers F12);
 * - `unreadable`: its frontmatter cannot be parsed, so it cannot be checked.
 * Spec: issue 9, H14 (hand-edited summaries); docs/summary-hash.md, "Notes without a hash".
 */
export type EditedSummaryReason = 'edited' | 'legacy' | 'not-generated' | 'unreadable';

/**
 * Why a summary note may not be replaced, as the words after its path in
 * {@link EditedSummaryError}'s message (`Summaries/x.md was edited since …`): `was edited since
 * Meeting Assistant wrote it (its content no longer matches content_hash)`, `was written by an
 * earlier version of Meeting Assistant that stored no content_hash, so hand edits in it cannot be
 * detected`, `was not written by Meeting Assistant (it has no content_hash and no generated_by:
 * meeting-assistant)`, `cannot be checked for edits (its frontmatter does not parse)`. For a host
 * that says it in its own sentence (the daemon's log line and notification: leftovers L201).
 * Spec: issue 9, H14; docs/summary-hash.md, "Notes without a hash".
 */
export function editedSummaryWhy(reason: EditedSummaryReason): string {
  return {
    edited: 'was edited since Meeting Assistant wrote it (its content no longer matches content_hash)',
    legacy:
      'was written by an earlier version of Meeting Assistant that stored no content_hash, so hand edits in it cannot be detected',
    'not-generated':
      'was not written by Meeting Assistant (it has no content_hash and no generated_by: meeting-assistant)',
    unreadable: 'cannot be checked for edits (its frontmatter does not parse)',
  }[reason];
}

/**
 * The summary note a run would replace was changed by hand (or was never written by the
 * product): it is not replaced without `--force` (`force: true`). Nothing was written.
 * Message: `Summaries/x.md was edited since Meeting Assistant wrote it (its content no longer
 * matches content_hash); not replacing it — keep your edits, or run again with --force to replace
 * it (the current note goes to .trash)`; the parenthesis follows the reason.
 * Spec: issue 9, H14; docs/contracts.md, Artifacts (`summaryEditState`).
 */
export class EditedSummaryError extends MaError {
  readonly [marker] = true;
  /**
   * @param path the summary note's vault path.
   * @param reason why it may not be replaced.
   * @param forceApplies false for a note the product never wrote that lies outside the summaries
   *   folder (a user's note a `summary:` link names): `--force` never replaces it, and the message
   *   says the link probably points at the wrong note instead of suggesting `--force` (review6 S2).
   */
  constructor(
    readonly path: string,
    readonly reason: EditedSummaryReason,
    readonly forceApplies = true,
  ) {
    const why = editedSummaryWhy(reason);
    super(
      forceApplies
        ? `${path} ${why}; not replacing it — keep your edits, or run again with --force to replace it (the current note goes to .trash)`
        : `${path} ${why} and is not in the summaries folder; never replaced, not even with --force: the meeting's summary: link probably points at the wrong note (remove it to use the default summary note)`,
    );
  }
  static override isInstance = markerGuard<EditedSummaryError>(marker);
}
