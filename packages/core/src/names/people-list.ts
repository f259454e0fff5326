import type { FrontmatterDoc } from '../notes/frontmatter-doc.js';
import { isWikilinkSafe } from './format-link.js';
import { frontmatterList, personName, splitListString } from './frontmatter-list.js';
import { sameName } from './name-key.js';
import { parseLink } from './parse-link.js';

/** The names an item answers to: the linked note's name, its alias, the whole target. */
function namesOf(item: string): string[] {
  const link = parseLink(item);
  const out = [personName(item), link.target.replace(/\.md$/i, '')];
  if (link.alias) out.push(link.alias);
  return out.filter((n) => n !== '');
}

/**
 * True when a list item names the person `name` (whatever the link form of either):
 * `[[People/Bob Sample|Bob]]` matches `Bob Sample`, `bob sample`, `Bob` and `[[Bob Sample]]`;
 * names compared NFC and case-insensitively.
 * Spec: issue 9 H5 (edits match a person by name whatever the link form); docs/contracts.md, Names and links.
 */
export function samePerson(item: string, name: string): boolean {
  const wanted = namesOf(name);
  return namesOf(item).some((n) => wanted.some((w) => sameName(n, w)));
}

/** How a new item is written to match the list: `[[Folder/Name]]` when the list links people. */
function styledItem(items: readonly string[], name: string): string {
  const links = items.map(parseLink).filter((l) => l.form === 'wikilink');
  if (links.length === 0 || links.length * 2 < items.length || !isWikilinkSafe(name)) return name;
  const folders = new Set(links.map((l) => (l.target.includes('/') ? l.target.replace(/\/[^/]*$/, '') : '')));
  const folder = folders.size === 1 ? [...folders][0]! : '';
  return `[[${folder === '' ? name : `${folder}/${name}`}]]`;
}

/**
 * Adds a person to a frontmatter list (e.g. `attendees`) unless one of its items already names
 * them ({@link samePerson}), keeping the note's style: a YAML list gets one more item (a
 * `[[wikilink]]` when most items are wikilinks, in their common folder), a comma-separated
 * string stays one string (`Alice Example, Bob Sample` → `…, Carol`) unless the new name has a
 * comma the string would split (`Doe, Jane`): then the property becomes a YAML list of the same
 * items ({@link addListItem}, review R20). A missing or empty key becomes a list. Only this key
 * changes (surgical edit through `FrontmatterDoc`).
 * @param name a plain name (`Carol`) or a link to the person (`[[People/Carol]]`), trimmed.
 * @returns false when the person was already listed (nothing changed).
 * @throws TypeError when the key holds a mapping (from `FrontmatterDoc.addToList`).
 * Spec: issue 9 H5; docs/tools.md (`add_attendee`); docs/contracts.md, Names and links; review R20.
 */
export function addPerson(doc: FrontmatterDoc, key: string, name: string): boolean {
  const items = frontmatterList(doc.get(key));
  if (items.some((item) => samePerson(item, name))) return false;
  addListItem(doc, key, parseLink(name).form === 'plain' ? styledItem(items, name) : name);
  return true;
}

/**
 * Adds `item` to a list property whatever its shape, never changing what the other items mean:
 * a YAML list gets one more item (untouched items keep their bytes; `FrontmatterDoc.addToList`),
 * a missing/empty key or a single scalar becomes a list, and a comma-separated string
 * (`remote-control, website`) stays a string only when it still reads back as the same items plus
 * this one ({@link frontmatterList}); an item with a comma the string would split (`Acme, Inc`,
 * `Doe, Jane`) turns the property into a YAML list of the items. Callers check for duplicates.
 * @throws TypeError when the key holds a mapping (from `FrontmatterDoc.addToList`).
 * Spec: docs/contracts.md, Names and links (Lists); review R20.
 */
export function addListItem(doc: FrontmatterDoc, key: string, item: string): void {
  const value = doc.get(key);
  if (typeof value === 'string' && value.trim() !== '')
    setListItems(doc, key, [...frontmatterList(value), item]);
  else doc.addToList(key, item);
}

/**
 * Writes `items` as a comma-separated string when that reads back as exactly these items, else as
 * a YAML list (a name with a comma outside `[[…]]`/`(…)` would split into two).
 */
function setListItems(doc: FrontmatterDoc, key: string, items: readonly string[]): void {
  const joined = items.join(', ');
  const same = splitListString(joined);
  if (same.length === items.length && same.every((s, i) => s === items[i])) doc.set(key, joined);
  else doc.set(key, [...items]);
}

/**
 * A list item as a result line shows it among others joined by `, `: as is, or in double quotes
 * when a comma list would split it (`"Doe, Jane"`), so one person never reads as two.
 * Spec: review R20.
 */
export function listItemShown(item: string): string {
  const split = splitListString(item);
  return split.length === 1 && split[0] === item.trim() ? item : JSON.stringify(item);
}

/**
 * Removes every item of a frontmatter list that names the person `name` ({@link samePerson}),
 * keeping the note's style (a comma-separated string stays a string; only this key changes).
 * @returns the removed items as written (empty when nobody matched: nothing changed).
 * Spec: issue 9 H5; docs/tools.md (`remove_attendee`); docs/contracts.md, Names and links.
 */
export function removePerson(doc: FrontmatterDoc, key: string, name: string): string[] {
  const value = doc.get(key);
  const items = frontmatterList(value);
  const removed = items.filter((item) => samePerson(item, name));
  if (removed.length === 0) return [];
  if (typeof value === 'string') {
    setListItems(
      doc,
      key,
      items.filter((item) => !removed.includes(item)),
    );
    return removed;
  }
  // Remove by each raw item's own text (an unquoted `- [[Alice]]` is a nested list to YAML).
  for (const raw of Array.isArray(value) ? value : []) {
    const text = frontmatterList([raw])[0];
    if (text !== undefined && removed.includes(text)) doc.removeFromList(key, String(raw));
  }
  return removed;
}
