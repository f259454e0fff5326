import { posix } from 'node:path';
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

/**
 * `s` without one pair of surrounding quotes (`"Ann Lee"` or `'Ann Lee'` → `Ann Lee`, trimmed inside):
 * such quotes are the writer's (a frontmatter string, a typed argument), not part of the name or link,
 * as {@link parseLink} reads them; anything else as is (`Dwayne "The Rock" Johnson`, `"Ann`).
 * Spec: docs/contracts.md, Names and links; docs/tools.md (`add_attendee`, L621).
 */
export function unquote(s: string): string {
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

/** CommonMark backslash escapes of ASCII punctuation removed (`\]` → `]`, `\(` → `(`). */
function unescapeMarkdown(s: string): string {
  return s.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/** A link found in a text by {@link readLinkAt}: what it says and where it ends. */
export interface LinkAt {
  link: ParsedLink;
  /** Index just after the link's last character. */
  end: number;
  /** True for an embed (`![[…]]`, `![alt](…)`). */
  embed: boolean;
}

/** `[[inner]]` (or `![[inner]]`) starting at `at`: inner text up to the first `]]` on the line. */
function readWikilinkAt(text: string, at: number): LinkAt | null {
  const embed = text[at] === '!';
  const open = embed ? at + 1 : at;
  if (!text.startsWith('[[', open)) return null;
  const close = text.indexOf(']]', open + 2);
  if (close === -1) return null;
  const raw = text.slice(open + 2, close);
  if (raw.includes('\n') || raw.includes('[[')) return null;
  return { link: wikilinkText(raw, false), end: close + 2, embed };
}

/**
 * The link a wikilink's inner text (between `[[` and `]]`) names: `target#heading|alias`, a table-escaped
 * `\|`; `literal` the text before the alias when it holds a heading/block part, or always with `literal`.
 */
function wikilinkText(raw: string, literal: boolean): ParsedLink {
  const unescaped = raw.replace(/\\\|/g, '|');
  const bar = unescaped.indexOf('|');
  const inner = bar === -1 ? unescaped : unescaped.slice(0, bar);
  const alias = bar === -1 ? null : unescaped.slice(bar + 1).trim();
  const { target, subpath } = splitSubpath(inner);
  return {
    target,
    subpath,
    alias,
    form: 'wikilink',
    literal: literal || subpath !== null ? inner.trim() : null,
  };
}

/** Index after the `]` closing link text that opens at `open` (`[`), nested brackets and escapes allowed; -1 if none. */
function closeBracket(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '\n') return -1;
    else if (ch === '[') depth++;
    else if (ch === ']' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * The destination and optional title of a Markdown link, from just after `(` to its `)`:
 * `<a b.md>`, `a%20b.md` (balanced parentheses, escapes), then `"title"`, `'title'` or `(title)`.
 * With `lenient`, a destination with spaces and no title (`[x](My note.md)`, which Obsidian
 * reads) is taken whole up to the last `)`.
 */
function readDestination(text: string, from: number, lenient: boolean): { href: string; end: number } | null {
  let i = from;
  const skipSpace = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
  };
  skipSpace();
  let href: string;
  if (text[i] === '<') {
    const close = text.slice(i + 1).search(/(?<!\\)[>\n]/);
    if (close === -1 || text[i + 1 + close] !== '>') return null;
    href = text.slice(i + 1, i + 1 + close);
    i += close + 2;
  } else {
    const start = i;
    let depth = 0;
    for (; i < text.length; i++) {
      const ch = text[i] as string;
      if (ch === '\\') i++;
      else if (/[\s\u0000-\u001f]/.test(ch)) break;
      else if (ch === '(') depth++;
      else if (ch === ')' && depth-- === 0) break;
    }
    href = text.slice(start, i);
  }
  const hrefEnd = i;
  skipSpace();
  const quote = text[i];
  if (i > hrefEnd && (quote === '"' || quote === "'" || quote === '(')) {
    const closer = quote === '(' ? ')' : quote;
    let j = i + 1;
    for (; j < text.length && text[j] !== closer; j++) if (text[j] === '\\') j++;
    if (j < text.length) {
      i = j + 1;
      skipSpace();
    }
  }
  if (text[i] === ')') return { href, end: i + 1 };
  if (lenient && text.endsWith(')') && !text.slice(from, -1).includes('\n'))
    return { href: text.slice(from, -1).trim(), end: text.length };
  return null;
}

/** `[text](destination "title")` (or `![alt](…)`) starting at `at`. */
function readMarkdownLinkAt(text: string, at: number, lenient: boolean): LinkAt | null {
  const embed = text[at] === '!';
  const open = embed ? at + 1 : at;
  if (text[open] !== '[' || text[open + 1] === '[') return null;
  const afterText = closeBracket(text, open);
  if (afterText === -1 || text[afterText] !== '(') return null;
  const dest = readDestination(text, afterText + 1, lenient);
  if (dest === null) return null;
  const href = unescapeMarkdown(dest.href);
  const hash = href.indexOf('#');
  const file = decode(hash === -1 ? href : href.slice(0, hash)).trim();
  const sub = hash === -1 ? null : decode(href.slice(hash + 1)).trim();
  const alias = unescapeMarkdown(text.slice(open + 1, afterText - 1)).trim() || null;
  return {
    link: { target: file, subpath: sub, alias, form: 'markdown', literal: null },
    end: dest.end,
    embed,
  };
}

/**
 * The link (wikilink, embed or Markdown link) that starts at `text[at]`, if one does: the one
 * grammar behind {@link parseLink} and every scan of links in running text.
 * - `[[target#heading|alias]]`, `[[target#^block]]`, `[[target^block]]`, `![[embed]]`, a
 *   table-escaped `[[target\|alias]]` (inner text up to the first `]]` of the line);
 * - CommonMark links `[text](dest)`, `![alt](dest)`: link text with nested brackets and backslash
 *   escapes (`[a \] b [c]](…)`), destination `<with spaces.md>` or `percent%20encoded.md` (balanced
 *   parentheses, escapes), optional title `"t"`, `'t'` or `(t)`; the destination is unescaped,
 *   split at its first `#` and percent-decoded.
 * @param text the text; `at` a 0-based index into it.
 * @param opts `lenient`: a destination with unencoded spaces (`[x](My note.md)`) is read up to the
 *   text's last `)` (for one whole value, never for running text).
 * @returns the parsed link, the index after it and whether it is an embed; null when no link starts there.
 * Spec: docs/contracts.md, Names and links (Links read); hostile review V2.
 */
export function readLinkAt(text: string, at: number, opts: { lenient?: boolean } = {}): LinkAt | null {
  const first = text[at] === '!' ? text[at + 1] : text[at];
  if (first !== '[') return null;
  return readWikilinkAt(text, at) ?? readMarkdownLinkAt(text, at, opts.lenient === true);
}

/**
 * Parses a link the way Obsidian does (the one link reader of the product; {@link readLinkAt}
 * has the grammar): `[[target#heading|alias]]`, `[[target#^block]]`, `[[target^block]]`,
 * `![[embed]]`, a table-escaped `[[target\|alias]]`, and CommonMark links
 * `[text](Folder/My%20note.md#heading "title")` / `[text](<Folder/My note.md> 'title')` /
 * `[a \] [b]](…)` (destination unescaped and percent-decoded); one pair of surrounding quotes
 * (frontmatter strings, typed arguments) is removed first. Anything else is a `plain` literal (a
 * vault path or a name, taken as written, trimmed).
 * @param value the raw value (frontmatter string, tool argument, typed reference).
 * @param from the vault path of the note holding the link: a `./`/`../` target is then read from
 *   that note's folder ({@link fromNoteFolder}); without it the target is taken as written.
 * @returns the parsed link; `target` is '' for an empty value or `[[#heading]]`.
 * Spec: issue 9 H2; docs/vault-format.md, Meeting note (links); docs/contracts.md, Names and links;
 *   hostile review V2.
 */
export function parseLink(value: string, from?: string): ParsedLink {
  const s = unquote(value.trim());
  const found = readLinkAt(s, 0, { lenient: true });
  const link =
    found !== null && found.end === s.length
      ? found.link
      : (bracketedWikilink(s) ?? {
          target: s,
          subpath: null,
          alias: null,
          form: 'plain' as const,
          literal: null,
        });
  if (from === undefined) return link;
  const literal = link.literal === null ? null : fromNoteFolder(link.literal, from);
  return { ...link, target: fromNoteFolder(link.target, from), literal };
}

/**
 * A link target written relative to the note that holds it (`./x`, `../Transcripts/x`, as
 * Obsidian's "New link format: Relative path to file" writes it) as a vault path: joined to the
 * folder of `from` (the linking note's vault path) and normalized (`Meetings/2026/../../Transcripts/x`
 * → `Transcripts/x`). Any other target is returned as written. A target that climbs above the vault
 * keeps its leading `..` (`../outside`), so the path check refuses it as an escape (R110).
 */
export function fromNoteFolder(target: string, from: string): string {
  const slashed = target.replace(/\\/g, '/');
  if (!/^\.\.?\//.test(slashed)) return target;
  return posix.normalize(posix.join(posix.dirname(from.replace(/\\/g, '/')), slashed));
}

/**
 * A whole value `[[…]]` (or `![[…]]`) whose text holds `]` or `[` — a note another tool named
 * `Plan [v2]` linked as `[[Transcripts/Plan [v2]]]` — which the wikilink grammar ends at the first `]]`:
 * read as a wikilink of the text between the outer brackets, with that text as its `literal` (the
 * literal-name fallback `#`/`^` names get), so it resolves to the file it spells (reviewA T11: it was
 * "names no file (closest: Transcripts/Plan [v2].md)"). Null for anything else.
 */
function bracketedWikilink(s: string): ParsedLink | null {
  const open = s.startsWith('![[') ? 3 : s.startsWith('[[') ? 2 : -1;
  if (open === -1 || !s.endsWith(']]') || s.length < open + 3) return null;
  const raw = s.slice(open, -2);
  if (raw.includes('\n') || raw.includes('[[') || raw.includes(']]') || !/[[\]]/.test(raw)) return null;
  return wikilinkText(raw, true);
}

/**
 * The file part of a link-ish string (see {@link parseLink}): `"[[Projects/x|X]]"` → `Projects/x`,
 * `[[Summaries/X#Decisions]]` → `Summaries/X`, `Transcripts/x` → `Transcripts/x`; `from` as for
 * {@link parseLink} (`../Projects/x` from `Meetings/m.md` → `Projects/x`).
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md, Names and links.
 */
export function linkTarget(value: string, from?: string): string {
  return parseLink(value, from).target;
}

/**
 * The note names (file parts) a typed reference may mean, in the order to try them: a wikilink or
 * Markdown link gives its target, then its literal text when that holds `#`/`^` (a file another
 * tool named `Sprint #3`); a plain name is taken as typed first (a note may be named so), then —
 * when it holds `#`, `^` or `|` — as the target of an Obsidian link (`proj#Heading` → `proj`,
 * `proj#^block` → `proj`, `proj|Alias` → `proj`), as a user copies it out of a link. Empty readings
 * and repeats are left out.
 * @param value a typed meeting, summary or note name (`ma summarize <meeting>`, a tool argument).
 * @returns one or two readings; `[]` for an empty value.
 * Spec: L54; docs/contracts.md, Names and links.
 */
export function nameReadings(value: string): string[] {
  const link = parseLink(value);
  const readings =
    link.form === 'plain'
      ? [link.target, ...(/[#^|]/.test(link.target) ? [parseLink(`[[${link.target}]]`).target] : [])]
      : [link.target, ...(link.literal !== null ? [link.literal] : [])];
  return [...new Set(readings.filter((r) => r !== ''))];
}
