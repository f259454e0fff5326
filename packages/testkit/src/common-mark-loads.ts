import { createRequire } from 'node:module';

/** The parts of the `commonmark` package (the CommonMark reference implementation) the witness uses. */
interface CommonMark {
  Parser: new () => { parse(text: string): unknown };
  HtmlRenderer: new () => { render(doc: unknown): string };
}

let commonmark: CommonMark | undefined;

/** What in rendered HTML loads from the web or runs: an element that loads (any attribute layout), any element with a loading attribute, a Dataview block. */
const LOADS =
  /<(?:img|iframe|video|audio|source|embed|object|image|svg|link|style|script|picture|frame|input)[\s/>][^>]*>?|<[a-z][^<>]*[\s/"'](?:src|srcset|background|poster|style)\s*=[^>]*|class="language-dataview(?:js)?"/gi;

/**
 * A witness for tests of model-written Markdown (review7 T1): renders `markdown` with the CommonMark
 * reference implementation (`commonmark`, a parser independent of the product's), raw HTML passed
 * through as Obsidian keeps `<img src>`, and lists every piece of the HTML that would load from the
 * web or run when shown: loading elements (`<img …>`, `<iframe …>`, `<img/src=…>`), any element with `src=`/`style=`…,
 * ```` ```dataviewjs ````/```` ```dataview ```` code blocks (`class="language-dataviewjs"`).
 * @param markdown - a note's body (no frontmatter)
 * @returns the matches, in order, each cut to 120 characters; empty: nothing loads or runs
 * Spec: review7 T1; review6 S17 (nothing a model writes loads from the web).
 */
export function commonMarkLoads(markdown: string): string[] {
  commonmark ??= createRequire(import.meta.url)('commonmark') as CommonMark;
  const html = new commonmark.HtmlRenderer().render(new commonmark.Parser().parse(markdown));
  return [...html.matchAll(LOADS)].map((m) => m[0].slice(0, 120));
}
