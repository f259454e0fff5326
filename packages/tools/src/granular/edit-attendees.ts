/**
 * Shared logic of `add_attendee` and `remove_attendee`: a surgical edit of the
 * meeting note's `attendees` only (core `addPerson` / `removePerson`: a person matches by name
 * whatever the link form, `[[People/Bob Sample|Bob]]` is Bob Sample; names compared by core's
 * `personKey`: NFC/NFD, full width, white space runs, case (N22); the names an identity note or a
 * linked person note declares (`aliases`, core `readPersonAliases`) are one person, M18; a name
 * that matches several people is refused naming them, N12; a wikilinked list gets a wikilink, a
 * comma-separated string stays one), written atomically and audited.
 * Spec: docs/tools.md ("edit the meeting note's attendees only"); docs/vault-format.md, Meeting note.
 */
import {
  addPerson,
  editFileAtomic,
  editFrontmatter,
  frontmatterList,
  frontmatterProperty,
  listItemShown,
  MaError,
  type PersonAliases,
  parseLink,
  parseNote,
  personName,
  readPersonAliases,
  removePerson,
  resolveWikilink,
  samePerson,
  sharedIdentity,
  tidyPersonName,
  unquote,
  withNotePath,
} from '@ma/core';
import { refuse } from '../output/refusal.js';
import { auditWrite } from '../session/audit-write.js';
import { withCallFileLock } from '../session/call-file-lock.js';
import { mayReadPersonNote, refuseOutOfScopePersonLink } from '../session/person-note-scope.js';
import type { ToolSession } from '../session/tool-session.js';
import { refuseLookalike } from './lookalike-refusal.js';
import { plainTextArg } from './plain-text-arg.js';

/**
 * Adds or removes one attendee.
 * @param signal the tool call's abort signal: aborted while the call waits for the note's file lock,
 *   nothing is written (`AbortError`, docs/tools.md Cancellation).
 * @returns `added attendee "X" to <meeting> (attendees: …)`, `removed …` (with the entries when one
 *   person was listed more than once), or a no-op line naming how the person is already listed.
 * @throws ToolRefusal when removing someone who is not listed (names the attendees), or a name that
 *   matches several different people (names them, nothing changed; N12).
 */
export async function editAttendees(
  session: ToolSession,
  op: 'add' | 'remove',
  rawName: string,
  signal?: AbortSignal,
): Promise<string> {
  const name = plainTextArg('name', rawName, { creates: op === 'add' });
  if (op === 'add') refusePartialLink(name);
  const target = await session.vault.resolve(session.meetingPath, {
    argument: 'meeting',
    mustExist: true,
    kind: 'file',
  });
  // Read, edit and write under the note's file lock: no concurrent edit is lost (issue 9 H1).
  return withCallFileLock(session.vault, target.abs, signal, () => editLocked(session, op, name));
}

/** One whole wikilink: `[[Ana Ruiz]]`, `[[People/Ana Ruiz|Ana]]` (no bracket or second `|` inside). */
const WHOLE_WIKILINK = /^\[\[[^[\]|]*[^[\]|\s][^[\]|]*(?:\|[^[\]|]+)?\]\]$/;

/**
 * Refuses a new attendee name holding a wikilink or part of one (`A [[B]]`, `A|B`, `A]]`, `[[B`):
 * Obsidian would show a link inside the name or cut the list item (V239). One whole wikilink
 * (`[[Ana Ruiz]]`) is how Obsidian names a person (docs/vault-format.md) and passes.
 * @throws ToolRefusal naming the name and what to give instead.
 * Spec: docs/tools.md (add_attendee).
 */
function refusePartialLink(name: string): void {
  if (WHOLE_WIKILINK.test(name) || !/\[\[|\]\]|\|/.test(name)) return;
  refuse(
    `name ${JSON.stringify(name)} holds a wikilink or part of one ("[[", "]]" or "|"): Obsidian would show a link inside the name or cut the attendee list; nothing changed`,
    'give the name alone ("Ana Ruiz") or one whole link ("[[Ana Ruiz]]")',
  );
}

/**
 * The people the vault declares for the attendees of the meeting note `text` and `name` (identity
 * notes, linked person notes the meeting may read): what {@link planAttendeeEdit}'s edit matches
 * names by, besides the note's text. Reads those notes only.
 */
export function attendeeAliases(session: ToolSession, text: string, name: string): Promise<PersonAliases[]> {
  return readPersonAliases(session.vault, [...attendeeItems(text), name], {
    follow: (note) => mayReadPersonNote(session, note),
    // The items are links written in the meeting note: a relative one is read from its folder (R111).
    from: session.meetingPath,
  });
}

