/**
 * Numbered read output shared by every read tool.
 * Spec: docs/tools.md, Rules shared by all tools (Line ranges, Read output, Long lines); issue 9 H11.
 */
import {
  codePointLength,
  codePointOffset,
  countNoun,
  hasControlCharacters,
  showControlCharacters,
  shownNumber,
} from '@ma/core';

/** A slice of lines as core's `readLines`/`readTextLines` return it (1-based inclusive `from`/`to`). */
export interface LineSliceLike {
  from: number;
  to: number;
  total: number;
  lines: readonly string[];
  /** `false`: the file was read only up to the range; `total` is a lower bound (core `readLines`, `countAll`). */
  counted?: false;
}

/** Where to read on: a line, and (inside a long line) the character to start at. */
export interface ReadOn {
  /** 1-based line. */
  line: number;
  /** 1-based character of that line; only when the line was cut. */
  char?: number;
}

/** Options of {@link formatLines}. */
export interface FormatLinesOptions {
  /** Character budget for the whole output (header and cut note excluded); config `limits.readChars`. */
  maxChars: number;
  /**
   * Builds the "read on" instruction, e.g. `call read_transcript with from=312` or, inside a
   * long line, `call read_transcript with from=7, from_char=23991`.
   */
  continueWith: (next: ReadOn) => string;
  /** Optional label after the path (e.g. `body`) when lines are not file lines. */
  label?: string;
  /** 1-based character of the first line to start at (`from_char`); default 1. */
  fromChar?: number | null | undefined;
}

/** Part of one line that was shown: characters `from`–`to` (1-based, inclusive) of its `length`. */
export interface PartialLine {
  line: number;
  from: number;
  to: number;
  length: number;
}

/**
 * Result of {@link formatLines}: the text, the WHOLE lines shown (1-based inclusive; `to < from`
 * when none) and the one line shown only in part, if any (a line longer than the budget, or the
 * rest of a line read on with `from_char`).
 */
export interface FormattedLines {
  text: string;
  shownFrom: number;
  shownTo: number;
  partial?: PartialLine;
}

/**
 * How many characters (code points) of `text` fit in `room` characters once control characters are written out
 * (`\x1b` takes four): at least 1, so every read shows something. Characters of `text` are what `from_char` counts.
 */
function charactersShownIn(text: string, room: number): number {
  if (!hasControlCharacters(text)) return room;
  let width = 0;
  let k = 0;
  for (const c of text) {
    width += showControlCharacters(c).length;
    if (width > room) break;
    k++;
  }
  return Math.max(1, k);
}

/** Least room (characters) worth showing a part of a long line after other lines. */
const MIN_PART_CHARS = 200;

/**
 * Formats a line slice as `<path> · lines A–B of N` then `<n>│<text>` per line.
 * Empty file → `<path> · empty (0 lines)`; a range past the end or reversed →
 * `<path> · no lines in range: from 9999 is past the end (N lines)` / `… from 5 is after to 2 (N lines)`. When the lines exceed `maxChars`
 * characters the output stops at the last whole line that fits and ends with
 * `… cut at <maxChars> characters; <continueWith({ line })> to read on`. A line that does not
 * fit the budget on its own is shown in parts (from the start of a read, or after other lines
 * when at least 200 characters of the budget are left): a part ends with `…`, the header says
 * `(line 7: characters 1–23990 of 59000)` and the last line says
 * `… line 7 continues; <continueWith({ line: 7, char: 23991 })> to read on`; with `fromChar`
 * the first line starts at that character (marked `…` after the number), so every character of
 * every line can be reached within the budget. Characters are code points (`😀` is one: `from_char`,
 * `characters A–B of N`, the budget and the read-on hint all count them), so no part ever ends or
 * starts inside a surrogate pair (review R22). Control characters and bidi overrides are written out (`\x1b`,
 * `\x07`, `\u202e`: core's `showControlCharacters`), so no read result runs in a terminal or MCP client (review3
 * M4); the budget counts the characters shown, `from_char` and `characters A–B of N` the line's own.
 */
