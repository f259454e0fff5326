import type { FrontmatterDoc } from '../notes/frontmatter-doc.js';
import { isWikilinkSafe } from './format-link.js';
import { frontmatterList, listJoinOf, personName, splitListString } from './frontmatter-list.js';
import { parseLink, unquote } from './parse-link.js';

/**
 * One non-ASCII character of a lower-cased name, case-folded in full (L349): `ß` and `ẞ` are `ss`
 * (`SÖREN WEISS` is `Sören Weiß`), final `ς` is `σ`, `ŉ` is `ʼn`; the dotless `ı` stays itself, as
 * Unicode's case folding keeps it (a Turkish `Işık` is not `Isik`).
 */
function foldCase(c: string): string {
  return c === '\u0131' ? c : c.toUpperCase().toLowerCase();
}

/**
 * The comparison key of a person's name: Unicode NFKC (full-width `Ａlice` is `Alice`, NFD is NFC),
 * white space runs as one space and trimmed (`Alice  Moreau` is `Alice Moreau`), lower case with
 * full case folding (L349: `Weiß` is `WEISS`, as Obsidian's people and a user see it).
 * Two names with the same key are the same person to every attendee and speaker tool.
 * Spec: issue 9 H3, H5; review 2 N22; docs/contracts.md, Names and links (Lists).
 */
export function personKey(name: string): string {
  const lower = name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
  // ASCII folds by lower case alone; the rest may fold to more letters (`ß` → `ss`), re-composed.
  return /[^\p{ASCII}]/u.test(lower) ? lower.replace(/[^\p{ASCII}]/gu, foldCase).normalize('NFC') : lower;
}

/**
 * A name as the product writes it into a list: trimmed, white space runs as one space
 * (`Alice  Moreau` → `Alice Moreau`), one pair of quotes around it dropped (`"Ann Lee"` → `Ann Lee`:
 * the writer's, as every reader of the list takes them, core `unquote`; L621); the characters are
 * otherwise kept.
 * Spec: review 2 N22; docs/tools.md (`add_attendee`, L621).
 */
export function tidyPersonName(name: string): string {
  return unquote(name.trim()).replace(/\s+/g, ' ').trim();
}

/**
 * The other names of one person the vault declares: an identity note (`Identities/<person>.md`:
 * its file name, frontmatter `name` and `aliases`) or a person note an attendee links to
 * (`People/Alice Moreau.md`: its file name and Obsidian's `aliases`). `note` is the note's
 * vault-relative path (for messages); `names` are the names as written, each non-empty.
 * Read by core's `readPersonAliases`; the attendee matchers take a list of them.
 * Spec: docs/vault-format.md (Identities: `name`, `aliases`); review 3 M18.
 */
export interface PersonAliases {
  note: string;
  names: readonly string[];
  /**
   * Why some of the note's properties were not read, one sentence a property naming it and its shape
   * (`` `aliases:` is a mapping ({"Ana":"host"}); it was not read: … ``); absent when all was read.
   * `ma doctor` lists them (core `personNoteProperties`).
   */
  problems?: readonly string[];
}

/** The names an item answers to: the linked note's name, its alias, the whole target. */
function namesOf(item: string): string[] {
  const alias = parseLink(item).alias;
  return [...noteNamesOf(item), ...(alias ? [alias] : [])];
}

/** Who an item names, its display text left out: the linked note's name and the whole target. */
function noteNamesOf(item: string): string[] {
  return [personName(item), parseLink(item).target.replace(/\.md$/i, '')].filter((n) => n !== '');
}

/**
 * The note a link leads to when it names it from the vault root with its folder (`[[People/Bob]]`,
 * `[[/People/Bob.md|Bob]]`, `[Bob](People/Bob.md)`), as a {@link personKey} without `.md`; null for a
 * plain name, a bare `[[Bob]]` (Obsidian finds it by name) or a link relative to a note not given
 * (`../People/Bob`), which only their names can match. `from`: the vault path of the note that holds
 * the link: a relative link is read from its folder (L306).
 */
function rootedTarget(text: string, from?: string): string | null {
  const link = parseLink(text, from);
  if (link.form === 'plain') return null;
  const target = link.target.replace(/\.md$/i, '').replace(/^\/+/, '');
  return target.includes('/') && !/^\.\.?\//.test(target) ? personKey(target) : null;
}

