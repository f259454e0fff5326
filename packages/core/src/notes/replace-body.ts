import { BOM, convertEol, dominantEol } from '../lines/eol.js';
import { assertClosedFrontmatter } from './assert-closed-frontmatter.js';
import { splitFrontmatter } from './split-frontmatter.js';

/**
 * Replaces a note's body and keeps its frontmatter block byte for byte, plus
 * the BOM; `body`'s line breaks are converted to the note's dominant line ending (core
 * `dominantEol` over the whole note as it was: the more frequent, the first break's on a tie; V224,
 * the rule V221 gives lines a frontmatter edit adds — was: the FIRST line break's ending).
 * The frontmatter is not parsed (so this works on any block, valid or not).
 *
 * @param text the whole file.
 * @param body the new body (Markdown), any line endings.
 * Spec: seed 003 "Assistant context body can be explicitly replaced" (frontmatter preserved).
 */
export function replaceBody(text: string, body: string): string {
  const split = splitFrontmatter(text);
  assertClosedFrontmatter(split);
  const { bom, content, block } = split;
  const eol = dominantEol(content);
  const prefix = bom ? BOM : '';
  const newBody = convertEol(body.startsWith(BOM) ? body.slice(1) : body, eol);
  if (!block) return prefix + newBody;
  let head = content.slice(0, block.end);
  if (newBody !== '' && !head.endsWith('\n')) head += eol;
  return prefix + head + newBody;
}
