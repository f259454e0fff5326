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
  const hider = new CommentHider();
  const out: string[] = [];
  let lines = 0;
  for (const line of text.split('\n')) {
    const kept = hider.line(line);
    if (kept.hid) lines++;
    out.push(kept.text);
  }
  return { text: out.join('\n'), lines };
}

/**
 * Whether a line (its UTF-8 bytes) may change what {@link CommentHider} has open or hides: it holds
 * `%%`, `<!--`, `-->`, or three backticks or tildes (a fence). A line without any of them is passed
 * through unchanged and leaves the state as it was, so a reader of bytes needs to decode only these.
 * Spec: review 6 S15 (a ranged read of a big transcript hides comments without decoding every line).
 */
export function mayHoldCommentMark(bytes: Uint8Array): boolean {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return (
    b.includes('%%') || b.includes('<!--') || b.includes('-->') || b.includes('```') || b.includes('~~~')
  );
}

/**
 * {@link hideComments} one line at a time, for text read as a stream (a transcript of any length):
 * push the lines in order; a comment or fenced code block open at the end of a line carries over to
 * the next. Each instance reads one text.
 * Spec: review 4 P27; review 6 S15 (an off-the-record `%% … %%` passage of a transcript).
 */
export class CommentHider {
  readonly #strict: boolean;
  /** The fence of the open fenced code block (its backticks or tildes), or null. */
  #fence: string | null = null;
  /** The closer of the comment open at the end of the previous line. */
  #open: '%%' | '-->' | null = null;

  /**
   * @param options.state - resume after lines read before ({@link CommentHider.state}); default `''`
   * @param options.strict - a comment opened in the middle of a line must close on that line; only one opened at
   *   the start of a line may run over several lines. For recorded text (a transcript), where a stray `%%` or
   *   `<!--` in a pasted line is words, not the user hiding the rest of the meeting (review 4 P18). Default false:
   *   as Obsidian reads a note.
   */
  constructor(options: { strict?: boolean; state?: string } = {}) {
    this.#strict = options.strict ?? false;
    const state = options.state ?? '';
    if (state === '%%' || state === '-->') this.#open = state;
    else if (/^(`{3,}|~{3,})$/.test(state)) this.#fence = state;
  }

  /**
   * What is open at the end of the lines pushed so far, as a string to resume from (the `state`
   * option): `''` nothing, `'%%'` or `'-->'` a comment, the fence (`` ``` ``, `~~~~`) of a fenced
   * code block. A ranged read of a big transcript starts from the state recorded at a line index mark.
   */
  state(): string {
    return this.#open ?? this.#fence ?? '';
  }

  /**
   * The next line (without its LF; a CR stays) without its comments.
   * @returns the kept text (`''` for a line that is all comment) and whether (part of) it was a comment
   */
  line(line: string): { text: string; hid: boolean } {
    if (this.#open === null) {
      const mark = FENCE.exec(line)?.[1];
      if (this.#fence !== null) {
        const fence = this.#fence;
        if (
          mark &&
          mark[0] === fence[0] &&
          mark.length >= fence.length &&
          line.slice(line.indexOf(mark) + mark.length).trim() === ''
        )
          this.#fence = null;
        return { text: line, hid: false };
      }
      if (mark) {
        this.#fence = mark;
        return { text: line, hid: false };
      }
    }
    if (this.#open === null && !line.includes('%%') && !line.includes('<!--'))
      return { text: line, hid: false };
    const kept = withoutComments(line, this.#open, this.#strict);
    this.#open = kept.open;
    return { text: kept.text, hid: kept.hid };
  }
}

/**
 * One line without its comments, given the comment open before it; the comment open after it. `strict`: an opener
 * after other text that does not close on this line is text (see {@link CommentHider}).
 */
function withoutComments(
  line: string,
  openBefore: '%%' | '-->' | null,
  strict = false,
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
      const closer = line.startsWith('%%', i) ? '%%' : '-->';
      const after = i + (closer === '%%' ? 2 : 4);
      if (!strict || line.slice(0, i).trim() === '' || line.includes(closer, after)) {
        open = closer;
        i = after;
        hid = true;
        continue;
      }
    }
    kept += line[i];
    i++;
  }
  return { text: kept, open, hid };
}
