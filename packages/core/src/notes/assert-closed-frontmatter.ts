import { FrontmatterError } from '../errors/frontmatter-error.js';
import type { FrontmatterSplit } from './split-frontmatter.js';

/**
 * Refuses a note whose frontmatter opens on line 1 (`---` then `key: value` lines, or
 * `---<language>`) but is never closed by a `---` line: parsing it as body would show the user's
 * keys as text, and an edit would prepend a second block above it. A lone `---` rule followed by
 * prose stays body (B07).
 * @throws FrontmatterError('unclosed', line 1) when `split.unclosed`.
 * Spec: docs/frontmatter.md (Unclosed blocks); docs/hostile-cases.md B07; newcomer report defect 6.
 */
export function assertClosedFrontmatter(split: FrontmatterSplit): void {
  if (split.unclosed) throw new FrontmatterError('unclosed', undefined, 1, 1);
}
