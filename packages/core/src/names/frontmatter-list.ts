import { readLinkValue } from './link-value.js';
import { parseLink } from './parse-link.js';

/** One scalar frontmatter item as text (numbers, booleans stringified); else null. */
function itemText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // An unquoted `[[Alice]]` is YAML for nested one-element lists (`- [[Alice]]` is a list holding a
  // list; in a flow list, `projects: [[remote-control]]`, each item is a one-element list): read
  // nested one-element lists as the link they mean.
  let inner: unknown = value;
  while (Array.isArray(inner) && inner.length === 1) inner = inner[0];
  return inner !== value && typeof inner === 'string' ? `[[${inner}]]` : null;
}

/**
 * The characters that separate the items of a one-string list: the comma, and the list separators
 * of other scripts and habits — `;` `；`, the CJK enumeration comma `、`, the full-width comma `，`,
 * the Arabic comma `،` (newcomer S34 A4: `attendees: 山田太郎、佐藤花子` is two people).
 */
const LIST_SEPARATORS = new Set([',', ';', '\uff1b', '\u3001', '\uff0c', '\u060c']);

/**
 * The separator a one-string list is written with, as items are joined with it (`, ` for `,`,
 * `、` for `、`, `; ` for `;`): the first separator outside `[[…]]`/`(…)`/quotes; `, ` when none.
 * Spec: newcomer S34 A4 (an added name keeps the user's separator).
 */
export function listJoinOf(value: string): string {
  const sep = separatorsOf(value)[0] ?? ',';
  return sep === '\u3001' || sep === '\uff0c' || sep === '\uff1b' ? sep : `${sep} `;
}

/**
 * Splits one string value into list items at separators ({@link LIST_SEPARATORS}: commas, `;`,
 * `、`, `，`, `،`) that are not inside `[[…]]`, `[…]` or `(…)`
 * (`Alice Example, [[People/Bob, Jr.|Bob]]` → two items), nor inside double quotes that open an
 * item (`Ann Lee, "Doe, Jane"` → `Ann Lee`, `Doe, Jane`: the quotes are the writer's, not part of
 * the name — L73); items trimmed, empty ones dropped. A `"` inside an item (`Dwayne "The Rock"
 * Johnson`) is text.
 * Spec: issue 9 H5 (`attendees: Alice Example, Bob Sample`); docs/contracts.md, Names and links;
 * newcomer S34 A4 (separators of other scripts).
 */
export function splitListString(value: string): string[] {
  return scanList(value).items;
}

/** The separators {@link splitListString} splits `value` at, in order. */
function separatorsOf(value: string): string[] {
  return scanList(value).separators;
}

/** One pass of {@link splitListString}: the raw items and the separators between them. */
function scanList(value: string): { items: string[]; separators: string[] } {
  const separators: string[] = [];
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const ch of value) {
    if (quoted) {
      if (ch === '"') quoted = false;
    } else if (ch === '"' && depth === 0 && current.trim() === '') quoted = true;
    else if (ch === '[' || ch === '(') depth++;
    else if ((ch === ']' || ch === ')') && depth > 0) depth--;
    if (LIST_SEPARATORS.has(ch) && depth === 0 && !quoted) {
      out.push(current);
      separators.push(ch);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return { items: out.map((s) => unquoted(s.trim())).filter((s) => s !== ''), separators };
}

/** `"Doe, Jane"` → `Doe, Jane` (an item wholly in double quotes); anything else as is. */
function unquoted(item: string): string {
  return item.length >= 2 && item.startsWith('"') && item.endsWith('"') ? item.slice(1, -1).trim() : item;
}

/**
 * A frontmatter value read as the list it means: a YAML list (scalar items as text; an unquoted
 * `- [[Alice]]` or `projects: [[remote-control]]`, which YAML reads as nested one-element lists, as
 * the link `[[Alice]]` / `[[remote-control]]`), or one string of
 * comma-separated items (`falcon, heron`); items trimmed, empty ones dropped; anything else `[]`.
 * Items keep their link form (`[[People/Bob Sample|Bob]]`); see {@link personName}.
 * Spec: issue 9 H5 (frontmatter shapes users have); newcomer report N11 (Obsidian's unquoted
 * wikilink in a flow list); docs/vault-format.md, Meeting note.
 */
export function frontmatterList(value: unknown): string[] {
  if (typeof value === 'string') return splitListString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (!Array.isArray(value)) return [];
  return value
    .map(itemText)
    .filter((v): v is string => v !== null)
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/**
 * The parts of a list property that {@link frontmatterList} cannot read as items, as compact JSON:
 * a mapping value (`projects: {id: x}`), list items that are mappings or lists other than an
 * unquoted `[[…]]` (`- {id: x}`, `- [a, b]`). Empty for strings, scalars and readable lists. Lets a
 * caller report them (e.g. `projects:` entries that bind nothing) instead of dropping them in silence.
 * Spec: hostile review V2b (non-string link values are never silently ignored); newcomer report N11.
 */
export function unreadableListItems(value: unknown): string[] {
  const json = (v: unknown) => JSON.stringify(v) ?? String(v);
  if (Array.isArray(value)) return value.filter((item) => item !== null && itemText(item) === null).map(json);
  return value !== null && typeof value === 'object' && !(value instanceof Date) ? [json(value)] : [];
}

/**
 * The person (or thing) a list item names: the linked note's name for a link
 * (`"[[People/Bob Sample|Bob]]"` → `Bob Sample`, `.md` dropped), else the trimmed text.
 * Spec: issue 9 H5 (attendees as wikilinks); docs/contracts.md, Names and links.
 */
export function personName(item: string): string {
  const link = parseLink(item);
  if (link.form === 'plain') return link.target;
  const base = link.target.split('/').pop() ?? link.target;
  return base.replace(/\.md$/i, '').trim() || (link.alias ?? '');
}

/**
 * A frontmatter value read as one link string: a string as is; an unquoted `[[x]]` (which YAML
 * reads as a list holding a list) as `[[x]]`; else null (lists, mappings: `readLinkValue` says why).
 * Spec: issue 9 H2/H5 (links as users write them); docs/vault-format.md, Meeting note; hostile review V2b.
 */
export function frontmatterLink(value: unknown): string | null {
  const read = readLinkValue(value, 'link');
  return read !== null && 'link' in read ? read.link : null;
}