export function formatLines(path: string, slice: LineSliceLike, opts: FormatLinesOptions): FormattedLines {
  const where = opts.label ? `${path} (${opts.label})` : path;
  if (slice.total === 0) return { text: `${where} · empty (0 lines)`, shownFrom: 1, shownTo: 0 };
  if (slice.lines.length === 0) {
    const why =
      slice.from > slice.total
        ? `from ${shownNumber(slice.from)} is past the end`
        : `from ${shownNumber(slice.from)} is after to ${shownNumber(slice.to)}`;
    return {
      text: `${where} · no lines in range: ${why} (${countNoun(slice.total, 'line')})`,
      shownFrom: slice.from,
      shownTo: slice.from - 1,
    };
  }
  // `from_char` past the end of line `from`: nothing to show there, and say so (N13).
  const firstLength = codePointLength(slice.lines[0] as string);
  if (opts.fromChar != null && opts.fromChar > Math.max(firstLength, 1)) {
    return {
      text: `${where} · nothing shown: from_char ${shownNumber(opts.fromChar)} is past the end of line ${shownNumber(slice.from)} (${countNoun(firstLength, 'character')}; ${countNoun(slice.total, 'line')})`,
      shownFrom: slice.from,
      shownTo: slice.from - 1,
    };
  }
  const out: string[] = [];
  let used = 0;
  let last = slice.from - 1;
  let partial: PartialLine | undefined;
  let cutInLine: ReadOn | undefined;
  for (let i = 0; i < slice.lines.length; i++) {
    const n = slice.from + i;
    const full = slice.lines[i] as string;
    // Characters are code points (R22): `from_char`, the parts and the budget never split a pair.
    const length = codePointLength(full);
    // Read on inside the first line: start at `fromChar` (clamped to the line).
    const start = i === 0 ? Math.min(Math.max(Math.trunc(opts.fromChar ?? 1), 1), Math.max(length, 1)) : 1;
    const text = start > 1 ? full.slice(codePointOffset(full, start - 1)) : full;
    // Control characters are written out (`\x1b`, M4); the budget counts what is shown.
    const shown = showControlCharacters(text);
    const textLength = shown === text ? length - start + 1 : codePointLength(shown);
    const prefix = `${n}│${start > 1 ? '…' : ''}`;
    if (used + prefix.length + textLength + 1 > opts.maxChars) {
      const room = opts.maxChars - used - prefix.length - 1;
      // A line that can never fit whole is shown in parts: the first line of a read, or a later
      // one when a useful part of the budget is left (so no read is spent on a few short lines).
      const neverFits = prefix.length + textLength + 1 > opts.maxChars;
      if (out.length === 0 || (neverFits && !partial && room >= MIN_PART_CHARS)) {
        const k = charactersShownIn(text, Math.max(1, room));
        out.push(`${prefix}${showControlCharacters(text.slice(0, codePointOffset(text, k)))}…`);
        partial = { line: n, from: start, to: start + k - 1, length };
        cutInLine = { line: n, char: start + k };
      }
      break;
    }
    out.push(prefix + shown);
    used += prefix.length + textLength + 1;
    last = n;
    if (start > 1) partial = { line: n, from: start, to: length, length };
  }
  const lastShown = cutInLine ? cutInLine.line : last;
  const part = partial
    ? ` (line ${partial.line}: characters ${partial.from}–${partial.to} of ${partial.length})`
    : '';
  // Issue #13: a big file read only up to the range says its line count is not known.
  const of =
    slice.counted === false
      ? `of at least ${slice.total} (not counted: a big file is read only as far as the range)`
      : `of ${slice.total}`;
  const text = [`${where} · lines ${slice.from}–${lastShown} ${of}${part}`, ...out];
  if (cutInLine) {
    text.push(`… line ${cutInLine.line} continues; ${opts.continueWith(cutInLine)} to read on`);
  } else if (last < slice.to) {
    text.push(`… cut at ${opts.maxChars} characters; ${opts.continueWith({ line: last + 1 })} to read on`);
  }
  // Whole lines shown: a line shown only in part is not among them.
  const shownFrom = partial?.line === slice.from ? slice.from + 1 : slice.from;
  const shownTo = cutInLine ? cutInLine.line - 1 : last;
  return { text: text.join('\n'), shownFrom, shownTo, ...(partial ? { partial } : {}) };
}
