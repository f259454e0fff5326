import { FrontmatterError } from '../errors/frontmatter-error.js';
import { assertClosedFrontmatter } from './assert-closed-frontmatter.js';
import { parseFrontmatterYaml } from './parse-frontmatter-yaml.js';
import type { ParsedNote } from './parsed-note.js';
import { type FrontmatterBlock, splitFrontmatter } from './split-frontmatter.js';

/**
 * Splits a note into BOM flag, line ending, frontmatter and body, and parses the
 * frontmatter as YAML (core schema, so dates stay strings: B01). Only a bare `---`
 * or `---yaml` opening line is accepted; nothing is ever evaluated (B05). Every
 * call parses afresh: results never share objects (B03) and a broken block fails
 * the same way every time (B04). A BOM before `---` is understood (B09); CRLF
 * files are recognised (B10); `---\n---` and whitespace-only blocks are present
 * but empty (`data` is `{}`, B08).
 *
 * @param text the whole file as read (BOM included if present).
 * @param blockData the block's data for its YAML text (the text between the delimiters, first line 2):
 *   by default `parseFrontmatterYaml`; a cache of earlier parses (core's meeting-note parse cache)
 *   gives the same data, a copy of its own, or parses. It runs after the block's delimiters and
 *   language were checked, so those errors come first as always.
 * @throws FrontmatterError `unclosed` (a `---` block with key lines and no closing `---`), `unsupported-language` (`---js`, `---javascript`, …),
 *   `invalid-yaml`, `not-a-mapping`, `too-large`, `too-many-aliases`, `too-deep`.
 * Spec: docs/contracts.md (@ma/core, Notes and frontmatter); hostile cases B01–B13.
 */
export function parseNote(
  text: string,
  blockData: (raw: string) => Record<string, unknown> = parsedBlockData,
): ParsedNote {
  const split = splitFrontmatter(text);
  assertClosedFrontmatter(split);
  const { bom, eol, content, block } = split;
  if (!block) return { bom, eol, frontmatter: null, body: content, bodyStartLine: 1 };
  assertYamlLanguage(block);
  const raw = content.slice(block.rawStart, block.rawEnd);
  const data = blockData(raw);
  return {
    bom,
    eol,
    frontmatter: { raw, data, language: 'yaml' },
    body: content.slice(block.end),
    bodyStartLine: block.lineCount + 1,
  };
}

function parsedBlockData(raw: string): Record<string, unknown> {
  return parseFrontmatterYaml(raw, 2).data;
}

/**
 * @throws FrontmatterError `unsupported-language` unless the opening line is `---` or `---yaml`.
 * Spec: docs/vault-format.md (layout: notes with YAML frontmatter); docs/frontmatter.md; docs/hostile-cases.md B05, B07–B10, B13.
 */
export function assertYamlLanguage(block: FrontmatterBlock): void {
  if (block.language !== '' && block.language !== 'yaml') {
    throw new FrontmatterError('unsupported-language', undefined, 1, 4, { detail: `"${block.language}"` });
  }
}
