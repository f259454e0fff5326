import type { LinkAt } from './parse-link.js';
import { replaceLinks } from './replace-links.js';

/**
 * The characters Obsidian's Markdown reads as syntax inside a line of text: `#` (a tag: `#general`),
 * `^` (a block id: `Anna ^2` at a line's end), `[` `]` (links, a `[[` left open or a stray `]`), `|`
 * (a table cell, a link's alias), `*` `_` (emphasis), `` ` `` (code), `~` (strike), `=` (`==`
 * highlight), `$` (math), `<` (HTML, `<!--` comments), `%` (`%%` comments), and the backslash itself.
 * Each is ASCII punctuation, which CommonMark (and Obsidian) shows as itself after a backslash.
 */
const MARKDOWN_SYNTAX = /[\\#^[\]|*_`~=$<%]/g;

/**
 * A person's name (a speaker label, an owner, an attendee: foreign text, e.g. a WebVTT voice
 * `<v Carol #lead ^x>`) written into a note's Markdown body as plain text: every character Obsidian
 * would read as syntax is escaped with a backslash, so `#general` is no tag (`\#general`), `Anna ^2`
 * no block id, `a]b` and `Q|A` no broken link or table cell, and the note shows the name as written.
 * A wikilink in it (`[[People/Ann Lee|Ann]]`, `[[Bob]]`: a person the vault writes as a link,
 * docs/vault-format.md) stays a link: by default written as it is (an embed's `!` dropped: a name
 * embeds no note), or as `link` returns for it (return plain text through this function again).
 * Other links (`[x](y)`) are escaped as text. One escape for every person label the product writes into a note body (reviewA F5, leftovers C L157).
 * @param name one line of text (a label; line breaks are not handled here).
 * @param link what to write for each wikilink found (`found` as `readLinkAt` reads it, `written` its
 *   text without an embed's `!`); default: `written`.
 * @returns the Markdown text; `''` for `''`.
 * Spec: reviewA F5 (speaker names became tags and block ids in summaries); docs/vault-format.md
 * (Summary note: names are plain text, people linked).
 */
export function markdownName(name: string, link?: (found: LinkAt, written: string) => string): string {
  const escaped = (text: string) => text.replace(MARKDOWN_SYNTAX, '\\$&');
  let out = '';
  let copied = 0;
  replaceLinks(name, (found, written) => {
    if (found.link.form !== 'wikilink') return written;
    const kept = written.replace(/^!/, '');
    out += escaped(name.slice(copied, found.end - written.length)) + (link ? link(found, kept) : kept);
    copied = found.end;
    return written;
  });
  return out + escaped(name.slice(copied));
}
