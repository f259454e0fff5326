import { markdownHeadings, showHiddenCharacters } from '@ma/core';

/** A fence opening line: group 1 the fence (3+ backticks or tildes), group 2 the info string. */
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
/**
 * The language word of a fence that holds Markdown or plain text (or says nothing); only the info string's first
 * word names the language (CommonMark 4.5: `markdown title="x"` is Markdown).
 */
const MARKDOWN_INFO = /^(?:markdown|md|gfm|text|txt|plaintext|plain)?$/i;
/** Most characters of text around a fenced summary that are dropped as chatter. */
const CHATTER_CHARS = 400;
/** Longest text that is checked for being a refusal or a remark instead of a summary, in characters. */
const REMARK_CHARS = 300;
/**
 * Openings of a refusal, an acknowledgement or an offer — what a model says instead of a summary
 * ("I'm sorry, but I can't help with that request.", "Done. I wrote the summary.", "Sure!").
 */
const REMARK =
  /^(?:i['’]?m sorry|i am sorry|sorry\b|i can(?:no|['’])?t\b|i cannot\b|i['’]?m (?:not able|unable)|i am (?:not able|unable)|unfortunately\b|as an ai\b|done\b|ok(?:ay)?\b|sure\b|certainly\b|of course\b|here (?:is|are)\b|let me know\b|i (?:have|['’]ve) (?:written|saved|finished|completed)|the summary (?:is|has been) (?:written|saved|done|complete))/i;

/**
 * One fenced code block of a text (CommonMark fences: 3+ backticks or tildes, up to 3 spaces of
 * indent; closed by a line of the same character at least as long, or by the end of the text).
 * Lines are 0-based indexes into the text's lines.
 */
export interface FencedBlock {
  /** The opening fence line. */
  open: number;
  /** The closing fence line; `null` when the block runs to the end of the text. */
  close: number | null;
  /** The info string after the opening fence, trimmed (`markdown`, `md`, `python`, ``). */
  info: string;
}

/**
 * The fenced code blocks of `lines`, in order (CommonMark rules, see {@link FencedBlock}).
 *
 * Spec: review4 P9 (headings inside fences are not headings).
 */
export function fencedBlocks(lines: readonly string[]): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  let open: { at: number; fence: string; info: string } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (open === null) {
      const m = FENCE_OPEN.exec(line);
      const fence = m?.[1] ?? '';
      const info = (m?.[2] ?? '').trim();
      // A backtick fence's info string never holds a backtick (CommonMark 4.5).
      if (m && !(fence.startsWith('`') && info.includes('`'))) open = { at: i, fence, info };
      continue;
    }
    if (closesFence(line, open.fence)) {
      blocks.push({ open: open.at, close: i, info: open.info });
      open = null;
    }
  }
  if (open !== null) blocks.push({ open: open.at, close: null, info: open.info });
  return blocks;
}

/** A line that opens or closes a fence (3+ backticks or tildes, up to 3 spaces of indent). */
const FENCE_LINE = /^ {0,3}(?:`{3,}|~{3,})/;

/**
 * A summary text handed in as ONE fenced Markdown block (info `markdown`, `md`, `gfm`, `text`, `txt`,
 * `plaintext`, `plain` — any case, attributes after it allowed — or none) with at most a little chatter
 * around it ("Here is the summary:" … "Let me know if you need changes!", at most 400 characters, no
 * heading) is unwrapped to the block's content. The outer fence counts only when it wraps the whole reply:
 * it is the reply's first fence and its closing line is the reply's LAST fence line (or it never closes).
 * Fences opened inside it are the summary's own blocks and closing lines inside them do not close it
 * (see `wrappingFenceClose`), so a summary holding fenced code (``` or ~~~, longer fences, info strings)
 * keeps it whole, even where CommonMark alone would let the inner block's closing line end the outer
 * block (review U17). A bare fence line that can close the wrapper does close it (CommonMark). A reply with a
 * second block after the Markdown one, a block of another language, or text around the block that has
 * headings or is long is returned unchanged (it is checked as it is, and a summary heading inside a fence
 * does not count).
 *
 * @returns `{ text, dropped }`: the text to use and the chatter that was dropped, one line
 *   (`null` when nothing was dropped or nothing was unwrapped).
 * Spec: docs/contracts.md, Run outcomes; review4 P9; review U17; CommonMark 4.5.
 */
