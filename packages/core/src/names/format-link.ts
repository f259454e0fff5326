/** Characters that would end a wikilink's target early or break it. */
const LINK_BREAKING = /[[\]#^|]/;

/**
 * The link the product stores (in frontmatter) for a vault note: `[[Folder/Name]]` (`.md`
 * dropped, `/` separators) when that wikilink reads back as the same path, i.e. no segment holds
 * `[ ] # ^ |`; else a Markdown link `[Name](Folder/Name%20%233.md)` (percent-encoded, `.md`
 * kept), which Obsidian and {@link parseLink} both resolve to the file. The product never writes a
 * wikilink whose target contains `#`, `^` or `|`.
 * @param path a vault-relative path (`/` or `\` separators).
 * Spec: issue 9 H2 (links round-trip); docs/vault-format.md (links `"[[Folder/Name]]"`); docs/contracts.md, Names and links.
 */
export function formatLink(path: string): string {
  const rel = path.replace(/\\/g, '/');
  const stem = rel.replace(/\.md$/i, '');
  if (!LINK_BREAKING.test(stem)) return `[[${stem}]]`;
  const name = (stem.split('/').pop() ?? stem).replace(/[[\]]/g, '');
  const href = rel
    .split('/')
    .map((seg) => encodeURIComponent(seg).replace(/\(/g, '%28').replace(/\)/g, '%29'))
    .join('/');
  return `[${name}](${href})`;
}

/**
 * True when `name` (a path or a name) can be written inside `[[…]]` and read back unchanged.
 * Spec: issue 9 H2; docs/contracts.md, Names and links.
 */
export function isWikilinkSafe(name: string): boolean {
  return !LINK_BREAKING.test(name);
}
