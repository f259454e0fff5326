/**
 * The fast half of `editFrontmatter`'s safety net: instead of parsing the whole edited block
 * again, parse only the top-level pairs whose lines changed and compare them with the edited
 * data; the pairs left out are untouched (their nodes unchanged, so their edited data is their old
 * data) and byte-identical, and start and end where the real parser put their bounds. Any doubt (anchors or aliases, flow or
 * complex mappings, a chunk that does not parse, keys that do not match) answers false, and the
 * caller parses the whole block as before.
 * Spec: issue #13 (`editFrontmatter` ≤ 2× gray-matter, bytes still kept); docs/frontmatter.md.
 */
import { isDeepStrictEqual } from 'node:util';
import { isMap, isScalar, parseDocument, visit } from 'yaml';
import type { OriginalPair } from './render-frontmatter-edits.js';

/** A `|+` / `>+` block scalar (keep chomping, any indentation indicator). */
function keepsTrailingBlankLines(raw: string, node: unknown): boolean {
  if (!isScalar(node) || (node.type !== 'BLOCK_LITERAL' && node.type !== 'BLOCK_FOLDED')) return false;
  const at = node.range?.[0];
  return at !== undefined && /^[|>](?:[1-9]?\+|\+[1-9]?)/.test(raw.slice(at, at + 3));
}

/** True when the document holds an anchor or an alias (values may then depend on other pairs). */
export function hasAnchorsOrAliases(contents: unknown): boolean {
  let found = false;
  visit(contents as Parameters<typeof visit>[0], {
    Alias: () => {
      found = true;
      return visit.BREAK;
    },
    Node: (_key, node) => {
      if ((node as { anchor?: string }).anchor) {
        found = true;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * True when `rendered` (the edited block) provably parses to `expected`, checking only the
 * changed pairs; false means "not shown here", not "wrong".
 * @param originals the top-level pairs of `raw` with their 0-based line spans (from the parser).
 * @param touched the top-level keys the edit changed (every one must be in the parsed chunk).
 */
export function editedPairsCheck(
  raw: string,
  rendered: string,
  originals: Map<string, OriginalPair>,
  touched: ReadonlySet<string>,
  expected: Record<string, unknown>,
): boolean {
  const a = raw.split('\n');
  const b = rendered.split('\n');
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  let q = 0;
  while (q < a.length - p && q < b.length - p && a[a.length - 1 - q] === b[b.length - 1 - q]) q++;
  // Changed lines: a[p, a.length - q) became b[p, b.length - q). Widen to whole pairs, including
  // the pairs on the lines next to the change (an item appended to a list changes no old line).
  let start = p;
  let end = a.length - q;
  const affected = new Set<string>();
  for (const [key, span] of originals) {
    if (span.endLine >= start - 1 && span.startLine <= end) {
      affected.add(key);
      start = Math.min(start, span.startLine);
      end = Math.max(end, span.endLine + 1);
    }
  }
  // A block scalar kept with `+` owns the blank lines after it, up to the next content line: an edit
  // below it can change its value without touching its lines, so the whole block is parsed then.
  for (const [key, span] of originals)
    if (!affected.has(key) && keepsTrailingBlankLines(raw, span.value)) return false;
  // Every changed pair is parsed again; the widened bounds must not fall inside an unaffected pair.
  for (const key of touched) if (originals.has(key) && !affected.has(key)) return false;
  for (const [key, span] of originals) {
    if (affected.has(key)) continue;
    if ((span.startLine < start && span.endLine >= start) || (span.startLine < end && span.endLine >= end))
      return false;
  }
  const chunk = b.slice(start, b.length - (a.length - end)).join('\n');
  const doc = parseDocument(chunk, {
    schema: 'core',
    // V190: `!!timestamp`, `!!binary`, `!!omap`, `!!set` stay tags YAML 1.2's core schema does not
    // resolve (a `Date` would shift the day, B01; a `Buffer` could not be written back).
    resolveKnownTags: false,
    version: '1.2',
    uniqueKeys: true,
    keepSourceTokens: false,
    // N5 (session 32): no `process.emitWarning` from the library (an unfilled Obsidian template's
    // `date: {{date:YYYY-MM-DD}}` is a map key that is a map: 7 "Keys with collection values"
    // warnings on the user's stderr); what cannot be read is reported by the readers.
    logLevel: 'error',
  });
  if (doc.errors.length > 0 || (doc.contents !== null && (!isMap(doc.contents) || doc.contents.flow)))
    return false;
  if (hasAnchorsOrAliases(doc.contents)) return false;
  const got = (doc.toJS() ?? {}) as Record<string, unknown>;
  // Keys in the chunk: the affected ones still there plus the new ones; all others unchanged.
  for (const key of Object.keys(got)) if (originals.has(key) && !affected.has(key)) return false;
  for (const key of Object.keys(expected)) {
    const inChunk = Object.hasOwn(got, key);
    // A key outside the chunk is an untouched original pair (its value is the node it always had).
    if (inChunk ? !isDeepStrictEqual(got[key], expected[key]) : affected.has(key) || !originals.has(key))
      return false;
  }
  for (const key of Object.keys(got)) if (!Object.hasOwn(expected, key)) return false;
  for (const key of originals.keys()) if (!affected.has(key) && !Object.hasOwn(expected, key)) return false;
  return true;
}
