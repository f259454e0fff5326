/**
 * Numbered read output shared by every read tool.
 * Spec: docs/tools.md, Rules shared by all tools (Line ranges, Read output).
 */

/** A slice of lines as core's `readLines`/`readTextLines` return it (1-based inclusive `from`/`to`). */
export interface LineSliceLike {
  from: number;
  to: number;
  total: number;
  lines: readonly string[];
}

/** Options of {@link formatLines}. */
export interface FormatLinesOptions {
  /** Character budget for the whole output (header and cut note excluded); config `limits.readChars`. */
  maxChars: number;
  /** Builds the "read on" instruction for the first line not shown, e.g. `call read_transcript with from=312`. */
  continueWith: (nextLine: number) => string;
  /** Optional label after the path (e.g. `body`) when lines are not file lines. */
  label?: string;
}

/** Result of {@link formatLines}: the text and the lines actually shown (1-based inclusive; `to < from` when none). */
export interface FormattedLines {
  text: string;
  shownFrom: number;
  shownTo: number;
}

/**
 * Formats a line slice as `<path> · lines A–B of N` then `<n>│<text>` per line.
 * Empty file → `<path> · empty (0 lines)`; range past the end →
 * `<path> · no lines in range (N lines)`. When the lines exceed `maxChars`
 * characters the output stops at the last whole line that fits (a single line
 * longer than the budget is shown cut, marked `…`) and ends with
 * `… cut at <maxChars> characters; <continueWith(next)> to read on`.
 */
export function formatLines(path: string, slice: LineSliceLike, opts: FormatLinesOptions): FormattedLines {
  const where = opts.label ? `${path} (${opts.label})` : path;
  if (slice.total === 0) return { text: `${where} · empty (0 lines)`, shownFrom: 1, shownTo: 0 };
  if (slice.lines.length === 0) {
    return {
      text: `${where} · no lines in range (${slice.total} lines)`,
      shownFrom: slice.from,
      shownTo: slice.from - 1,
    };
  }
  const out: string[] = [];
  let used = 0;
  let last = slice.from - 1;
  for (let i = 0; i < slice.lines.length; i++) {
    const n = slice.from + i;
    const line = `${n}│${slice.lines[i]}`;
    if (used + line.length + 1 > opts.maxChars) {
      if (out.length === 0) {
        // One giant line: show its head so the model still sees something (B22).
        out.push(`${line.slice(0, Math.max(0, opts.maxChars - 1))}…`);
        last = n;
      }
      break;
    }
    out.push(line);
    used += line.length + 1;
    last = n;
  }
  const header = `${where} · lines ${slice.from}–${last} of ${slice.total}`;
  const text = [header, ...out];
  if (last < slice.to) {
    text.push(`… cut at ${opts.maxChars} characters; ${opts.continueWith(last + 1)} to read on`);
  }
  return { text: text.join('\n'), shownFrom: slice.from, shownTo: last };
}
