/**
 * A Markdown construct left open at the end of a text: everything written after it (in the same
 * note) would be hidden or turned into code.
 * Spec: docs/audit-diffs.md, The audit cannot be rewritten by the model; hostile review N9.
 */
export interface UnclosedBlock {
  /**
   * `comment`: Obsidian `%%`; `html-comment`: `<!--`; `fence`: a ``` or ~~~ code block;
   * `html-block`: a CommonMark HTML block that ends only at its closing mark (`<pre>`, `<script>`,
   * `<style>`, `<textarea>`, `<?`, `<!DOCTYPE`-like `<!X`, `<![CDATA[`); `math`: an Obsidian `$$`
   * math block (review12 Y8).
   */
  kind: 'comment' | 'html-comment' | 'fence' | 'html-block' | 'math';
  /** What opened it, as written (`%%`, `<!--`, the fence's backticks or tildes, `<pre`, `$$`, …). */
  opener: string;
  /** What closes it (`%%`, `-->`, the fence, `</pre>`, `?>`, `>`, `]]>`, `$$`). */
  closer: string;
  /** The 1-based line of `text` that opened it. */
  line: number;
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;

/**
 * CommonMark HTML blocks of types 1, 3, 4 and 5 (they run to a closing mark, not to a blank line),
 * as a line beginning (up to 3 spaces of indent): the opener and what ends the block.
 */
const HTML_BLOCK_OPEN: readonly {
  open: RegExp;
  closer: (opener: string) => string;
  end: (line: string) => boolean;
}[] = [
  {
    open: /^ {0,3}(<(?:pre|script|style|textarea))(?=[\s>]|$)/i,
    closer: (opener) => `</${opener.slice(1).toLowerCase()}>`,
    end: (line) => /<\/(?:pre|script|style|textarea)>/i.test(line),
  },
  { open: /^ {0,3}(<\?)/, closer: () => '?>', end: (line) => line.includes('?>') },
  { open: /^ {0,3}(<!\[CDATA\[)/, closer: () => ']]>', end: (line) => line.includes(']]>') },
  { open: /^ {0,3}(<![A-Za-z])/, closer: () => '>', end: (line) => line.includes('>') },
];

/** An Obsidian math block: a line beginning with `$$` (up to 3 spaces of indent). */
const MATH_OPEN = /^ {0,3}\$\$/;

/** `line` with inline code spans blanked (a `%%` or `<!--` inside backticks is text). */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, (span) => ' '.repeat(span.length));
}

/**
 * Finds the construct that `text` leaves open at its end, if any: a fenced code block (```,
 * ~~~, CommonMark rules: closed by the same character, at least as many, nothing else on the
 * line), an Obsidian comment (`%%` … `%%`, which may span lines) or an HTML comment (`<!--` …
 * `-->`), the last two outside code blocks and inline code, a CommonMark HTML block that ends only
 * at its closing mark (`<pre>`, `<script>`, `<style>`, `<textarea>` … their closing tag; `<?` … `?>`;
 * `<!X` … `>`; `<![CDATA[` … `]]>`), or an Obsidian `$$` math block (a line beginning with `$$`,
 * closed by the next `$$`). Obsidian hides comments in reading view, a fence turns what follows
 * into code, an HTML block into raw HTML and `$$` into math, so text appended after such a
 * construct — the run records and audit below the model's notes in the context note — would not
 * be seen (review12 Y8).
 * Pure; never throws. Lines split on LF (a CR before it is ignored).
 * @returns the open construct (kind, opener, 1-based line), or null when everything is closed.
 * Spec: docs/audit-diffs.md, The audit cannot be rewritten by the model; hostile review N9.
 */
export function unclosedBlock(text: string): UnclosedBlock | null {
  let open: UnclosedBlock | null = null;
  let htmlEnd: ((line: string) => boolean) | undefined;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\r$/, '');
    if (open?.kind === 'fence') {
      const close = FENCE_OPEN.exec(line);
      const fence = close?.[1];
      if (fence && fence[0] === open.opener[0] && fence.length >= open.opener.length) {
        if (line.slice(close[0].length).trim() === '') open = null;
      }
      continue;
    }
    if (open?.kind === 'html-block') {
      if (htmlEnd?.(line)) open = null;
      continue;
    }
    if (open?.kind === 'math') {
      if (line.includes('$$')) open = null;
      continue;
    }
    if (open === null) {
      const fence = FENCE_OPEN.exec(line)?.[1];
      // A backtick fence's info string may not hold a backtick (CommonMark); then it is no fence.
      if (fence && !(fence[0] === '`' && line.slice(line.indexOf(fence) + fence.length).includes('`'))) {
        open = { kind: 'fence', opener: fence, closer: fence, line: i + 1 };
        continue;
      }
      const html = HTML_BLOCK_OPEN.map((b) => ({ b, m: b.open.exec(line) })).find((x) => x.m !== null);
      if (html?.m) {
        const opener = html.m[1]!;
        // The closing mark may be on the opening line itself (`<pre>x</pre>`).
        if (!html.b.end(line.slice(html.m[0].length))) {
          open = { kind: 'html-block', opener, closer: html.b.closer(opener), line: i + 1 };
          htmlEnd = html.b.end;
        }
        continue;
      }
      const math = MATH_OPEN.exec(line);
      if (math) {
        // `$$x$$` on one line is closed.
        if (!line.slice(math[0].length).includes('$$'))
          open = { kind: 'math', opener: '$$', closer: '$$', line: i + 1 };
        continue;
      }
    }
    let rest = withoutCodeSpans(line);
    while (rest !== '') {
      if (open === null) {
        const comment = rest.indexOf('%%');
        const html = rest.indexOf('<!--');
        if (comment === -1 && html === -1) break;
        if (html === -1 || (comment !== -1 && comment < html)) {
          open = { kind: 'comment', opener: '%%', closer: '%%', line: i + 1 };
          rest = rest.slice(comment + 2);
        } else {
          open = { kind: 'html-comment', opener: '<!--', closer: '-->', line: i + 1 };
          rest = rest.slice(html + 4);
        }
        continue;
      }
      const at = rest.indexOf(open.closer);
      if (at === -1) break;
      const closer = open.closer;
      open = null;
      rest = rest.slice(at + closer.length);
    }
  }
  return open;
}
