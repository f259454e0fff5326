import { FrontmatterError } from '../errors/frontmatter-error.js';
import type { FrontmatterSplit } from './split-frontmatter.js';

/**
 * Refuses a note whose frontmatter opens on line 1 (`---` then `key: value` lines, or
 * `---<language>`) but is never closed by a `---` line: parsing it as body would show the user's
 * keys as text, and an edit would prepend a second block above it. A lone `---` rule followed by
 * prose stays body (B07).
 * Also refuses a block that does not start the note (`split.displaced`, V280): blank lines, spaces,
 * a second BOM or a zero-width character before its `---` line; Obsidian reads no properties from
 * it, and an edit would put a second block above it.
 * @throws FrontmatterError('unclosed', line 1) when `split.unclosed`; FrontmatterError('displaced',
 *   the `---` line and column, detail `before it: 1 blank line`, plus `; no "---" line closes the block
 *   either` when it is not closed, L620) when `split.displaced`.
 * Spec: docs/frontmatter.md (Unclosed blocks; Blocks that do not start the note); docs/hostile-cases.md
 *   B07, B09; newcomer report defect 6.
 */
export function assertClosedFrontmatter(split: FrontmatterSplit): void {
  if (split.unclosed) throw new FrontmatterError('unclosed', undefined, 1, 1);
  const { displaced } = split;
  if (displaced) {
    throw new FrontmatterError('displaced', undefined, displaced.line, displaced.column, {
      detail: `before it: ${displaced.before}${displaced.closed ? '' : '; no "---" line closes the block either'}`,
    });
  }
}
