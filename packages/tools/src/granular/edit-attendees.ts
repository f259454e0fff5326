/**
 * Shared logic of `add_attendee` and `remove_attendee`: a surgical edit of the
 * meeting note's `attendees` only (core `addPerson` / `removePerson`: a person matches by name
 * whatever the link form, `[[People/Bob Sample|Bob]]` is Bob Sample; NFC and case-insensitive;
 * a wikilinked list gets a wikilink, a comma-separated string stays one), written atomically and audited.
 * Spec: docs/tools.md ("edit the meeting note's attendees only"); docs/vault-format.md, Meeting note.
 */
import {
  addPerson,
  editFileAtomic,
  editFrontmatter,
  listItemShown,
  removePerson,
  withFileLock,
  withNotePath,
} from '@ma/core';
import { refuse } from '../output/refusal.js';
import type { ToolSession } from '../session/tool-session.js';
import { plainTextArg } from './plain-text-arg.js';

/**
 * Adds or removes one attendee.
 * @returns `added attendee "X" to <meeting> (attendees: …)`, `removed …`, or a no-op line when already listed.
 * @throws ToolRefusal when removing someone who is not listed (names the attendees).
 */
export async function editAttendees(
  session: ToolSession,
  op: 'add' | 'remove',
  rawName: string,
): Promise<string> {
  const name = plainTextArg('name', rawName);
  const target = await session.vault.resolve(session.meetingPath, {
    argument: 'meeting',
    mustExist: true,
    kind: 'file',
  });
  // Read, edit and write under the note's file lock: no concurrent edit is lost (issue 9 H1).
  return withFileLock(session.vault, target.abs, () => editLocked(session, op, name));
}

/**
 * What an attendee edit would do, computed without writing: the meeting note's path, its text
 * now and after the edit (`after === before` when adding someone already listed).
 * @throws ToolRefusal when removing someone who is not listed (names the attendees).
 */
export async function planAttendeeEdit(
  session: ToolSession,
  op: 'add' | 'remove',
  name: string,
): Promise<{ abs: string; rel: string; before: string; after: string; changed: boolean }> {
  const meeting = await session.meeting();
  let changed = false;
  const { abs, rel } = await session.vault.resolve(meeting.path, {
    argument: 'meeting',
    mustExist: true,
    kind: 'file',
  });
  // People match by name whatever the link form; the list keeps its style (core's addPerson/removePerson).
  const after = editFrontmatter(meeting.text, (doc) => {
    changed =
      op === 'add' ? addPerson(doc, 'attendees', name) : removePerson(doc, 'attendees', name).length > 0;
  });
  if (op === 'remove' && !changed)
    refuse(`"${name}" is not an attendee`, `attendees: ${attendeeList(meeting.attendees)}`);
  return { abs, rel, before: meeting.text, after, changed };
}

const attendeeList = (xs: readonly string[]) => (xs.length > 0 ? xs.map(listItemShown).join(', ') : '(none)');

async function editLocked(session: ToolSession, op: 'add' | 'remove', name: string): Promise<string> {
  const { abs, rel, changed } = await planAttendeeEdit(session, op, name);
  if (!changed) return `"${name}" is already an attendee; nothing changed`;
  // Redone on the newer text when the user saves the note meanwhile: no save is lost.
  const { before, after } = await editFileAtomic(abs, (text) => {
    if (text === null) return null;
    return withNotePath(rel, () =>
      editFrontmatter(text, (doc) => {
        if (op === 'add') addPerson(doc, 'attendees', name);
        else removePerson(doc, 'attendees', name);
      }),
    );
  });
  if (before !== null && after !== null && after !== before) session.audit.record(rel, before, after);
  const now = await session.meeting();
  return `${op === 'add' ? 'added' : 'removed'} attendee "${name}" ${op === 'add' ? 'to' : 'from'} ${rel} (attendees: ${attendeeList(now.attendees)})`;
}