/**
 * The indexes of the `aliases` entries whose names include a name of `text`. For a list item
 * (`asItem`) only who it names counts (its note name and target): the display text of
 * `[[People/Alice Moreau|Ali]]` says nothing about which person it is.
 */
function identitiesOf(text: string, aliases: readonly PersonAliases[], asItem: boolean): number[] {
  if (aliases.length === 0) return [];
  const keys = (asItem ? noteNamesOf(text) : namesOf(text)).map(personKey);
  const out: number[] = [];
  aliases.forEach((a, i) => {
    if (a.names.some((n) => keys.includes(personKey(n)))) out.push(i);
  });
  return out;
}

/**
 * The person note through which list item `item` and the name `name` are one person although
 * neither names the other ({@link samePerson} without aliases is false): the first `aliases` entry
 * that holds a name of each (`Project Manager` and `PM` through `Identities/Project Manager.md`);
 * null when there is none.
 * Spec: docs/vault-format.md (Identities: `aliases`); review 3 M18.
 */
export function sharedIdentity(
  item: string,
  name: string,
  aliases: readonly PersonAliases[],
): PersonAliases | null {
  // A link given as the name says who it is by its note, never by its display text (R140).
  const wanted = identitiesOf(name, aliases, parseLink(name).form !== 'plain');
  const i = identitiesOf(item, aliases, true).find((x) => wanted.includes(x));
  return i === undefined ? null : (aliases[i] ?? null);
}

/**
 * True when a list item names the person `name` (whatever the link form of either):
 * `[[People/Bob Sample|Bob]]` matches `Bob Sample`, `bob sample`, `Bob` and `[[Bob Sample]]`, never
 * `[[Contractors/Bob Sample]]` (two links with folders match by their whole target, V83);
 * names compared by {@link personKey} (NFC/NFD, full width, white space runs, case). With
 * `aliases` (the vault's identity and person notes, core's `readPersonAliases`), also when one
 * of those notes holds a name of each ({@link sharedIdentity}: `PM` is `Project Manager`, M18).
 * `from`: the vault path of the note whose list holds `item` (a link relative to it, `[[../People/Bob]]`,
 * is read from its folder, L306).
 * Spec: issue 9 H5 (edits match a person by name whatever the link form); review 2 N22; review 3
 *   M18; docs/contracts.md, Names and links.
 */
export function samePerson(
  item: string,
  name: string,
  aliases: readonly PersonAliases[] = [],
  from?: string,
): boolean {
  // Two links name the notes they lead to: `[[People/Bob B|Bob]]` is not `[[People/Bob]]` although
  // both show `Bob` (R140); a plain name still matches a link's display text.
  const links = parseLink(item).form !== 'plain' && parseLink(name).form !== 'plain';
  // Two links with folders name their notes whole: `[[Contractors/Bob]]` is not `[[People/Bob]]` (V83).
  const notes = links ? [rootedTarget(item, from), rootedTarget(name, from)] : [];
  if (notes[0] && notes[1]) return notes[0] === notes[1];
  const wanted = (links ? noteNamesOf(name) : namesOf(name)).map(personKey);
  if ((links ? noteNamesOf(item) : namesOf(item)).some((n) => wanted.includes(personKey(n)))) return true;
  return sharedIdentity(item, name, aliases) !== null;
}

/** Who a list item is, for grouping: its one identity when the vault declares one, else its name's key. */
function personOf(item: string, aliases: readonly PersonAliases[]): string {
  const ids = identitiesOf(item, aliases, true);
  return ids.length === 1 ? `\u0000identity ${ids[0]}` : personKey(personName(item));
}

/**
 * The items (list items, speaker labels) that are the person `name` ({@link samePerson}), grouped
 * by the person they name (the note a link names: `[[People/Alice Moreau|Alice]]` and
 * `[[People/Alice Chen|Alice]]` are two people who both answer to `Alice`, as are `[[People/Bob]]`
 * and `[[Contractors/Bob]]`, V83). When several people
 * match, the one whose item or name is `name` itself wins; otherwise all matches are returned with
 * `people` > 1 for the caller to refuse (naming `matched`). With `aliases` (core's
 * `readPersonAliases`), a name of an identity or person note matches the items naming that person,
 * and items naming one such note are one person (`Project Manager` and `PM`; M18).
 * @param items the items as written; duplicates are looked at once.
 * @param from the vault path of the note whose list holds them (relative links, L306).
 * @returns `matched`: the items naming the person (or all candidates when ambiguous), as written;
 *   `people`: how many distinct people they name (0: none, 1: one, more: ambiguous).
 * Spec: hostile review V2c (override_speaker), review 2 N12 (remove_attendee), review 3 M18;
 *   docs/contracts.md, Names and links.
 */
