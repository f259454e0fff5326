import { isDeepStrictEqual } from 'node:util';
import { FrontmatterError } from '../errors/index.js';
import { editFrontmatter, parseNote, splitFrontmatter } from '../notes/index.js';
import { parseFrontmatterDocument } from '../notes/parse-frontmatter-yaml.js';
import { describeOriginalPairs } from '../notes/render-frontmatter-edits.js';
import { isOwnedSummaryKey } from './summary-edit-state.js';

/** A YAML comment line (what Obsidian users put above a property). */
const COMMENT_LINE = /^[ \t]*#/;

/**
 * The lines (LF) of the previous block's user pairs, each with the comment lines right above it,
 * in their order; null when the block cannot be cut into lines (flow mapping, complex keys).
 */
function userPairLines(raw: string, keys: readonly string[]): string | null {
  const pairs = describeOriginalPairs(raw, parseFrontmatterDocument(raw, 2).contents);
  if (pairs === null) return null;
  const lines = raw.replace(/\r\n?/g, '\n').split('\n');
  const taken: string[] = [];
  let floor = 0; // first line no pair has claimed yet
  for (const [key, pair] of [...pairs].sort(([, a], [, b]) => a.startLine - b.startLine)) {
    if (keys.includes(key)) {
      let from = pair.startLine;
      while (from > floor && COMMENT_LINE.test(lines[from - 1] ?? '')) from--;
      taken.push(...lines.slice(from, pair.endLine + 1));
    }
    floor = pair.endLine + 1;
  }
  return taken.length === 0 ? '' : `${taken.join('\n')}\n`;
}

/**
 * Carries the frontmatter keys a user added to a summary (those Meeting Assistant does not own:
 * `tags`, `aliases`, `reviewed`, …) from `previous` — the summary note being replaced — into
 * `fresh`, the new summary text (LF, product keys only, before `content_hash` is set). Each key
 * goes in as the user's lines were, byte for byte (line endings as `\n`), with the comment lines
 * right above it, after the product's keys; when that cannot be proven to give the same data
 * (a flow-mapping block, anchors, odd keys), the values are written as data instead. A previous
 * note without user keys, or whose frontmatter does not parse, gives `fresh` unchanged.
 *
 * @param fresh the new note's text, as `editFrontmatter` renders it (no BOM, LF).
 * @param previous the whole text of the note being replaced.
 * @returns the new text; its owned keys and body are those of `fresh`.
 * Spec: docs/vault-format.md, Summary note (`content_hash`, user-added keys); review7 T11.
 */
export function carryUserSummaryKeys(fresh: string, previous: string): string {
  let data: Record<string, unknown>;
  let raw: string;
  try {
    const note = parseNote(previous);
    data = note.frontmatter?.data ?? {};
    raw = note.frontmatter?.raw ?? '';
  } catch (error) {
    if (FrontmatterError.isInstance(error)) return fresh;
    throw error;
  }
  const keys = Object.keys(data).filter((key) => !isOwnedSummaryKey(key));
  if (keys.length === 0) return fresh;
  const wanted = (text: string): boolean => {
    const got = parseNote(text).frontmatter?.data ?? {};
    const before = parseNote(fresh).frontmatter?.data ?? {};
    return (
      keys.every((key) => isDeepStrictEqual(got[key], data[key])) &&
      Object.keys(before).every((key) => isDeepStrictEqual(got[key], before[key]))
    );
  };
  try {
    const lines = userPairLines(raw, keys);
    const block = splitFrontmatter(fresh).block;
    if (lines !== null && block !== null) {
      const spliced = fresh.slice(0, block.rawEnd) + lines + fresh.slice(block.rawEnd);
      if (wanted(spliced)) return spliced;
    }
  } catch (error) {
    if (!FrontmatterError.isInstance(error)) throw error;
  }
  // Not provably the same as lines: the values as data (anchors resolved, formatting the product's).
  return editFrontmatter(fresh, (doc) => {
    for (const key of keys) doc.set(key, data[key]);
  });
}
