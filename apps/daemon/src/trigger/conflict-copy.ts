/**
 * Whether a meeting note the daemon was about to look at is a sync tool's conflict copy of another
 * meeting note (Dropbox `Name (conflicted copy 2026-12-01).md`, Syncthing
 * `Name.sync-conflict-20261201-123456-ABC.md`, …; core's
 * `conflictCopyOriginal`). Such a copy is not a meeting of its own: summarizing it wrote a second summary
 * and context note and rewrote the copy (newcomer review, session 29, F1).
 * Spec: docs/hostile-cases.md (sync-conflict copies); leftovers L117; issue 12 (the daemon's trigger).
 */
import path from 'node:path';
import { conflictCopyOriginal } from '@ma/core';

/**
 * The vault path (`/`-separated, `.md`) of the note `meeting` is a conflict copy of, or `null` when
 * it is none. Only the names sync tools alone give (`(conflicted copy …)`, `(Conflicted copy …)`,
 * `(conflict …)`, `.sync-conflict-…`): a numbered name (`Standup 2.md` beside `Standup.md`) may be a
 * second meeting of the day, which the daemon must not leave unsummarized on a guess (`ma doctor` still
 * names it as a possible copy). Reads no file.
 * @param meeting the meeting note's vault path, e.g. `Meetings/Standup (conflicted copy 2026-12-01).md`.
 */
export function conflictCopyOf(meeting: string): string | null {
  const folder = path.posix.dirname(meeting);
  const stem = conflictCopyOriginal(path.posix.basename(meeting), () => false);
  if (stem === null) return null;
  return folder === '.' ? `${stem}.md` : `${folder}/${stem}.md`;
}
