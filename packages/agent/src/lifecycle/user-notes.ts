import { type Meeting, meetingUserNotes, parseNote, type Vault, withNotePath } from '@ma/core';
import { readVaultText } from '../vault-text.js';

/**
 * The user's notes for a meeting: the bodies of every linked `usernotes` note (`Meeting.userNotes`,
 * in the order the meeting note lists them, a blank line between two; review6 S8: two note-takers),
 * else the meeting note's body (docs/vault-format.md, Meeting note).
 * @throws PathSafetyError / NotFoundError('file') when a linked note is unsafe or missing.
 * Spec: docs/vault-format.md, Meeting note; seed 003, Requirement: Meeting Assistant generates meeting
 * outputs (user notes); review6 S8.
 */
export async function readUserNotes(vault: Vault, meeting: Meeting): Promise<string> {
  const notes = meetingUserNotes(meeting);
  if (notes.length === 0) return meeting.note.body;
  const bodies: string[] = [];
  for (const rel of notes) {
    const text = await readVaultText(vault, rel, 'usernotes');
    // review4 P14: a YAML error names the notes note.
    bodies.push(withNotePath(rel, () => parseNote(text)).body);
  }
  return bodies.map((body) => body.replace(/\s+$/, '')).join('\n\n');
}
