import { isDeepStrictEqual } from 'node:util';
import { Document } from 'yaml';
import { FrontmatterError } from '../errors/frontmatter-error.js';
import { BOM, dominantEol } from '../lines/eol.js';
import { assertClosedFrontmatter } from './assert-closed-frontmatter.js';
import { editedPairsCheck, hasAnchorsOrAliases } from './check-edited-pairs.js';
import { type FrontmatterDoc, trackFrontmatterDoc } from './frontmatter-doc.js';
import { parseFrontmatterDocument, parseFrontmatterYaml, toData } from './parse-frontmatter-yaml.js';
import { assertYamlLanguage } from './parse-note.js';
import { describeOriginalPairs, renderFrontmatterEdits } from './render-frontmatter-edits.js';
import { splitFrontmatter } from './split-frontmatter.js';

/**
 * Edits a note's frontmatter surgically and returns the new file text.
 *
 * Only the top-level keys the callback changes are rewritten; every other byte
 * (other keys, their order, comments, quoting, long lines (B11), date strings
 * (B01), the body (B06), CRLF (B10), the BOM (B09)) is preserved; added lines take the
 * file's dominant line ending (core `dominantEol`, V221). List edits add
 * or drop single item lines. When the note has no frontmatter (including a lone
 * `---` rule, B07) a block is created above the unchanged text; an empty or
 * whitespace-only block is filled in place (B08). An edit that changes nothing
 * returns `text` itself (identical string).
 *
 * @param text the whole file (BOM included if present).
 * @param edit mutates the document through {@link FrontmatterDoc}; exceptions propagate.
 * @throws FrontmatterError for the same reasons as `parseNote` (unsupported
 *   language, invalid YAML, not a mapping, limits), or `invalid-yaml` when the
 *   edit would orphan a YAML alias: nothing is rendered then.
 * Spec: docs/contracts.md (@ma/core, `editFrontmatter`); docs/vault-format.md
 *   ("attendee and project edits touch one field only"); hostile cases B01–B13.
 */
export function editFrontmatter(text: string, edit: (doc: FrontmatterDoc) => void): string {
  const split = splitFrontmatter(text);
  assertClosedFrontmatter(split);
  const { bom, content, block } = split;
  // V221: lines an edit adds take the note's dominant ending (core `dominantEol`: the more frequent,
  // the first line's on a tie), as every other write does; a note with mixed endings stays mixed.
  const eol = dominantEol(content);
  let raw = '';
  let yaml: Document;
  if (block) {
    assertYamlLanguage(block);
    raw = content.slice(block.rawStart, block.rawEnd);
    yaml = parseFrontmatterDocument(raw, 2);
  } else {
    yaml = new Document(null, { schema: 'core', version: '1.2' });
  }
  // Anchors and aliases: values may depend on other pairs, and aliases have a budget (B13, checked
  // when the data is made). A cheap look at the text first: most blocks cannot hold any.
  const anchored = block !== null && MAY_ANCHOR.test(raw) && hasAnchorsOrAliases(yaml.contents);
  if (anchored) toData(yaml, 2);
  const originals = block ? describeOriginalPairs(raw, yaml.contents) : new Map();
  const localCheck = block !== null && originals !== null && !anchored;
  const doc = trackFrontmatterDoc(yaml);
  edit(doc);
  if (doc.touched.size === 0) return text;
  const { text: rendered, proven } = renderFrontmatterEdits(raw, eol, originals, doc);
  // Safety net: the spliced text must parse back to exactly the edited data. Proven splices (a
  // string value replaced on its line, strings appended to a plain list) need no parse; other
  // changes are parsed pair by pair when that is provably enough, else the whole block.
  if (!(localCheck && proven)) {
    let expected: Record<string, unknown>;
    try {
      expected = toData(yaml);
    } catch (error) {
      // e.g. the edit replaced a value whose anchor an alias elsewhere still uses.
      throw new FrontmatterError('invalid-yaml', undefined, undefined, undefined, {
        detail: 'the edit would leave a YAML alias without its anchor',
        cause: error,
      });
    }
    const checked =
      localCheck && originals !== null && editedPairsCheck(raw, rendered, originals, doc.touched, expected);
    if (!checked && !isDeepStrictEqual(parseFrontmatterYaml(rendered, 2).data, expected)) {
      throw new Error('editFrontmatter: the edited frontmatter did not round-trip (bug)');
    }
  }
  const prefix = bom ? BOM : '';
  if (block) {
    if (rendered === raw) return text;
    return prefix + content.slice(0, block.rawStart) + rendered + content.slice(block.rawEnd);
  }
  return `${prefix}---${eol}${rendered}---${eol}${content}`;
}

/**
 * `&name` or `*name` where YAML allows node properties and aliases: at a line start or after a
 * blank, flow indicator or colon. Text without it holds no anchor or alias (it may match text that
 * is neither, such as `**bold**`; the parsed document then decides).
 */
const MAY_ANCHOR = /(?:^|[\s[\]{},:])[&*][^\s]/m;
