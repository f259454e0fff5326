import { createReadStream } from 'node:fs';
import { bound, clampRange, type LineRange, type LineSlice } from './line-slice.js';

const LF = 0x0a;

/**
 * Reads lines `from..to` (1-based, inclusive, clamped like {@link readTextLines})
 * of a UTF-8 file without loading the whole file: only the lines of the range
 * (plus, while before `from`, the current line) are kept. Past `to` the rest of
 * the file is only scanned for `\n` bytes to report `total`.
 *
 * @param absPath an absolute path already checked by `resolveSafePath`.
 * @throws the fs error (e.g. ENOENT, EISDIR) when the file cannot be read.
 * Spec: docs/tools.md, Line ranges; seed 003 (ranged reads of 10,000+ line transcripts).
 */
export async function readLines(absPath: string, range: LineRange): Promise<LineSlice> {
  const wantFrom = Math.max(bound(range.from) ?? 1, 1);
  const wantTo = Math.max(bound(range.to) ?? Number.POSITIVE_INFINITY, 1);
  const collected: string[] = [];
  let line = 1; // number of the line being read
  let parts: Buffer[] = [];
  let previous: Buffer[] | null = null; // the last complete line before `wantFrom`
  let sawBytes = false;
  let endsWithBreak = false;

  const finishLine = () => {
    if (line >= wantFrom && line <= wantTo) collected.push(decode(parts, line));
    else if (line < wantFrom) previous = parts;
    parts = [];
    line++;
  };

  let first = true;
  for await (const raw of createReadStream(absPath, { highWaterMark: 64 * 1024 }) as AsyncIterable<Buffer>) {
    // A BOM is not content: a file holding only a BOM has 0 lines, like readTextLines.
    const chunk = first && raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf ? raw.subarray(3) : raw;
    first = false;
    if (chunk.length === 0) continue;
    sawBytes = true;
    endsWithBreak = chunk[chunk.length - 1] === LF;
    let start = 0;
    if (line > wantTo) {
      // Past the range: count line breaks only.
      for (let i = chunk.indexOf(LF); i !== -1; i = chunk.indexOf(LF, i + 1)) line++;
      continue;
    }
    for (let i = chunk.indexOf(LF, start); i !== -1; i = chunk.indexOf(LF, start)) {
      if (line <= wantTo) {
        parts.push(chunk.subarray(start, i));
        finishLine();
      } else line++;
      start = i + 1;
    }
    if (start < chunk.length && line <= wantTo) parts.push(chunk.subarray(start));
  }
  // A last line without a final break still counts.
  const total = !sawBytes ? 0 : endsWithBreak ? line - 1 : line;
  if (sawBytes && !endsWithBreak && line <= wantTo) finishLine();
  const { from, to } = clampRange(range, total);
  if (from > to) return { from, to, total, lines: [] };
  if (collected.length === 0 && from === total && previous) {
    // `from` was past the end and got clamped to the last line.
    return { from, to, total, lines: [decode(previous, total)] };
  }
  return { from, to, total, lines: collected.slice(0, to - from + 1) };
}

function decode(parts: Buffer[], line: number): string {
  let text = Buffer.concat(parts).toString('utf8');
  if (text.endsWith('\r')) text = text.slice(0, -1);
  if (line === 1 && text.startsWith('\uFEFF')) text = text.slice(1);
  return text;
}
