/**
 * What {@link stripWrittenReasoning} removed from one string.
 * Spec: docs/contracts.md, Reasoning in writes (issue 9 H8; review R6).
 */
export interface WrittenReasoning {
  /** The text to write: the input without the reasoning blocks (byte for byte otherwise). */
  text: string;
  /** Reasoning blocks removed (0 when `text` is the input unchanged). */
  blocks: number;
  /** UTF-16 code units removed, tags and the whitespace after a leading block included. */
  chars: number;
}

const OPEN_AT = /^<(think|thinking|reasoning)>/i;
const ANY_OPEN = /<(?:think|thinking|reasoning)>/i;
const CLOSE_AT_LINE_END = /<\/(think|thinking|reasoning)>[ \t]*(?:\r?\n|$)/gi;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;

/**
 * Removes model reasoning that leaked into a write argument, and only that: a note or a project
 * file may talk ABOUT `<think>` tags (meetings about local models do), so a tag inside a line, in
 * inline code or in a fenced code block is content and stays. Removed:
 * - blocks at the very start of the text (`<think>…</think>answer`, any case, repeated), with the
 *   whitespace after them; an unclosed block at the start makes the whole text reasoning (`text`
 *   is '');
 * - a text that starts inside a block (the server dropped the opening tag): everything up to a
 *   closing tag that ends its line, when no opening tag comes before it;
 * - later blocks made of whole lines (the opening tag starts a line, the closing tag ends one),
 *   outside fenced code, lines and line endings included.
 * An unclosed tag after the start is content. Pure; never throws.
 * @param text one string argument of a write tool.
 * @returns the text to write and what was removed ({@link WrittenReasoning}).
 * Spec: docs/contracts.md, Reasoning in writes; issue 9 H8; seed 003, Requirement: Meeting
 * Assistant generates meeting outputs (no reasoning in outputs).
 */
export function stripWrittenReasoning(text: string): WrittenReasoning {
  if (!/<\/?(?:think|thinking|reasoning)>/i.test(text)) return { text, blocks: 0, chars: 0 };
  let blocks = 0;
  let rest = text;
  for (;;) {
    const lead = rest.replace(/^\s+/, '');
    const open = OPEN_AT.exec(lead);
    if (!open) break;
    blocks++;
    const close = lead.toLowerCase().indexOf(`</${open[1]!.toLowerCase()}>`, open[0].length);
    if (close === -1) return { text: '', blocks, chars: text.length };
    rest = lead.slice(close + open[1]!.length + 3).replace(/^\s+/, '');
  }
  if (blocks === 0) {
    CLOSE_AT_LINE_END.lastIndex = 0;
    const orphan = CLOSE_AT_LINE_END.exec(rest);
    if (orphan && !ANY_OPEN.test(rest.slice(0, orphan.index)) && !inFence(rest, orphan.index)) {
      blocks++;
      rest = rest.slice(orphan.index + orphan[0].length).replace(/^\s+/, '');
    }
  }
  const { text: out, removed } = dropWholeLineBlocks(rest);
  blocks += removed;
  return { text: out, blocks, chars: text.length - out.length };
}

/** Removes blocks whose opening tag starts a line and whose closing tag ends one, outside fences. */
function dropWholeLineBlocks(text: string): { text: string; removed: number } {
  const lines = text.split(/(?<=\n)/);
  const kept: string[] = [];
  let removed = 0;
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = FENCE.exec(line)?.[1];
    if (marker && (fence === null || closesFence(marker, fence))) {
      fence = fence === null ? marker : null;
      kept.push(line);
      continue;
    }
    const open = fence === null ? /^[ \t]*<(think|thinking|reasoning)>/i.exec(line) : null;
    const end = open ? closingLine(lines, i, open[1]!.toLowerCase(), open[0].length) : -1;
    if (end === -1) {
      kept.push(line);
      continue;
    }
    removed++;
    i = end;
  }
  return { text: kept.join(''), removed };
}

/** Index of the line whose end is `</tag>` closing the block opened on line `from`, or -1. */
function closingLine(lines: string[], from: number, tag: string, skip: number): number {
  const close = new RegExp(`</${tag}>[ \\t]*\\r?\\n?$`, 'i');
  for (let j = from; j < lines.length; j++) {
    const line = j === from ? lines[j]!.slice(skip) : lines[j]!;
    const at = line.toLowerCase().indexOf(`</${tag}>`);
    if (at === -1) continue;
    return close.test(line.slice(at)) ? j : -1;
  }
  return -1;
}

/** True when offset `at` of `text` lies inside a fenced code block. */
function inFence(text: string, at: number): boolean {
  let fence: string | null = null;
  for (const line of text.slice(0, at).split('\n').slice(0, -1)) {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (fence === null || closesFence(marker, fence))) fence = fence === null ? marker : null;
  }
  return fence !== null;
}

/** CommonMark: a fence closes with the same character, at least as many times. */
function closesFence(marker: string, fence: string): boolean {
  return marker[0] === fence[0] && marker.length >= fence.length;
}
