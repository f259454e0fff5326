import { WriteModeError } from '../errors/write-mode-error.js';
import { shownNumber } from '../text/shown-number.js';
import { BOM, convertEol, detectEol, dominantEol, type Eol } from './eol.js';
import { lineEnding, rawLines } from './rejoin-lines.js';
import { countLines, splitLines } from './split-lines.js';
import { reversedRangeMessage, type WriteMode } from './write-mode.js';

/**
 * What {@link applyWrite} produced. Line counts follow the `splitLines` model.
 * Spec: seed 001, Requirement: Agents can write files in existing projects; docs/tools.md, Rules shared by all tools (Write modes).
 */
export interface WriteResult {
  /** The new full text (BOM and line ending of the existing text kept). */
  text: string;
  linesBefore: number;
  linesAfter: number;
  /** Lines of content written (appended, inserted or replacing). */
  changedLines: number;
  /** The docs/tools.md result line without the path, e.g. `replaced lines 4–6 with 2 lines`. */
  summary: string;
}

const plural = (n: number) => `${n} line${n === 1 ? '' : 's'}`;

/**
 * Applies a write to a text, purely (no I/O). Rules (docs/tools.md, Write modes):
 * - `append`: creates the text when `existing` is null; adds a line break first
 *   when the text lacks a final one (B41); then the content. The text's "ends with a
 *   line break" property is kept: appending `"x"` to `"a\n"` gives `"a\nx\n"`, appending
 *   `"x\n"` to `"a"` gives `"a\nx"` (a trailing blank line of the content is never lost);
 *   a new or empty text ends with a line break.
 * - `replace_file`: the content becomes the whole text.
 * - `range`: lines `from..to` (1-based, inclusive) are replaced by the content's
 *   lines; the range must lie inside the text.
 * - `insert`: the content's lines go before line `at`; `at = lines + 1` appends (into a new or
 *   empty text too: it then ends with a line break, as an append leaves it; C12).
 * Content's line breaks are converted to the existing text's EOL (B10, B42; in a
 * file with mixed endings the dominant one, core `dominantEol`), a BOM in front of
 * the existing text is kept (B09), and a BOM in the content is dropped. In line
 * modes, a trailing line break in the content does not add an empty line, and the
 * text's final-line-break state is kept. Range and insert change only the lines
 * they name: every other line keeps its bytes, its own `\n` or `\r\n` included
 * (review4 P16); lines replacing a range take the ending of the range's last line,
 * inserted lines the dominant ending.
 *
 * @param existing the current text, or null when the file does not exist.
 * @param options `eol`: the line ending new lines take instead of `existing`'s dominant one (a
 *   streamed range rewrite passes the whole file's while `existing` holds only the lines around the range).
 * @throws WriteModeError `out-of-range` with the current line count (`lineCount`, also in the
 *   message) when a range or insert position lies outside the text; `reversed` when a range is
 *   reversed (`from (5) is after to (2)`).
 * Spec: docs/tools.md, Write modes; seeds 000/001 (write_projectfile scenarios), 003 (write_context).
 */
