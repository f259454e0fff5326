import { BOM } from '../lines/eol.js';
import { parseFrontmatterYaml } from './parse-frontmatter-yaml.js';
import { splitFrontmatter } from './split-frontmatter.js';

/**
 * Drops a frontmatter block that a model put at the top of write content (and
 * the blank lines right after it), so a note whose frontmatter the product owns
 * never gets a second block. Leading blank lines and a BOM before the block are
 * tolerated. A block is dropped when it is empty, a YAML mapping, or declares
 * another language (`---js`, never evaluated). Text between two `---` rules that
 * is not a mapping (prose with horizontal rules) is kept, as is content without
 * a closing delimiter. Never throws.
 *
 * @param content the `content` argument of a write tool.
 * @returns the content without the block; unchanged when there is none.
 * Spec: seed 003 "Assistant context body writes do not duplicate frontmatter";
 *   docs/tools.md, Write modes.
 */
export function stripLeadingFrontmatter(content: string): string {
  return dropLeadingFrontmatter(content).text;
}

/**
 * {@link stripLeadingFrontmatter} that also says what it dropped, for write tools that must tell
 * the model (a write that silently lost text is worse than a refusal).
 * @returns `text`: the content without the block; `droppedLines`: how many lines were removed
 *   (the block with both delimiters and the blank lines around it; 0 when nothing was dropped).
 * Spec: seed 003 "Assistant context body writes do not duplicate frontmatter"; docs/tools.md,
 *   Write modes; newcomer report defect 7.
 */
export function dropLeadingFrontmatter(content: string): { text: string; droppedLines: number } {
  const leading = /^\uFEFF?(?:[ \t]*\r?\n)*/.exec(content)?.[0] ?? '';
  const rest = content.slice(leading.length);
  const { block } = splitFrontmatter(rest);
  if (!block) return { text: content, droppedLines: 0 };
  if (block.language === '' || block.language === 'yaml') {
    try {
      parseFrontmatterYaml(rest.slice(block.rawStart, block.rawEnd), 2);
    } catch {
      return { text: content, droppedLines: 0 };
    }
  }
  const after = rest.slice(block.end);
  const body = after.replace(/^(?:[ \t]*\r?\n)+/, '');
  const dropped = content.slice(0, content.length - body.length);
  const droppedLines = dropped.split('\n').length - (dropped.endsWith('\n') ? 1 : 0);
  return { text: content.startsWith(BOM) ? BOM + body : body, droppedLines };
}
