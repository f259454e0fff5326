import type { Meeting } from './meeting.js';
import type { VaultPath } from './vault.js';

/**
 * The user-notes notes a run reads for `meeting`, vault paths in order: `meeting.userNotes`, with
 * `links.usernotes` first when a host moved that link on (a note renamed during the run, followed
 * to its new place); empty when the notes are the meeting note's body (no `usernotes` note).
 * Spec: docs/vault-format.md, Meeting note (`usernotes:` may list several notes); review6 S8.
 */
export function meetingUserNotes(meeting: Pick<Meeting, 'links' | 'userNotes'>): VaultPath[] {
  const first = meeting.links.usernotes;
  if (first === null) return [];
  const all = meeting.userNotes ?? [];
  if (all.includes(first)) return all;
  return [first, ...all.slice(1)];
}