/**
 * What an attendee edit would do, computed without writing: the meeting note's path, its text
 * now and after the edit (`after === before` when adding someone already listed).
 * Person links are followed only into notes the meeting may read, and adding a link to any other
 * note is refused (review6 S11).
 * @throws ToolRefusal when removing someone who is not listed (names the attendees), or a name
 *   that matches several different people (names them; N12), or adding a link to a note the meeting
 *   may not read (S11), or adding a look-alike twin of an attendee (`\u041c\u0430rketing` beside `Marketing`, T8).
 */
export async function planAttendeeEdit(
  session: ToolSession,
  op: 'add' | 'remove',
  name: string,
): Promise<{
  abs: string;
  rel: string;
  before: string;
  after: string;
  changed: boolean;
  aliases: PersonAliases[];
}> {
  const meeting = await session.meeting();
  let changed = false;
  const { abs, rel } = await session.vault.resolve(meeting.path, {
    argument: 'meeting',
    mustExist: true,
    kind: 'file',
  });
  // The people the vault declares (identity notes, linked person notes): their names are one person (M18).
  // Only notes the meeting may read are followed, and a new link must lead to one (S11).
  if (op === 'add') await refuseOutOfScopePersonLink(session, name);
  const aliases = await attendeeAliases(session, meeting.text, name);
  // People match by name whatever the link form; the list keeps its style (core's addPerson/removePerson).
  let ambiguous: string[] | undefined;
  // Named after the note: a refusal (an `attendees` mapping or alias, Y1) says which note.
  const after = withNotePath(rel, () =>
    editFrontmatter(meeting.text, (doc) => {
      if (op === 'add') changed = addPerson(doc, 'attendees', name, aliases, session.meetingPath);
      else {
        const result = removePerson(doc, 'attendees', name, aliases, session.meetingPath);
        changed = result.removed.length > 0;
        ambiguous = result.ambiguous;
      }
    }),
  );
  if (ambiguous) refuseAmbiguous(name, ambiguous);
  // A new person whose name only looks like a listed one (`\u041c\u0430rketing` beside `Marketing`) is a twin (T8).
  if (op === 'add' && changed)
    refuseLookalike('name', tidyPersonName(name), meeting.attendees.map(personName), 'the attendee');
  if (op === 'remove' && !changed)
    refuse(`"${name}" is not an attendee`, `attendees: ${attendeeList(meeting.attendees)}`);
  return { abs, rel, before: meeting.text, after, changed, aliases };
}

/** The item of `after` that `before` does not hold (the one an add wrote), or undefined. */
function addedItem(before: readonly string[], after: readonly string[]): string | undefined {
  const left = [...before];
  for (const item of after) {
    const i = left.indexOf(item);
    if (i < 0) return item;
    left.splice(i, 1);
  }
  return undefined;
}

/**
 * ` as [[People/Carol]] (People/Carol.md)`: what a plain name was written as when the list links its
 * people (core `addPerson` keeps the list's style), and the note the link leads to, or that no note
 * of that name exists yet (the link is empty until one is made: L81). "" when the name was written as
 * given (a plain list, or a link given as the name).
 */
async function linkedAs(session: ToolSession, name: string, written: string | undefined): Promise<string> {
  if (written === undefined || parseLink(name).form !== 'plain' || parseLink(written).form === 'plain')
    return '';
  let note: string | null;
  try {
    note = await resolveWikilink(session.vault, written, session.meetingPath);
  } catch (error) {
    if (!MaError.isMaError(error)) throw error;
    return ` as ${written} (the list links its people; that link names more than one note)`;
  }
  if (note !== null) return ` as ${written} (${note})`;
  const target = parseLink(written, session.meetingPath).target;
  return ` as ${written} (the list links its people; no note ${/\.md$/i.test(target) ? target : `${target}.md`} exists yet, so the link leads nowhere until that note is made)`;
}

/** The meeting note's `attendees` items as written (links kept), for following person links. */
function attendeeItems(text: string): string[] {
  try {
    return frontmatterList(frontmatterProperty(parseNote(text).frontmatter?.data ?? {}, 'attendees'));
  } catch {
    return []; // editFrontmatter reports a broken block with the note's path
  }
}

/**
 * ` (as X; "PM" is one of their names in Identities/X.md)`: how `name` matched the items `listed`
 * when no item is `name` itself (other case, white space or width; or another name a person note
 * declares, M18). `aliasOnly`: "" unless it matched through a person note. "" when nothing to say.
 */
