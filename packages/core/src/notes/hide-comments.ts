import { splitFrontmatter } from './split-frontmatter.js';

/**
 * The user's private remarks in a note: Obsidian comments (`%% … %%`, inline or over several
 * lines) and HTML comments (`<!-- … -->`). Obsidian shows them only in editing view; they are
 * not published or exported, so what we send to a model or copy into a summary leaves them out.
 * Spec: review 4 P27 (private comments in the user's notes); docs/vault-format.md, User notes.
 */
export interface HiddenComments {
  /** The text with every comment removed; line breaks inside a comment are kept, so line N is still line N. */
  text: string;
  /** Lines that held (part of) a comment, 0 when there was none. */
  lines: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * {@link hideComments} on a whole note's body only: a BOM and the frontmatter block are kept as
 * they are (`%%` or `<!--` inside a YAML value is text, not a comment), so line N of the result is
 * still line N of the file. Pure; never throws.
 * @param note the note's whole text (BOM, frontmatter and body; LF or CRLF).
 * Spec: review 4 P27 (private comments) — `read_meetingnote` shows the note to the model.
 */
export function hideBodyComments(note: string): HiddenComments {
  const split = splitFrontmatter(note);
  const bodyStart = note.length - split.content.length + (split.block?.end ?? 0);
  const body = hideComments(note.slice(bodyStart));
  if (body.lines === 0) return { text: note, lines: 0 };
  return { text: note.slice(0, bodyStart) + body.text, lines: body.lines };
}

/**
 * Removes the comments of `text` (see {@link HiddenComments}), outside fenced code blocks and
 * inline code spans; a comment left open runs to the end of the text, as Obsidian hides it. Pure;
 * never throws. Lines split on LF (a CR stays with its line).
 * @returns the text without comments and the number of lines that held one
 */
export function hideComments(text: string): HiddenComments {
  if (!text.includes('%%') && !text.includes('<!--')) return { text, lines: 0 };
  const out: string[] = [];
  let lines = 0;
  let fence: string | null = null;
  /** The closer of the comment open at the end of the previous line. */
  let open: '%%' | '-->' | null = null;
  for (const line of text.split('\n')) {
    if (open === null) {
      const mark = FENCE.exec(line)?.[1];
      if (fence !== null) {
        if (
          mark &&
          mark[0] === fence[0] &&
          mark.length >= fence.length &&
          line.slice(line.indexOf(mark) + mark.length).trim() === ''
        )
          fence = null;
        out.push(line);
        continue;
      }
      if (mark) {
        fence = mark;
        out.push(line);
        continue;
      }
    }
    const kept = withoutComments(line, open);
    open = kept.open;
    if (kept.hid) lines++;
    out.push(kept.text);
  }
  return { text: out.join('\n'), lines };
}

/** One line without its comments, given the comment open before it; the comment open after it. */
function withoutComments(
  line: string,
  openBefore: '%%' | '-->' | null,
): { text: string; open: '%%' | '-->' | null; hid: boolean } {
  let open = openBefore;
  let kept = '';
  let hid = open !== null;
  let i = 0;
  while (i < line.length) {
    if (open !== null) {
      const end = line.indexOf(open, i);
      if (end === -1) return { text: kept + (line.endsWith('\r') ? '\r' : ''), open, hid: true };
      i = end + open.length;
      open = null;
      continue;
    }
    if (line[i] === '`') {
      // An inline code span: a `%%` or `<!--` inside it is text.
      const ticks = /^`+/.exec(line.slice(i))![0];
      const close = line.indexOf(ticks, i + ticks.length);
      const end = close === -1 ? i + ticks.length : close + ticks.length;
      kept += line.slice(i, end);
      i = end;
      continue;
    }
    if (line.startsWith('%%', i) || line.startsWith('<!--', i)) {
      open = line.startsWith('%%', i) ? '%%' : '-->';
      i += open === '%%' ? 2 : 4;
      hid = true;
      continue;
    }
    kept += line[i];
    i++;
  }
  return { text: kept, open, hid };
}