export function unwrapSummaryFence(text: string): { text: string; dropped: string | null } {
  const lines = text.split(/\r?\n/);
  const block = fencedBlocks(lines)[0];
  const fence = block === undefined ? '' : (FENCE_OPEN.exec(lines[block.open] ?? '')?.[1] ?? '');
  if (block === undefined || !MARKDOWN_INFO.test(block.info.split(/[ \t{]/, 1)[0] ?? '')) {
    return { text, dropped: null };
  }
  // U17: the wrapping fence must close on the reply's last fence line (or never close).
  const close = wrappingFenceClose(lines, block.open, fence);
  const end = close ?? lines.length;
  if (lines.slice(end + 1).some((l) => FENCE_LINE.test(l))) return { text, dropped: null };
  const innerLines = lines.slice(block.open + 1, end);
  const inner = innerLines.join('\n').trim();
  const outside = [...lines.slice(0, block.open), ...lines.slice(end + 1)];
  const chatter = outside.join(' ').replace(/\s+/g, ' ').trim();
  if (chatter === '') return { text: inner, dropped: null };
  // Chatter around a summary: short, no heading of its own, and the block holds a heading.
  const innerHasHeading = markdownHeadings(inner).length > 0;
  if (!innerHasHeading || chatter.length > CHATTER_CHARS || markdownHeadings(outside.join('\n')).length > 0) {
    return { text, dropped: null };
  }
  return { text: inner, dropped: chatter };
}

/**
 * Where the fence opened on line `open` with `fence` closes when it wraps a summary: fences opened inside
 * it — a line with an info string (```` ```bash ````), the other fence character, a shorter fence of
 * the same character — are inner blocks, and a closing line inside one closes that block, never the wrapper; a bare line of the
 * wrapper's character at least as long outside any inner block closes the wrapper (CommonMark 4.5).
 *
 * @returns the 0-based closing line, or `null` when the wrapper runs to the end of the text.
 */
function wrappingFenceClose(lines: readonly string[], open: number, fence: string): number | null {
  let inner: string | null = null;
  for (let i = open + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (inner !== null) {
      if (closesFence(line, inner)) inner = null;
      continue;
    }
    if (closesFence(line, fence)) return i;
    const m = FENCE_OPEN.exec(line);
    if (m && !((m[1] ?? '').startsWith('`') && (m[2] ?? '').includes('`'))) inner = m[1] ?? null;
  }
  return null;
}

/** Whether `line` closes a fence opened with `fence` (same character, at least as long, only spaces after). */
function closesFence(line: string, fence: string): boolean {
  return new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`).test(line);
}

/**
 * The warning for a summary text that {@link unwrapSummaryFence} unwrapped with chatter dropped;
 * said on the console and in the context note's run record.
 *
 * Spec: review4 P9.
 */
export function unwrappedWarning(what: string, dropped: string): string {
  return `${what} was one fenced Markdown block with text around it: the block's content is the summary, and the text around it was dropped: "${showHiddenCharacters(dropped)}"`;
}

/**
 * Why a short text without a heading is a refusal or a remark rather than a summary ("I'm sorry,
 * but I can't help with that request.", "Done.", "Sure! Here is the summary:"), or `null`. Texts
 * with a heading (outside fences) or longer than 300 characters are never judged a remark.
 *
 * Spec: docs/contracts.md, Run outcomes; review4 P24 (never committed, whatever the template).
 */
export function remarkReason(text: string, what = 'the draft'): string | null {
  const trimmed = text.trim();
  if (trimmed.length > REMARK_CHARS || markdownHeadings(trimmed).length > 0) return null;
  if (!REMARK.test(trimmed)) return null;
  const oneLine = showHiddenCharacters(trimmed.replace(/\s+/g, ' '));
  return `${what} is a refusal or a remark, not a summary: "${oneLine}"`;
}
