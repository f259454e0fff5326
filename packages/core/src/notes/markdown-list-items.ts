import { type MarkdownNode, parseMarkdown } from './parse-markdown.js';
import { splitFrontmatter } from './split-frontmatter.js';

/** The text a reader sees in an inline node: text and code spans as written, HTML (comments) left out. */
function shownText(node: MarkdownNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'html') return '';
  if (node.type === 'break') return ' ';
  return (node.children ?? []).map(shownText).join('');
}

/** Collects the first line of the first paragraph's shown text of every list item under `node`, nested ones too. */
function collectItems(node: MarkdownNode, out: string[]): void {
  for (const child of node.children ?? []) {
    // Code blocks and HTML blocks (comments) show no list items, whatever lines they hold.
    if (child.type === 'code' || child.type === 'html') continue;
    if (child.type === 'listItem') {
      const first = child.children?.find((c) => c.type === 'paragraph');
      // Its first line: a line typed under an item without a blank line continues its paragraph
      // (a lazy continuation), but in a list of words it is not part of the word.
      const text = first ? (shownText(first).split(/\r?\n/)[0] ?? '').replace(/\s+/g, ' ').trim() : '';
      if (text !== '') out.push(text);
    }
    collectItems(child, out);
  }
}

/**
 * The items of the Markdown lists in a note's body, as Obsidian shows them: the first line of each
 * list item's text (`- word`, `* word`, `+ word`, `1. word`, a task `- [ ] word`, nested items too), with inline
 * markup removed (`**Mimir**` and `` `Pyroscope` `` are `Mimir`, `Pyroscope`; an HTML comment after
 * the word is left out), white space runs as one space, trimmed; empty items are skipped. The
 * frontmatter (its YAML lists: `tags`, `aliases`) and lines inside fenced or indented code blocks and
 * HTML blocks (`<!-- ... -->` spanning lines) are not items. A BOM and CRLF line breaks are read as
 * usual. Parsed with the product's Markdown parser (CommonMark + GFM, core `parseMarkdown`).
 * @param text a note's whole text (`''` for a missing note).
 * @returns the items' texts, in file order.
 * Spec: docs/vault-format.md (Dictation.md: a list of `- word` items; adding an existing word is a
 * no-op); review12 Y7.
 */
export async function markdownListItems(text: string): Promise<string[]> {
  const split = splitFrontmatter(text);
  const body = split.block === null ? split.content : split.content.slice(split.block.end);
  const parse = await parseMarkdown();
  const out: string[] = [];
  collectItems(parse(body), out);
  return out;
}