export function matchPeople(
  items: Iterable<string>,
  name: string,
  aliases: readonly PersonAliases[] = [],
  from?: string,
): { matched: string[]; people: number } {
  const matched = [...new Set(items)].filter(
    (item) => item === name || samePerson(item, name, aliases, from),
  );
  // V83: links to notes of one name in two folders (`[[People/Bob]]`, `[[Contractors/Bob]]`) are two people.
  const notesByName = new Map<string, Set<string>>();
  for (const item of matched) {
    const note = rootedTarget(item, from);
    const named = personKey(personName(item));
    if (note !== null) notesByName.set(named, (notesByName.get(named) ?? new Set()).add(note));
  }
  const people = new Map<string, string[]>();
  for (const item of matched) {
    let key = personOf(item, aliases);
    if ((notesByName.get(key)?.size ?? 0) > 1) key = rootedTarget(item, from) ?? key;
    people.set(key, [...(people.get(key) ?? []), item]);
  }
  if (people.size <= 1) return { matched, people: people.size };
  const exact = [...people.values()].filter((group) =>
    group.some((item) => item === name || personKey(personName(item)) === personKey(personName(name))),
  );
  if (exact.length === 1) return { matched: exact[0] as string[], people: 1 };
  return { matched, people: people.size };
}

/** How a new item is written to match the list: `[[Folder/Name]]` when the list links people. */
function styledItem(items: readonly string[], name: string): string {
  const links = items.map((item) => parseLink(item)).filter((l) => l.form === 'wikilink');
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
 * changes (surgical edit through `FrontmatterDoc`). A plain name is written with single spaces
 * ({@link tidyPersonName}: `Alice  Moreau` → `Alice Moreau`, N22); quotes around a name or link
 * (`"Ann Lee"`, `"[[Ann Lee]]"`) are dropped, as every reader takes them (L621).
 * @param name a plain name (`Carol`) or a link to the person (`[[People/Carol]]`), trimmed.
 * @param aliases the vault's identity and person notes (core's `readPersonAliases`): a name of
 *   one of them is already listed when the list names that person by another of its names (M18).
 * @param from the note's vault path: a relative link in the list or in `name` is read from its folder (L306).
 * @returns false when the person was already listed (nothing changed).
 * @throws FrontmatterError `not-a-list` when the key holds a mapping or a YAML alias
 *   (`FrontmatterDoc.assertListable`); nothing is changed (review12 Y1).
 * Spec: issue 9 H5; docs/tools.md (`add_attendee`); docs/contracts.md, Names and links; review R20.
 */
export function addPerson(
  doc: FrontmatterDoc,
  key: string,
  name: string,
  aliases: readonly PersonAliases[] = [],
  from?: string,
): boolean {
  const items = frontmatterList(doc.get(key));
  if (items.some((item) => samePerson(item, name, aliases, from))) return false;
  const plain = parseLink(name).form === 'plain';
  addListItem(doc, key, plain ? styledItem(items, tidyPersonName(name)) : unquote(name.trim()));
  return true;
}

/**
 * Adds `item` to a list property whatever its shape, never changing what the other items mean:
 * a YAML list gets one more item (untouched items keep their bytes; `FrontmatterDoc.addToList`),
 * a missing/empty key or a single scalar (a string holding one link too: `"[[Ann Lee]]"`, obsidian
 * R202) becomes a list, and a comma-separated string
 * (`remote-control, website`) stays a string only when it still reads back as the same items plus
 * this one ({@link frontmatterList}); an item with a comma the string would split (`Acme, Inc`,
 * `Doe, Jane`) turns the property into a YAML list of the items. Callers check for duplicates.
 * @throws FrontmatterError `not-a-list` when the key holds a mapping, a YAML alias or a value
 *   with a tag outside the core schema (`FrontmatterDoc.assertListable`); nothing is changed (review12 Y1, V190).
 * Spec: docs/contracts.md, Names and links (Lists); review R20.
 */
