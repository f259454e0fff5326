/**
 * A link as the product reads it from a frontmatter value or a typed reference.
 * Spec: issue 9 H2 (links round-trip; resolve the way Obsidian does); docs/contracts.md, Names and links.
 */
export interface ParsedLink {
  /** The file part, trimmed, as Obsidian reads it (`Summaries/X` of `[[Summaries/X#Decisions|x]]`); may be ''. */
  target: string;
  /** The heading or block part without its marker (`Decisions`, `^abc` keeps its `^`), or null. */
  subpath: string | null;
  /** The alias (`[[t|alias]]`) or Markdown link text, or null. */
  alias: string | null;
  /**
   * `wikilink` (`[[…]]`, `![[…]]`), `markdown` (`[text](path)`, percent-decoded) or `plain`
   * (any other string: a literal path or name; `#`, `^`, `|` are part of it).
   */
  form: 'wikilink' | 'markdown' | 'plain';
  /**
   * For a wikilink whose inner text has `#` or `^`: that text read literally, without alias
   * (`Transcripts/Sprint #3 review`), so a file other tools created with such a name can still
   * be found when the Obsidian reading finds nothing; else null.
   */
  literal: string | null;
}

/** Removes one pair of surrounding YAML-ish quotes. */
function unquote(s: string): string {
  if (s.length >= 2 && (s[0] === '"' || s[0] === "'") && s.endsWith(s[0])) return s.slice(1, -1).trim();
  return s;
}

/** Splits `target#heading` / `target^block` at the first marker (Obsidian's reading). */
function splitSubpath(inner: string): { target: string; subpath: string | null } {
  const at = inner.search(/[#^]/);
  if (at === -1) return { target: inner.trim(), subpath: null };
  const sub = inner.slice(at);
  return {
    target: inner.slice(0, at).trim(),
    subpath: (sub.startsWith('#') ? sub.slice(1) : sub).trim(),
  };
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Parses a link the way Obsidian does: `[[target#heading|alias]]`, `[[target#^block]]`,
 * `[[target^block]]`, `![[embed]]`, a table-escaped `[[target\|alias]]`, and Markdown links
 * `[text](Folder/My%20note.md#heading)` / `[text](<Folder/My note.md>)` (percent-decoded); one
 * pair of surrounding quotes (frontmatter strings) is removed first. Anything else is a `plain`
 * literal (a vault path or a name, taken as written, trimmed).
 * @param value the raw value (frontmatter string, typed reference).
 * @returns the parsed link; `target` is '' for an empty value or `[[#heading]]`.
 * Spec: issue 9 H2; docs/vault-format.md, Meeting note (links); docs/contracts.md, Names and links.
 */
export function parseLink(value: string): ParsedLink {
  const s = unquote(value.trim());
  const wiki = /^!?\[\[([\s\S]*)\]\]$/.exec(s);
  if (wiki) {
    const raw = wiki[1]!.replace(/\\\|/g, '|');
    const bar = raw.indexOf('|');
    const inner = bar === -1 ? raw : raw.slice(0, bar);
    const alias = bar === -1 ? null : raw.slice(bar + 1).trim();
    const { target, subpath } = splitSubpath(inner);
    return { target, subpath, alias, form: 'wikilink', literal: subpath === null ? null : inner.trim() };
  }
  const md = /^!?\[([^\]]*)\]\(\s*(?:<([^>]*)>|([^)\s]*))\s*\)$/.exec(s);
  if (md) {
    const href = md[2] ?? md[3] ?? '';
    const hash = href.indexOf('#');
    const file = decode(hash === -1 ? href : href.slice(0, hash)).trim();
    const sub = hash === -1 ? null : decode(href.slice(hash + 1)).trim();
    return { target: file, subpath: sub, alias: md[1]!.trim() || null, form: 'markdown', literal: null };
  }
  return { target: s, subpath: null, alias: null, form: 'plain', literal: null };
}

/**
 * The file part of a link-ish string (see {@link parseLink}): `"[[Projects/x|X]]"` → `Projects/x`,
 * `[[Summaries/X#Decisions]]` → `Summaries/X`, `Transcripts/x` → `Transcripts/x`.
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md, Names and links.
 */
export function linkTarget(value: string): string {
  return parseLink(value).target;
}
