/**
 * One heading of a Markdown text, as {@link markdownHeadings} finds it: an ATX heading (`## Summary`)
 * or a setext heading (a paragraph underlined by `===` or `---`). Lines are 0-based indexes into the
 * text's lines (`\n` or `\r\n` ends).
 */
export interface MarkdownHeading {
  /** The heading's first line (a setext heading: the first line of its paragraph). */
  line: number;
  /** The heading's last line (a setext heading: its underline; an ATX heading: `line`). */
  end: number;
  /** 1–6 (`=` underline: 1, `-` underline: 2). */
  depth: number;
  /** The heading's words, trimmed (closing `#`s removed; a setext paragraph's lines joined by a space). */
  text: string;
}

/** An ATX heading line (up to 3 spaces of indent); group 1 the `#`s, group 2 its text. */
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
/** A setext underline (CommonMark 4.3): `=`s or `-`s, up to 3 spaces of indent, trailing spaces. */
const UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
/** A fence opening line: group 1 the fence (3+ backticks or tildes), group 2 the info string. */
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
/** A thematic break that cannot be an underline (`***`, `___`, `- - -`, CommonMark 4.1). */
const RULE = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,}|(?:-[ \t]*){3,})$/;
/** A list item's start (bullet or ordered marker, then a space or the end of the line). */
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
/** A block quote's start. */
const QUOTE = /^ {0,3}>/;
/** The start of an HTML block (a tag or a comment at the margin; CommonMark 4.6, roughly). */
const HTML_BLOCK = /^ {0,3}<(?:[A-Za-z/]|!--)/;

/**
 * The headings of a Markdown text at the top level of the document, in order, as a CommonMark
 * reader (Obsidian) shows them: ATX headings (`#`…`######`, up to 3 spaces of indent) and setext
 * headings (a paragraph followed by a `===` or `---` line, CommonMark 4.3 — a `---` under a paragraph
 * is a heading, not a thematic break). Lines inside fenced code blocks are never headings; an
 * underline below a list item, a block quote, an HTML block or indented code is not one either (it
 * is a lazy continuation or a rule). One shared scanner, so every check of a summary's sections sees
 * the same headings (review9 V7). Pure; never throws.
 *
 * @returns the headings (0-based lines), `[]` for a text without one.
 * Spec: CommonMark 0.31 §4.2–4.3, §4.5; docs/contracts.md, Run outcomes; review4 P9; review9 V7.
 */
export function markdownHeadings(text: string): MarkdownHeading[] {
  const lines = text.split(/\r?\n/);
  const found: MarkdownHeading[] = [];
  let fence: string | null = null;
  // The first line of the top-level paragraph the current line may continue, or -1.
  let paragraph = -1;
  // Inside a container (list item, block quote, HTML block) whose lines are not top-level paragraphs.
  let container = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (fence !== null) {
      const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
      if (close.test(line)) fence = null;
      continue;
    }
    const open = FENCE_OPEN.exec(line);
    if (open && !((open[1] ?? '').startsWith('`') && (open[2] ?? '').includes('`'))) {
      fence = open[1] ?? '```';
      paragraph = -1;
      container = false;
      continue;
    }
    if (line.trim() === '') {
      paragraph = -1;
      // A list item's content continues after a blank line only when indented (checked below).
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) {
      found.push({ line: i, end: i, depth: (atx[1] ?? '#').length, text: (atx[2] ?? '').trim() });
      paragraph = -1;
      container = false;
      continue;
    }
    if (paragraph !== -1 && UNDERLINE.test(line)) {
      const words = lines
        .slice(paragraph, i)
        .map((l) => l.trim())
        .join(' ');
      found.push({ line: paragraph, end: i, depth: line.trim().startsWith('=') ? 1 : 2, text: words });
      paragraph = -1;
      continue;
    }
    if (RULE.test(line)) {
      paragraph = -1;
      container = false;
      continue;
    }
    if (LIST_ITEM.test(line) || QUOTE.test(line) || HTML_BLOCK.test(line)) {
      paragraph = -1;
      container = true;
      continue;
    }
    const indented = /^(?: {4}|\t| {0,3}\t)/.test(line);
    if (paragraph !== -1) continue; // a continuation line of the paragraph
    if (container && (indented || /^[ \t]/.test(line) || lines[i - 1]?.trim() !== '')) continue;
    container = false;
    if (indented) continue; // indented code
    paragraph = i;
  }
  return found;
}

/**
 * A heading's words as sections are compared: NFKC, case, runs of spaces and closing `:`/`.`
 * ignored (`Next Steps:` and `next steps` name one section).
 * Spec: review9 V6, V8.
 */
export function headingKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s:.]+$/, '')
    .trim();
}

/**
 * How often each heading of `text` ({@link markdownHeadings}: ATX or setext, outside fenced code)
 * occurs, by {@link headingKey}.
 * Spec: review9 V6, V8.
 */
export function headingCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const h of markdownHeadings(text))
    counts.set(headingKey(h.text), (counts.get(headingKey(h.text)) ?? 0) + 1);
  return counts;
}
