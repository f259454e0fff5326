import { frontmatterList, unreadableListItems } from '../names/index.js';
import { frontmatterProperty } from '../notes/frontmatter-property.js';

/**
 * Meeting-note properties written in a shape core does not take (newcomer session 32 N10: `attendees:`
 * as a mapping, `Anna: host`, was ignored without a word, rc 0). Each property core reads is either
 * read or named here, never dropped in silence, and one property's shape never drops another:
 * - `attendees:` as a mapping (`Anna: host`) or list items of one key (`- Anna: host`) is read as the
 *   people its keys name ({@link meetingAttendees}); other items (a nested list, a mapping of several
 *   keys) are named;
 * - `title:` and `status:` must be text (a number is read as its text; `status: [ended]`, as Obsidian
 *   writes a list-typed property, is its one item): a list, mapping or true/false is named;
 * - `projects:` items that bind nothing are named by `unboundProjectLine`; `date:` by its date problem;
 *   `transcript:`/`usernotes:`/`summary:`/`context:` by their unresolved link; the rest are not read.
 *
 * Spec: newcomer session 32 N10; docs/vault-format.md (Meeting note).
 */

/** A mapping (not a list, not a date, not null). */
function isMapping(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** What a YAML value is, for a message: `a list`, `a mapping`, `true or false`. */
function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'boolean') return 'true or false';
  if (value instanceof Date) return 'a date';
  return isMapping(value) ? 'a mapping' : typeof value;
}

/** A one-key mapping list item (`- Anna: host`) as its key; anything else as it is. */
function keyOfOneKeyMapping(item: unknown): unknown {
  if (!isMapping(item)) return item;
  const keys = Object.keys(item);
  return keys.length === 1 ? keys[0] : item;
}

/**
 * The raw `attendees:` entries (as written: names or links): a list or comma string as
 * `frontmatterList` reads it, a mapping's keys (`{Anna: host, Ben: notes}` → `Anna`, `Ben`), and a
 * one-key mapping item (`- Anna: host`) as its key.
 *
 * @param value the frontmatter's `attendees` value.
 * Spec: newcomer session 32 N10; issue 9 H5.
 */
export function meetingAttendees(value: unknown): string[] {
  if (isMapping(value)) return frontmatterList(Object.keys(value));
  return frontmatterList(Array.isArray(value) ? value.map(keyOfOneKeyMapping) : value);
}

/**
 * Why properties of a meeting note's frontmatter are not (all) read, one sentence each naming the
 * property and its shape (`` `status:` is a list of 2 items; it was not read: write one word (ended) ``),
 * empty when every property core reads has a shape it takes. A run says each in its record, `ma doctor`
 * lists them.
 *
 * @param data the note's parsed frontmatter.
 * Spec: newcomer session 32 N10.
 */
export function meetingPropertyShapeProblems(data: Readonly<Record<string, unknown>>): string[] {
  const out: string[] = [];
  for (const key of ['title', 'status'] as const) {
    const value = frontmatterProperty(data, key);
    if (value === undefined || value === null || typeof value === 'string' || typeof value === 'number')
      continue;
    if (key === 'status' && Array.isArray(value) && value.length === 1 && typeof value[0] === 'string')
      continue;
    const shape = Array.isArray(value)
      ? `a list of ${value.length} item${value.length === 1 ? '' : 's'}`
      : shapeOf(value);
    out.push(
      `\`${key}:\` is ${shape}; it was not read: write it as one line of text${key === 'status' ? ' (ended)' : ''}`,
    );
  }
  const attendees = frontmatterProperty(data, 'attendees');
  const unread = unreadableListItems(
    Array.isArray(attendees) ? attendees.map(keyOfOneKeyMapping) : isMapping(attendees) ? [] : attendees,
  );
  if (unread.length > 0)
    out.push(
      `\`attendees:\` entr${unread.length === 1 ? 'y' : 'ies'} ${unread.join(', ')} ${unread.length === 1 ? 'is' : 'are'} not a name and ${unread.length === 1 ? 'was' : 'were'} not read: write each attendee as a name or a [[link]]`,
    );
  return out;
}
