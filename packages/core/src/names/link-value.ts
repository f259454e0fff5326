import { cutText } from '../text/code-points.js';
import { parseLink } from './parse-link.js';

/**
 * A frontmatter property read where ONE link is expected (`transcript`, `usernotes`, `summary`,
 * `context`, a summary's `meeting`): `null` when missing or blank; `{ link }` for a string (numbers
 * and booleans as text) or an unquoted `[[…]]`, which YAML reads as a list holding one list holding
 * one string (`transcript: [[Transcripts/x|x]]` → `[["Transcripts/x|x"]]` → `[[Transcripts/x|x]]`);
 * a one-item list of one of those (Obsidian's List property type: `- "[[Notes/x]]"`, `- [[Notes/x]]`) as its item;
 * `{ problem, shown }` for any other shape — a list of several items (for `transcript`/`usernotes` the problem
 * says a meeting has one of each and what to do), a mapping, a nested list that is not one `[[…]]`.
 * Spec: docs/vault-format.md, Meeting note (links are one quoted `"[[…]]"`); hostile review V2b; review6 S8.
 */
export type LinkValue = null | { link: string } | { problem: string; shown: string; shape: string };

/** The first string inside a value (depth first), for the example of how to write the link. */
function firstString(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const found = firstString(item, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** What shape a non-link value has, in words. */
function shapeOf(value: unknown): string {
  if (Array.isArray(value)) {
    if (value.length === 1 && Array.isArray(value[0])) return 'a nested list';
    return value.length === 1 ? 'a list of one item' : `a list of ${value.length} items`;
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    return `a mapping (${keys.length === 1 ? 'key' : 'keys'} ${keys.slice(0, 5).join(', ')})`;
  }
  return `a ${typeof value} value`;
}

/** Why several links cannot be read where one is, for the two inputs a run reads (S8); '' otherwise. */
function severalAdvice(value: unknown, key: string): string {
  if (!Array.isArray(value) || value.length < 2) return '';
  if (key === 'usernotes')
    return ' (several user-notes notes are read when each item is one link: `- "[[Notes/a]]"` lines)';
  if (key === 'transcript')
    return ' (a meeting has one transcript: a run reads, cites by line, checks coverage of and records the hash of one; keep the link to the one to summarize, or join the parts into one note)';
  return '';
}

/**
 * True when a link property holds no link: missing, `null`, blank text, or a list with nothing but
 * such items (`summary: []`, as Obsidian leaves a List property the user emptied; `[""]`, `[[]]`).
 * Every reader of a link property (`summary:`, `context:`, `transcript:`, `usernotes:`) treats it
 * as absent (review2 V74: `summary: []` counted as "has a summary"), and the product fills it.
 * Spec: docs/vault-format.md, Meeting note; docs/frontmatter.md (a property is a string in one note
 *   and a list in the next).
 */
export function isEmptyLinkValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.every(isEmptyLinkValue);
}

/**
 * Reads a property that must hold one link (see {@link LinkValue}); an empty value
 * ({@link isEmptyLinkValue}) is no link (null). A refused shape is described,
 * never stringified to `[object Object]`: `problem` says what the value is and how to write it,
 * e.g. `it holds a list of 2 items, not one link; write one link in quotes: transcript: "[[Transcripts/a]]"`;
 * `shown` is the value as compact JSON (at most 120 characters); `shape` is `problem` without the
 * advice (`it holds a list of 2 items`), for a property the product only reads when
 * it is one link (`summary`, `context`: the value is then left as written, N21).
 * @param value the parsed YAML value of the property.
 * @param key the property name (for the example in `problem`).
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md, Names and links; hostile review V2b.
 */
export function readLinkValue(value: unknown, key: string): LinkValue {
  if (isEmptyLinkValue(value)) return null;
  if (typeof value === 'string') return { link: value };
  if (typeof value === 'number' || typeof value === 'boolean') return { link: String(value) };
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { link: value.toISOString() };
  // An unquoted `[[x]]`: a one-item list whose item is a one-item list of a string.
  if (Array.isArray(value) && value.length === 1 && Array.isArray(value[0]) && value[0].length === 1) {
    const inner = value[0][0];
    if (typeof inner === 'string' && inner.trim() !== '') return { link: `[[${inner}]]` };
  }
  // A one-item list is its item (S8): Obsidian saves a List-typed property so, one link included
  // (`- "[[Notes/x]]"`, `- [[Notes/x]]`, `[Notes/x]`), as `date:` and `status:` are read.
  if (Array.isArray(value) && value.length === 1) {
    const item = value[0];
    const isWikilink = Array.isArray(item) && item.length === 1 && Array.isArray(item[0]);
    if (typeof item === 'string' || typeof item === 'number' || isWikilink) {
      const inner = readLinkValue(item, key);
      if (inner !== null && 'link' in inner) return inner;
    }
  }
  const example = firstString(value);
  const target = example === null ? '' : parseLink(example).target;
  const json = JSON.stringify(value) ?? String(value);
  const shape = `it holds ${shapeOf(value)}`;
  return {
    problem: `${shape}, not one link${severalAdvice(value, key)}; write one link in quotes: ${key}: "[[${target || 'Folder/Note'}]]"`,
    shown: cutText(json, 120),
    shape,
  };
}
