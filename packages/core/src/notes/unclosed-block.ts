/**
 * A Markdown construct left open at the end of a text: everything written after it (in the same
 * note) would be hidden or turned into code.
 * Spec: docs/audit-diffs.md, The audit cannot be rewritten by the model; hostile review N9.
 */
export interface UnclosedBlock {
  /** `comment`: Obsidian `%%`; `html-comment`: `<!--`; `fence`: a ``` or ~~~ code block. */
  kind: 'comment' | 'html-comment' | 'fence';
  /** What opened it, as written (`%%`, `<!--`, the fence's backticks or tildes). */
  opener: string;
  /** The 1-based line of `text` that opened it. */
  line: number;
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;

/** `line` with inline code spans blanked (a `%%` or `<!--` inside backticks is text). */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, (span) => ' '.repeat(span.length));
}

/**
 * Finds the construct that `text` leaves open at its end, if any: a fenced code block (```,
 * ~~~, CommonMark rules: closed by the same character, at least as many, nothing else on the
 * line), an Obsidian comment (`%%` … `%%`, which may span lines) or an HTML comment (`<!--` …
 * `-->`), the last two outside code blocks and inline code. Obsidian hides comments in reading
 * view, and a fence turns what follows into code, so text appended after such a construct — the
 * run records and audit below the model's notes in the context note — would not be seen.
 * Pure; never throws. Lines split on LF (a CR before it is ignored).
 * @returns the open construct (kind, opener, 1-based line), or null when everything is closed.
 * Spec: docs/audit-diffs.md, The audit cannot be rewritten by the model; hostile review N9.
 */
export function unclosedBlock(text: string): UnclosedBlock | null {
  let open: UnclosedBlock | null = null;
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
    if (open === null) {
      const fence = FENCE_OPEN.exec(line)?.[1];
      // A backtick fence's info string may not hold a backtick (CommonMark); then it is no fence.
      if (fence && !(fence[0] === '`' && line.slice(line.indexOf(fence) + fence.length).includes('`'))) {
        open = { kind: 'fence', opener: fence, line: i + 1 };
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
          open = { kind: 'comment', opener: '%%', line: i + 1 };
          rest = rest.slice(comment + 2);
        } else {
          open = { kind: 'html-comment', opener: '<!--', line: i + 1 };
          rest = rest.slice(html + 4);
        }
        continue;
      }
      const closer = open.kind === 'comment' ? '%%' : '-->';
      const at = rest.indexOf(closer);
      if (at === -1) break;
      open = null;
      rest = rest.slice(at + closer.length);
    }
  }
  return open;
}
