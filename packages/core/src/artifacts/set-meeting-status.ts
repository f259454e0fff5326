import type { Vault } from '../vault/index.js';
import { editMeetingNote } from './edit-meeting-note.js';

/**
 * Sets the meeting note's `status` frontmatter field (e.g. `summarized`, `failed`) and nothing
 * else: the note is re-read from disk and edited surgically, so other fields, comments, quoting,
 * the body, BOM and CRLF survive byte for byte. No write happens when the status already matches.
 * A one-item list `status: [ended]` (as Obsidian writes a list-typed property) stays a one-item list.
 *
 * @param meetingPath vault-relative path of the meeting note.
 * @param status one of `recording | ended | summarized | failed` (docs/vault-format.md); not validated.
 * @throws PathSafetyError when the path is unsafe; NotFoundError('meeting') when the note is gone.
 * Spec: docs/vault-format.md, Meeting note (`status`); docs/contracts.md, Artifacts.
 */
export async function setMeetingStatus(vault: Vault, meetingPath: string, status: string): Promise<void> {
  await editMeetingNote(vault, meetingPath, (doc) => {
    const old = doc.get('status');
    // A one-item list (`status: [ended]`, an Obsidian list-typed property) stays a one-item list.
    if (Array.isArray(old) && old.length === 1) {
      if (old[0] !== status) doc.set('status', [status], { flow: true });
    } else if (old !== status) doc.set('status', status);
  });
}
