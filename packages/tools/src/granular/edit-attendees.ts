/**
 * Shared logic of `add_attendee` and `remove_attendee`: a surgical edit of the
 * meeting note's `attendees` only (core `addPerson` / `removePerson`: a person matches by name
 * whatever the link form, `[[People/Bob Sample|Bob]]` is Bob Sample; names compared by core's
 * `personKey`: NFC/NFD, full width, white space runs, case (N22); a name that matches several
 * people is refused naming them, N12; a wikilinked list gets a wikilink, a comma-separated string
 * stays one), written atomically and audited.
 * Spec: docs/tools.md ("edit the meeting note's attendees only"); docs/vault-format.md, Meeting note.
 */
import {
  addPerson,
  editFileAtomic,
  editFrontmatter,
  listItemShown,
  personName,
  removePerson,
  samePerson,
  tidyPersonName,
  withFileLock,
  withNotePath,
} from '@ma/core';
import { refuse } from '../output/refusal.js';
import type { ToolSession } from '../session/tool-session.js';
import { plainTextArg } from './plain-text-arg.js';

/**
 * Adds or removes one attendee.
 * @returns `added attendee "X" to <meeting> (attendees: …)`, `removed …` (with the entries when one
 *   person was listed more than once), or a no-op line naming how the person is already listed.
 * @throws ToolRefusal when removing someone who is not listed (names the attendees), or a name that
 *   matches several different people (names them, nothing changed; N12).
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
 * @throws ToolRefusal when removing someone who is not listed (names the attendees), or a name
 *   that matches several different people (names them; N12).
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
  let ambiguous: string[] | undefined;
  const after = editFrontmatter(meeting.text, (doc) => {
    if (op === 'add') changed = addPerson(doc, 'attendees', name);
    else {
      const result = removePerson(doc, 'attendees', name);
      changed = result.removed.length > 0;
      ambiguous = result.ambiguous;
    }
  });
  if (ambiguous) refuseAmbiguous(name, ambiguous);
  if (op === 'remove' && !changed)
    refuse(`"${name}" is not an attendee`, `attendees: ${attendeeList(meeting.attendees)}`);
  return { abs, rel, before: meeting.text, after, changed };
}

/** Refuses a removal whose name matches several people, naming each (N12). */
function refuseAmbiguous(name: string, items: readonly string[]): never {
  const full = [...new Set(items.map(personName))];
  refuse(
    `"${name}" matches ${items.length} attendees who are different people: ${items.map(listItemShown).join(', ')}; nothing was changed`,
    `give the full name: ${full.map((n) => JSON.stringify(n)).join(' or ')}`,
  );
}

const attendeeList = (xs: readonly string[]) => (xs.length > 0 ? xs.map(listItemShown).join(', ') : '(none)');

async function editLocked(session: ToolSession, op: 'add' | 'remove', name: string): Promise<string> {
  const { abs, rel, changed } = await planAttendeeEdit(session, op, name);
  if (!changed) {
    const listed = (await session.meeting()).attendees.filter((a) => samePerson(a, name));
    // How the person is listed, when that is not the name given in other case (`Ａlice  Moreau`).
    const lower = name.toLowerCase();
    const as =
      listed.length > 0 && !listed.some((a) => a.toLowerCase() === lower)
        ? ` (as ${listed.map(listItemShown).join(', ')})`
        : '';
    return `"${name}" is already an attendee${as}; nothing changed`;
  }
  // Redone on the newer text when the user saves the note meanwhile: no save is lost.
  let removed: string[] = [];
  let ambiguous: string[] | undefined;
  const { before, after } = await editFileAtomic(abs, (text) => {
    if (text === null) return null;
    return withNotePath(rel, () =>
      editFrontmatter(text, (doc) => {
        if (op === 'add') addPerson(doc, 'attendees', name);
        else ({ removed, ambiguous } = removePerson(doc, 'attendees', name));
      }),
    );
  });
  // The user listed a second person of that name meanwhile: the edit above changed nothing.
  if (ambiguous) refuseAmbiguous(name, ambiguous);
  if (before !== null && after !== null && after !== before) session.audit.record(rel, before, after);
  const now = await session.meeting();
  const list = `(attendees: ${attendeeList(now.attendees)})`;
  if (op === 'add') return `added attendee "${tidyPersonName(name)}" to ${rel} ${list}`;
  const entries =
    removed.length > 1
      ? ` (${removed.length} entries of that person: ${removed.map(listItemShown).join(', ')})`
      : '';
  return `removed attendee "${name}" from ${rel}${entries} ${list}`;
}
