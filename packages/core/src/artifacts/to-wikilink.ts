/**
 * Formats a vault-relative note path as the wikilink string the product stores in frontmatter:
 * `Summaries/2026-03-10 X.md` → `[[Summaries/2026-03-10 X]]` (`.md` dropped, `/` separators kept).
 *
 * Spec: docs/vault-format.md (meeting note links `"[[Folder/Name]]"`).
 */
export function toWikilink(path: string): string {
  return `[[${path.replace(/\\/g, '/').replace(/\.md$/i, '')}]]`;
}
