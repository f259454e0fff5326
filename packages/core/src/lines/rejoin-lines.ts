import { BOM } from './eol.js';
import { splitLines } from './split-lines.js';

/**
 * `text`'s lines as written, each with its own line break (`\n` or `\r\n`; none for a last line
 * without one). A BOM is not removed: pass the body. `''` has no lines.
 * Spec: review4 P16 (edits keep the bytes of lines they do not touch).
 */
export function rawLines(body: string): string[] {
  return body === '' ? [] : body.split(/(?<=\n)/);
}

/**
 * The line break ending a raw line (`\r\n`, `\n`), or `''` when it has none.
 * Spec: review4 P16.
 */
export function lineEnding(raw: string): string {
  return raw.endsWith('\r\n') ? '\r\n' : raw.endsWith('\n') ? '\n' : '';
}

/**
 * Rebuilds `original` with its lines (the `splitLines` model) replaced by `lines` (the same number
 * of lines, some edited): an unchanged line keeps its exact bytes, an edited one its own line
 * break; the BOM and the final-line-break state are kept. So an edit of some lines of a file with
 * mixed LF/CRLF endings changes only those lines.
 * @throws Error when `lines` does not have as many lines as `original` (a bug of the caller).
 * Spec: review4 P16; hostile case B10 (CRLF notes keep CRLF after every edit).
 */
export function rejoinLines(original: string, lines: readonly string[]): string {
  const bom = original.startsWith(BOM);
  const body = bom ? original.slice(1) : original;
  const raws = rawLines(body);
  const old = splitLines(body).lines;
  if (old.length !== lines.length) throw new Error(`rejoinLines: ${lines.length} lines for ${old.length}`);
  const out = raws.map((raw, i) => (lines[i] === old[i] ? raw : (lines[i] as string) + lineEnding(raw)));
  return (bom ? BOM : '') + out.join('');
}
