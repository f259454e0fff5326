import { frontmatterList, personName, unreadableListItems } from '../names/index.js';
import { frontmatterProperty } from '../notes/frontmatter-property.js';

/** What a YAML value is, for a message: `a list of 2 items`, `a mapping`, `true or false`, `a date`. */
function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'boolean') return 'true or false';
  if (value instanceof Date) return 'a date';
  return typeof value === 'object' && value !== null ? 'a mapping' : typeof value;
}

/** Whether a YAML value is an unquoted wikilink (`[[X]]`: one-element lists holding one text). */
function isUnquotedLink(value: unknown): boolean {
  if (!Array.isArray(value) || value.length !== 1 || !Array.isArray(value[0])) return false;
  return frontmatterList(value).length === 1;
}

/**
 * The names a person note's frontmatter declares, and why some of it was not read (one sentence a
 * property, naming it and its shape), never dropped in silence (session 34 leftovers: a mapping
 * `aliases: {Ana: host}` and a `name:` list were ignored without a word). Each property is read on its
 * own, so one in a shape core does not take never drops another's names:
 * - `name:` text, or a number read as its text, or an unquoted wikilink `[[Ana Lopez]]`; a list, mapping, date or true/false is named;
 * - `aliases:` and Obsidian's older `alias:` as `frontmatterList` reads them (a list, one comma string,
 *   a number); a mapping, and list items that are mappings or lists, are named (the readable items
 *   are still read).
 * The file name is the caller's (always a name).
 *
 * @param data the note's parsed frontmatter.
 * @returns `names` as written (not yet trimmed or unique; a wikilink as the name of the note it links) and `problems`, empty when all was read.
 * Spec: docs/vault-format.md (Identities: `name`, `aliases`; Properties and their shapes); review 3 M18.
 */
export function personNoteProperties(data: Readonly<Record<string, unknown>>): {
  names: string[];
  problems: string[];
} {
  const names: string[] = [];
  const problems: string[] = [];
  const name = frontmatterProperty(data, 'name');
  if (typeof name === 'string' || typeof name === 'number') names.push(String(name));
  // An unquoted `name: [[Ana Lopez]]` is YAML for a list in a list: the link the user wrote, read as the
  // quoted `"[[Ana Lopez]]"` is (F49; a people-as-wikilinks vault writes names so).
  else if (isUnquotedLink(name)) names.push(...frontmatterList(name));
  else if (name !== undefined && name !== null)
    problems.push(
      `\`name:\` is ${shapeOf(name)}; it was not read: write the person's name as one line of text`,
    );
  for (const key of ['aliases', 'alias'] as const) {
    const value = frontmatterProperty(data, key);
    names.push(...frontmatterList(value));
    const unread = unreadableListItems(value);
    if (unread.length === 0) continue;
    problems.push(
      Array.isArray(value)
        ? `\`${key}:\` entr${unread.length === 1 ? 'y' : 'ies'} ${unread.join(', ')} ${unread.length === 1 ? 'is not a name and was' : 'are not names and were'} not read: write each alias as a name on a list line of its own`
        : `\`${key}:\` is ${shapeOf(value)} (${unread.join(', ')}); it was not read: write the aliases as a list of names`,
    );
  }
  // People as wikilinks (`name: "[[Ana Lopez]]"`, `- "[[People/Ana Lopez]]"`): the person is the note the link
  // names, as an attendee `[[Ana Lopez]]` is (core `personName`); as written, no attendee ever matched it (F49).
  return { names: names.map((n) => (n.trim().startsWith('[[') ? personName(n) : n)), problems };
}
