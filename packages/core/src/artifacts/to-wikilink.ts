import { formatLink } from '../names/index.js';

/**
 * Formats a vault-relative note path as the link string the product stores in frontmatter:
 * `Summaries/2026-03-10 X.md` → `[[Summaries/2026-03-10 X]]` (`.md` dropped, `/` separators kept);
 * a path whose names hold `[ ] # ^ |` (a meeting note named `Sprint #3 review`) becomes a
 * percent-encoded Markdown link instead (`formatLink`), so every stored link reads back as its path.
 *
 * Spec: docs/vault-format.md (meeting note links `"[[Folder/Name]]"`); issue 9 H2; docs/contracts.md, Names and links.
 */
export function toWikilink(path: string): string {
  return formatLink(path);
}
