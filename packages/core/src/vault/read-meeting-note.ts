import { withNotePath } from '../errors/index.js';
import { type ParsedNote, parseNote } from '../notes/index.js';
import { type MeetingText, readMeetingText } from './read-meeting-text.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * A meeting note read and its frontmatter parsed, its links not resolved.
 * Spec: docs/vault-format.md, Meeting note.
 */
export interface MeetingNote extends MeetingText {
  /** The parsed note (`parseNote`): frontmatter data and block, body. */
  note: ParsedNote;
}

/**
 * Reads a meeting note (again on every call) after the same path checks as `readMeeting` and parses
 * its frontmatter, without resolving its links: the checks that tell whether the note can be used
 * at all (it exists, is UTF-8 text, its frontmatter parses), and what a caller needing only its
 * frontmatter values (`projects`) reads. `readMeeting` resolves the links on top of it.
 * @param meetingPath the meeting note's vault path.
 * @throws NotFoundError('file') when the note does not exist; PathSafetyError when the path is
 *   refused; NotTextError when the file is not UTF-8 text; FrontmatterError (naming the note's path)
 *   when its frontmatter cannot be parsed (e.g. `---js`).
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md, Vault model; issue #13 (start-up:
 *   a tool session checks the note with this, not with the link resolution of `readMeeting`).
 */
export async function readMeetingNote(vault: Vault, meetingPath: VaultPath): Promise<MeetingNote> {
  const { path, text } = await readMeetingText(vault, meetingPath);
  return { path, text, note: withNotePath(path, () => parseNote(text)) };
}
