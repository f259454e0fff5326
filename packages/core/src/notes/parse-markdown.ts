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
    return (text: string) => fromMarkdown(text, options) as MarkdownNode;
  });
  return loading;
}
