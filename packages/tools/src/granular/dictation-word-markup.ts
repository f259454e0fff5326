/**
 * What a dictation word would turn its list item into when it is Markdown or Obsidian syntax rather
 * than plain text (T58): `- ---` is a horizontal rule, `- #tag` a tag, `- [[x]]` a link.
 * Spec: docs/vault-format.md (Dictation.md: a list of `- word` items); docs/tools.md (add_dictation_word); T58.
 */
import { markdownListItems } from '@ma/core';

/**
 * Obsidian syntax that CommonMark + GFM read as text: [pattern, what the item would become]. Made on
 * first use: the tag's Unicode classes cost every process that loads this module a parse (P237).
 */
let obsidianTable: ReadonlyArray<readonly [RegExp, string]> | undefined;
const obsidian = (): ReadonlyArray<readonly [RegExp, string]> => {
  obsidianTable ??= OBSIDIAN();
  return obsidianTable;
};
const OBSIDIAN = (): ReadonlyArray<readonly [RegExp, string]> => [
  // A tag: `#` at the start or after white space, then tag characters holding at least one non-digit.
  [/(?:^|\s)#[\p{L}\p{N}_/-]*[\p{L}_/-]/u, 'an Obsidian tag'],
  [/!\[\[.*\]\]/, 'an Obsidian embed'],
  [/\[\[.*\]\]/, 'an Obsidian link'],
  [/%%/, 'an Obsidian comment (hidden, with every line after it)'],
  [/==\S(?:.*\S)?==/, 'Obsidian highlighted text'],
  [/(?:^|[^\\])\$\S(?:[^$]*\S)?\$/, 'Obsidian math'],
];

/** Names the CommonMark/GFM structure a word that does not read back as itself would make. */
function commonMarkKind(word: string, shown: string | undefined): string {
  if (/^(?:[-_*][ \t]*){3,}$/.test(word)) return 'a horizontal rule (thematic break)';
  if (/^(?:`{3,}|~{3,})/.test(word)) return 'a code block (hiding the words after it)';
  if (word.includes('<!--')) return 'an HTML comment (hidden)';
  if (/<\/?[A-Za-z][^>]*>/.test(word)) return 'an HTML tag (hidden)';
  return shown === undefined
    ? 'Markdown markup, not a word'
    : `Markdown markup, read as ${JSON.stringify(shown)}`;
}

/**
 * What the list item `- <word>` would be instead of the word itself, or `null` when it reads as the word.
 * CommonMark + GFM structure is found by parsing the item as the dictation list is read (core
 * `markdownListItems`: the item must read back as the word, white space runs as one space): a
 * thematic break (`---`, `___`), a fenced code block, an HTML comment or tag, emphasis (`_x_`),
 * a code span, a link, an entity (`&amp;`), a backslash escape. Obsidian's own syntax, which
 * CommonMark reads as text, is matched: a tag (`#tag`, not `C#` or `#1`), a link or embed
 * (`[[x]]`, `![[x]]`), a comment (`%%`), a highlight (`==x==`), math (`$x$`).
 * @param word the trimmed, one-line word (after `plainTextArg`).
 * @returns e.g. `'a horizontal rule (thematic break)'`, `'an Obsidian tag'`; `null` for plain text.
 * Spec: docs/vault-format.md (Dictation.md); T58.
 */
export async function dictationWordMarkup(word: string): Promise<string | null> {
  for (const [pattern, kind] of obsidian()) if (pattern.test(word)) return kind;
  const items = await markdownListItems(`- ${word}\n`);
  if (items.length === 1 && items[0] === word.replace(/\s+/g, ' ')) return null;
  return commonMarkKind(word, items.length === 1 ? items[0] : undefined);
}
