import { readTextSettled } from '../fs/read-text-settled.js';
import type { SaveWait } from '../fs/save-in-progress.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * A meeting note's path and text as read from disk, nothing interpreted.
 * Spec: docs/vault-format.md, Meeting note; docs/tools.md (`read_meetingnote`).
 */
export interface MeetingText {
  /** Vault-relative path of the note (`/` separators). */
  path: VaultPath;
  /** The whole file as UTF-8 text (a UTF-8 BOM kept). */
  text: string;
}

/**
 * Reads a meeting note's text (afresh whenever it may have changed: the user may edit it mid-run;
 * `readTextSettled` keeps it only while its stat stays the same) after the same
 * path checks as {@link readMeeting}, without parsing it or resolving its links: what a tool that
 * only shows the note needs (issue #13, agent-loop overhead: `read_meetingnote` parsed the
 * frontmatter and resolved the four links, about 30 `readlink` calls, on every step).
 * A note read as empty while it was changed just now is an editor's in-place save caught between its
 * truncate and its write (newcomer session 33 N3: runs said "meeting note … is empty (0 bytes): nothing
 * to summarize" while Obsidian saved it): it is waited for and read again (core `readText`'s rule for
every read, `readAgainAfterEmptyRead`).
 * @param meetingPath the meeting note's vault path.
 * @param options - `wait`: how to wait for such a save (default a timer; a test seam)
 * @throws NotFoundError('file') when the note does not exist; PathSafetyError when the path is
 *   refused; NotTextError when the file is not UTF-8 text; ConcurrentEditError when the note stays
 *   empty and keeps changing for about 5 s.
 * Spec: docs/vault-format.md, Meeting note; docs/tools.md (`read_meetingnote`); issue #13.
 */
export async function readMeetingText(
  vault: Vault,
  meetingPath: VaultPath,
  options: { wait?: SaveWait } = {},
): Promise<MeetingText> {
  const askedAt = Date.now();
  const { abs, rel, stats } = await vault.resolve(meetingPath, {
    argument: 'meeting',
    mustExist: true,
    kind: 'file',
    withStats: true,
  });
  // Read again only when the note may have changed since the last call (issue 13): keyed by the
  // stat the path check took, so an edit by another program between two calls is always seen.
  return { path: rel, text: await readTextSettled(abs, stats, askedAt, options) };
}
