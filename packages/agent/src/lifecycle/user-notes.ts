import { type Meeting, parseNote, type Vault, withNotePath } from '@ma/core';
import { readVaultText } from '../vault-text.js';

/**
 * The user's notes for a meeting: the body of the linked `usernotes` note, else the meeting
 * note's body (docs/vault-format.md, Meeting note).
 * @throws PathSafetyError / NotFoundError('file') when the linked note is unsafe or missing.
 * Spec: docs/vault-format.md, Meeting note; seed 003, Requirement: Meeting Assistant generates meeting
 * outputs (user notes).
 */
export async function readUserNotes(vault: Vault, meeting: Meeting): Promise<string> {
  if (!meeting.links.usernotes) return meeting.note.body;
  const rel = meeting.links.usernotes;
  const text = await readVaultText(vault, rel, 'usernotes');
  // review4 P14: a YAML error names the notes note.
  return withNotePath(rel, () => parseNote(text)).body;
}
