import { cutText } from '../text/code-points.js';
import { parseLink } from './parse-link.js';

/**
 * A frontmatter property read where ONE link is expected (`transcript`, `usernotes`, `summary`,
 * `context`, a summary's `meeting`): `null` when missing or blank; `{ link }` for a string (numbers
 * and booleans as text) or an unquoted `[[…]]`, which YAML reads as a list holding one list holding
 * one string (`transcript: [[Transcripts/x|x]]` → `[["Transcripts/x|x"]]` → `[[Transcripts/x|x]]`);
 * `{ problem, shown }` for any other shape — a list (also of one item), a mapping, a nested list
 * that is not one `[[…]]`.
 * Spec: docs/vault-format.md, Meeting note (links are one quoted `"[[…]]"`); hostile review V2b.
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

/**
 * Reads a property that must hold one link (see {@link LinkValue}). A refused shape is described,
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
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : { link: value };
  if (typeof value === 'number' || typeof value === 'boolean') return { link: String(value) };
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { link: value.toISOString() };
  // An unquoted `[[x]]`: a one-item list whose item is a one-item list of a string.
  if (Array.isArray(value) && value.length === 1 && Array.isArray(value[0]) && value[0].length === 1) {
    const inner = value[0][0];
    if (typeof inner === 'string' && inner.trim() !== '') return { link: `[[${inner}]]` };
  }
  const example = firstString(value);
  const target = example === null ? '' : parseLink(example).target;
  const json = JSON.stringify(value) ?? String(value);
  const shape = `it holds ${shapeOf(value)}`;
  return {
    problem: `${shape}, not one link; write one link in quotes: ${key}: "[[${target || 'Folder/Note'}]]"`,
    shown: cutText(json, 120),
    shape,
  };
}