export function addListItem(doc: FrontmatterDoc, key: string, item: string): void {
  doc.assertListable(key); // a tagged text (`!foo Ann`) is no comma list either (V190)
  const value = doc.get(key);
  // One link is no comma list: `attendees: "[[Ann Lee]]"` (Obsidian's text property holding a link)
  // grown to `"[[Ann Lee]], [[Bob]]"` is one text to Obsidian and Dataview (no link any more: a
  // `contains(attendees, [[Ann Lee]])` query lost the meeting); as a list each item is a link (R202).
  // A lone plain name (`Bob Sample`, left by removing from a comma string) keeps the comma style (H5).
  // An empty or blank string is no comma list either: it becomes a list, as a missing key (review V132).
  if (typeof value === 'string' && value.trim() !== '' && !isLoneLink(value))
    setListItems(doc, key, [...frontmatterList(value), item], listJoinOf(value));
  else doc.addToList(key, item);
}

/** True when a string property is one link and nothing else (`[[Ann Lee]]`, `[Ann](People/Ann.md)`). */
function isLoneLink(value: string): boolean {
  const items = frontmatterList(value);
  return items.length === 1 && parseLink(items[0] as string).form !== 'plain';
}

/**
 * Writes `items` as one string joined with `join` (the user's separator, `, ` by default) when that
 * reads back as exactly these items, else as a YAML list (a name with a comma outside
 * `[[…]]`/`(…)` would split into two).
 */
function setListItems(doc: FrontmatterDoc, key: string, items: readonly string[], join = ', '): void {
  const joined = items.join(join);
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
 * Removes the person `name` from a frontmatter list: every item that names that ONE person
 * ({@link matchPeople}; `[[People/Alice Moreau|Alice]]` and `[[People/Alice Moreau]]` are one
 * person listed twice, both removed), keeping the note's style (a comma-separated string stays a
 * string; only this key changes). When `name` matches items of several people
 * (`[[People/Alice Moreau|Alice]]` and `[[People/Alice Chen|Alice]]` for `Alice`), nothing is
 * removed and `ambiguous` lists them (review 2 N12). With `aliases` (core's `readPersonAliases`),
 * `PM` removes `Project Manager` when an identity note holds both names (M18).
 * @param from the note's vault path: a relative link in the list or in `name` is read from its folder (L306).
 * @returns `removed`: the removed items as written (empty when nobody matched or when ambiguous:
 *   nothing changed); `ambiguous`: the matching items of the different people, when more than one.
 * @throws FrontmatterError `not-a-list` when the key holds a mapping or a YAML alias
 *   (`FrontmatterDoc.assertListable`); nothing is changed (review12 Y1).
 * Spec: issue 9 H5; review 2 N12; docs/tools.md (`remove_attendee`); docs/contracts.md, Names and links.
 */
export function removePerson(
  doc: FrontmatterDoc,
  key: string,
  name: string,
  aliases: readonly PersonAliases[] = [],
  from?: string,
): { removed: string[]; ambiguous?: string[] } {
  doc.assertListable(key); // a mapping or an alias is refused, never "not listed" (review12 Y1)
  const value = doc.get(key);
  const items = frontmatterList(value);
  const { matched, people } = matchPeople(items, name, aliases, from);
  if (people > 1) return { removed: [], ambiguous: matched };
  // Every entry of that one person goes, however it is written (`[[People/A|Al]]`, `[[People/A]]`).
  const who = new Set(matched.map((item) => personOf(item, aliases)));
  const removed = items.filter((item) => matched.includes(item) || who.has(personOf(item, aliases)));
  if (removed.length === 0) return { removed };
  if (typeof value === 'string') {
    setListItems(
      doc,
      key,
      items.filter((item) => !removed.includes(item)),
      listJoinOf(value),
    );
    return { removed };
  }
  // Remove by each raw item's own text (an unquoted `- [[Alice]]` is a nested list to YAML).
  for (const raw of Array.isArray(value) ? value : []) {
    const text = frontmatterList([raw])[0];
    if (text !== undefined && removed.includes(text)) doc.removeFromList(key, String(raw));
  }
  return { removed };
}