export function applyWrite(
  existing: string | null,
  mode: WriteMode,
  content: string,
  options: ApplyWriteOptions = {},
): WriteResult {
  const base = existing ?? '';
  const bom = base.startsWith(BOM);
  const body = bom ? base.slice(1) : base;
  const eol = options.eol ?? (body === '' ? detectEol(content) : dominantEol(body));
  const prefix = bom ? BOM : '';
  const incoming = convertEol(content.startsWith(BOM) ? content.slice(1) : content, eol);
  const before = splitLines(body);
  const linesBefore = before.lines.length;
  const added = splitLines(incoming).lines;
  const finish = (text: string, changedLines: number, summary: string): WriteResult => ({
    text,
    linesBefore,
    linesAfter: countLines(text),
    changedLines,
    summary,
  });

  switch (mode.kind) {
    case 'append': {
      const separator = body !== '' && !body.endsWith('\n') && incoming !== '' ? eol : '';
      const wantFinal = body === '' || body.endsWith('\n');
      let tail = incoming;
      if (tail !== '' && wantFinal && !tail.endsWith('\n')) tail += eol;
      // Drop the content's final break only when that does not drop a blank last line.
      if (!wantFinal && tail.endsWith('\n') && !/\n\r?\n$/.test(tail) && tail !== eol)
        tail = tail.slice(0, tail.endsWith('\r\n') ? -2 : -1);
      const text = prefix + body + separator + tail;
      const verb =
        existing === null
          ? `created the file with ${plural(added.length)}`
          : `appended ${plural(added.length)}`;
      return finish(text, added.length, verb);
    }
    case 'replace_file': {
      const text = prefix + incoming;
      return finish(text, added.length, `replaced the whole file (${plural(countLines(text))})`);
    }
    case 'range': {
      const { from, to } = mode;
      const refused = writeRangeError(mode, linesBefore);
      if (refused) throw refused;
      // P16: only the named lines change; the others keep their bytes (their own endings too).
      const raw = rawLines(body);
      const atEnd = to === linesBefore;
      const head = raw.slice(0, from - 1);
      const replaced = added.map((line) => line + (lineEnding(raw[to - 1] as string) || eol));
      if (atEnd && !before.finalNewline) {
        if (replaced.length > 0) dropLastEnding(replaced, added);
        else dropLastEnding(head, head.map(lineText));
      }
      return finish(
        prefix + [...head, ...replaced, ...raw.slice(to)].join(''),
        added.length,
        lineWriteSummary(mode, added.length, linesBefore),
      );
    }
    case 'insert': {
      const { at } = mode;
      const refused = writeRangeError(mode, linesBefore);
      if (refused) throw refused;
      // P16: only the new lines are new; the others keep their bytes (their own endings too).
      const raw = rawLines(body);
      const head = raw.slice(0, at - 1);
      const inserted = added.map((line) => line + eol);
      if (at === linesBefore + 1) {
        // Appending after a last line without a line break gives it one (B41).
        if (head.length > 0 && lineEnding(head[head.length - 1] as string) === '')
          head[head.length - 1] += eol;
        // C12: inserting at lines + 1 is an append, so a new or empty text ends with a line
        // break as an append leaves it (`insert: 1` into a missing file gives `"y\n"`, never `"y"`).
        const finalNewline = linesBefore === 0 || before.finalNewline;
        if (!finalNewline) dropLastEnding(inserted, added);
      }
      return finish(
        prefix + [...head, ...inserted, ...raw.slice(at - 1)].join(''),
        added.length,
        lineWriteSummary(mode, added.length, linesBefore),
      );
    }
  }
}

/**
 * Options of {@link applyWrite}.
 * Spec: docs/atomic-writes.md (Range rewrites of big files); issue #13.
 */
export interface ApplyWriteOptions {
  /** The line ending new lines take (default: `existing`'s dominant one, core `dominantEol`). */
  eol?: Eol;
}

/**
 * The refusal {@link applyWrite} throws for a range or insert position that does not fit a text of
 * `linesBefore` lines (`reversed`, `out-of-range`, naming the line count), or null when it fits.
 * Spec: docs/tools.md (Write modes); issue #13 (a streamed range rewrite refuses as the in-memory one).
 */
export function writeRangeError(
  mode: Extract<WriteMode, { kind: 'range' | 'insert' }>,
  linesBefore: number,
): WriteModeError | null {
  if (mode.kind === 'insert') {
    const { at } = mode;
    if (at >= 1 && at <= linesBefore + 1) return null;
    return new WriteModeError(
      'out-of-range',
      linesBefore,
      `cannot insert before line ${at}: the file has ${plural(linesBefore)} (use 1–${linesBefore + 1})`,
    );
  }
  const { from, to } = mode;
  if (to < from)
    return new WriteModeError(
      'reversed',
      linesBefore,
      `${reversedRangeMessage(from, to)}; the file has ${plural(linesBefore)}`,
    );
  if (from < 1 || to > linesBefore)
    return new WriteModeError(
      'out-of-range',
      linesBefore,
      `lines ${shownNumber(from)}–${shownNumber(to)} are not inside the file: it has ${plural(linesBefore)}`,
    );
  return null;
}

/**
 * The result line {@link applyWrite} gives a range or insert of `added` lines into a text of
 * `linesBefore` lines: `replaced lines 4–6 with 2 lines`, `inserted 2 lines before line 7`,
 * `inserted 1 line after line 12`.
 * Spec: docs/tools.md (Write modes: result line).
 */
export function lineWriteSummary(
  mode: Extract<WriteMode, { kind: 'range' | 'insert' }>,
  added: number,
  linesBefore: number,
): string {
  if (mode.kind === 'range') {
    const what = mode.from === mode.to ? `line ${mode.from}` : `lines ${mode.from}–${mode.to}`;
    return `replaced ${what} with ${plural(added)}`;
  }
  const { at } = mode;
  const where = at === linesBefore + 1 && linesBefore > 0 ? `after line ${linesBefore}` : `before line ${at}`;
  return `inserted ${plural(added)} ${where}`;
}

/** A raw line's text (the splitLines model: its break removed). */
function lineText(raw: string): string {
  return raw.slice(0, raw.length - lineEnding(raw).length);
}

/**
 * Removes the line break of the last of `raws` (the text then ends without one, as it did), unless
 * that line is empty: a last empty line only exists when a line break ends it.
 */
function dropLastEnding(raws: string[], texts: readonly string[]): void {
  const last = raws.length - 1;
  if (last < 0 || texts[last] === '') return;
  raws[last] = lineText(raws[last] as string);
}
