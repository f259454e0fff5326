/**
 * A node of a parsed Markdown tree (mdast, as `mdast-util-from-markdown` builds it), with the fields
 * core reads: `type` (`image`, `imageReference`, `definition`, `html`, `text`, `code`, `inlineCode`, …),
 * `position` (offsets: UTF-16 code units into the parsed text, `end` exclusive), `url` (decoded),
 * `identifier` (normalized label), `lang` (a code block's language), `value`, `children`.
 * Spec: review7 T1 (model text is parsed as Markdown, not matched with regular expressions).
 */
export interface MarkdownNode {
  type: string;
  position?: { start: { offset?: number }; end: { offset?: number } };
  url?: string;
  identifier?: string;
  lang?: string | null;
  value?: string;
  children?: MarkdownNode[];
}

let loading: Promise<(text: string) => MarkdownNode> | undefined;

/** UTF-16 code units parsed by every `parseMarkdown()` parser in this process. */
let parsedUnits = 0;

/**
 * How much Markdown this process has parsed so far: the sum of the lengths (UTF-16 code units) of
 * every text given to a parser from {@link parseMarkdown}. A parse costs about 3 µs a character
 * (issue #13), so tests count it (a difference before and after a call) instead of timing it.
 * @returns the count, 0 before the first parse; never decreases
 * Spec: issue #13 (fast at any size: a write parses what it changed, once).
 */
export function markdownParsedUnits(): number {
  return parsedUnits;
}

/**
 * The Markdown parser, loaded on the first call (`micromark` through `mdast-util-from-markdown`, with
 * the GFM extensions: tables, footnotes, strikethrough, task lists, autolinks — what Obsidian reads):
 * only commands that write model text pay for loading it. The returned function parses a whole
 * document (CommonMark 0.31 + GFM) into a tree with source offsets; it never throws for any text.
 * @returns `parse(text)` → the root node (`type: 'root'`)
 * Spec: review7 T1; docs/startup.md (code loaded when first used).
 */
export function parseMarkdown(): Promise<(text: string) => MarkdownNode> {
  loading ??= Promise.all([
    import('mdast-util-from-markdown'),
    import('micromark-extension-gfm'),
    import('mdast-util-gfm'),
  ]).then(([{ fromMarkdown }, { gfm }, { gfmFromMarkdown }]) => {
    const options = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };
    return (text: string) => {
      parsedUnits += text.length;
      return fromMarkdown(text, options) as MarkdownNode;
    };
  });
  return loading;
}
