import { readText } from '../fs/read-text-or-null.js';
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
 * Reads a meeting note's text (again on every call: the user may edit it mid-run) after the same
 * path checks as {@link readMeeting}, without parsing it or resolving its links: what a tool that
 * only shows the note needs (issue #13, agent-loop overhead: `read_meetingnote` parsed the
 * frontmatter and resolved the four links, about 30 `readlink` calls, on every step).
 * @param meetingPath the meeting note's vault path.
 * @throws NotFoundError('file') when the note does not exist; PathSafetyError when the path is
 *   refused; NotTextError when the file is not UTF-8 text.
 * Spec: docs/vault-format.md, Meeting note; docs/tools.md (`read_meetingnote`); issue #13.
 */
export async function readMeetingText(vault: Vault, meetingPath: VaultPath): Promise<MeetingText> {
  const { abs, rel } = await vault.resolve(meetingPath, {
    argument: 'meeting',
    mustExist: true,
    kind: 'file',
  });
  return { path: rel, text: await readText(abs) };
}