function matchedAs(
  name: string,
  listed: readonly string[],
  aliases: readonly PersonAliases[],
  lead: string,
  aliasOnly = false,
): string {
  const lower = name.toLowerCase();
  if (listed.length === 0 || listed.some((a) => a.toLowerCase() === lower)) return '';
  const via = listed.every((a) => !samePerson(a, name))
    ? listed.map((a) => sharedIdentity(a, name, aliases)).find((x) => x !== null)
    : undefined;
  if (!via && aliasOnly) return '';
  const why = via ? `; "${tidyPersonName(name)}" is one of their names in ${via.note}` : '';
  return ` (${lead} ${listed.map(listItemShown).join(', ')}${why})`;
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

/** Person notes whose shape problems a session was told of already (L231 follow-up: said once a session). */
const shapesSaid = new WeakMap<ToolSession, Set<string>>();

/**
 * `; note: People/Ana.md: \`aliases:\` is a mapping …; it was not read` for the person notes this edit
 * read whose properties core could not read (`PersonAliases.problems`, L231), each said once per
 * session (only `ma doctor` named them: leftovers s35); "" when none or all said already.
 */
function shapeNote(session: ToolSession, aliases: readonly PersonAliases[]): string {
  const said = shapesSaid.get(session) ?? new Set<string>();
  shapesSaid.set(session, said);
  const fresh = aliases.filter((a) => (a.problems?.length ?? 0) > 0 && !said.has(a.note));
  for (const a of fresh) said.add(a.note);
  if (fresh.length === 0) return '';
  return `; note: ${fresh.map((a) => `${a.note}: ${(a.problems ?? []).join('; ')}`).join('; ')} (the note's other names were read; fix it as \`ma doctor\` says)`;
}

async function editLocked(session: ToolSession, op: 'add' | 'remove', name: string): Promise<string> {
  let read: readonly PersonAliases[] = [];
  const text = await editAttendeeLocked(session, op, name, (aliases) => {
    read = aliases;
  });
  return `${text}${shapeNote(session, read)}`;
}

async function editAttendeeLocked(
  session: ToolSession,
  op: 'add' | 'remove',
  name: string,
  seen: (aliases: readonly PersonAliases[]) => void,
): Promise<string> {
  const { abs, rel, changed, aliases } = await planAttendeeEdit(session, op, name);
  seen(aliases);
  if (!changed) {
    const listed = (await session.meeting()).attendees.filter((a) =>
      samePerson(a, name, aliases, session.meetingPath),
    );
    // How the person is listed, when that is not the name given in other case (`Ａlice  Moreau`)
    // or through another of their names (`PM` for `Project Manager`, M18).
    return `"${name}" is already an attendee${matchedAs(name, listed, aliases, 'as')}; nothing changed`;
  }
  // Redone on the newer text when the user saves the note meanwhile: no save is lost.
  let removed: string[] = [];
  let ambiguous: string[] | undefined;
  const { before, after } = await editFileAtomic(abs, (text) => {
    if (text === null) return null;
    return withNotePath(rel, () =>
      editFrontmatter(text, (doc) => {
        if (op === 'add') addPerson(doc, 'attendees', name, aliases, session.meetingPath);
        else ({ removed, ambiguous } = removePerson(doc, 'attendees', name, aliases, session.meetingPath));
      }),
    );
  });
  // The user listed a second person of that name meanwhile: the edit above changed nothing.
  if (ambiguous) refuseAmbiguous(name, ambiguous);
  if (before !== null && after !== null && after !== before) await auditWrite(session, rel, before, after);
  const now = await session.meeting();
  const list = `(attendees: ${attendeeList(now.attendees)})`;
  if (op === 'add') {
    const written = addedItem(attendeeItems(before ?? ''), attendeeItems(after ?? ''));
    // L621: quotes around the name are the writer's (every reader of the list drops them): written without.
    const quoted =
      unquote(name.trim()) !== name.trim() ? ' (given in quotes, which are not part of a name)' : '';
    return `added attendee "${tidyPersonName(name)}"${quoted}${await linkedAs(session, name, written)} to ${rel} ${list}`;
  }
  const entries =
    removed.length > 1
      ? ` (${removed.length} entries of that person: ${removed.map(listItemShown).join(', ')})`
      : '';
  // Removed through another of the person's names (`Laura` for `PM`, M18): say who was listed.
  // N4: a match in other case, by first name or through a link (`alice` for `[[People/Alice|Alice]]`)
  // names the entry as it was written, so the user sees who was removed.
  const one = removed.length === 1 ? removed[0] : undefined;
  const as =
    one === undefined
      ? ''
      : matchedAs(name, removed, aliases, 'listed as', true) ||
        (one !== name ? ` (listed as ${listItemShown(one)})` : '');
  return `removed attendee "${name}"${as} from ${rel}${entries} ${list}`;
}
