import { Buffer, isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { NotTextError } from '../errors/not-text-error.js';
import { checkTextChunk, firstInvalidOffset } from '../fs/decode-text.js';
import { LoneCrCheck } from '../fs/lone-cr.js';

const LF = 0x0a;
const CR = 0x0d;

/**
 * Streams the lines of a UTF-8 file one at a time (64 KiB chunks, each line decoded from its own bytes),
 * so a file of any size is read in memory proportional to its longest line. Lines split on `\n` only;
 * a `\r` before it and a leading BOM are dropped, a last line without a final break counts and an empty
 * file yields nothing: the same lines as {@link readLines} with no range. Each line is its own string
 * (not a slice of the chunk it was read in), so keeping some lines keeps nothing else, and a line is
 * stored one byte a character by V8 whenever all its characters are Latin-1, whatever the other lines
 * hold (issue 13, P108: a chunk decoded whole was two bytes a character as soon as one of its lines
 * held an em dash, and every line sliced from it too). Stop early with `break`; the file is closed
 * either way.
 *
 * @param absPath an absolute path already checked by `vault.resolve` / `resolveSafePath`.
 * @returns an async iterable of the lines, in order, without line breaks.
 * @throws NotTextError when the file is not UTF-8 text: NUL bytes (`binary`), a UTF-16 BOM (`utf16`),
 *   invalid UTF-8 (`invalid-utf8`, with the byte offset of the first bad sequence), or (`lone-cr`,
 *   review9 V11, with the CR's byte offset) a lone CR line break. Each chunk is checked whole before any
 *   of its lines is yielded, in that order (the order `fileListing` names a file's reason in), so a
 *   consumer may have seen the lines of the chunks before; a CR-only file fails on its first line.
 * @throws the fs error (e.g. ENOENT, EISDIR) when the file cannot be read (on the first iteration).
 * Spec: issue 13 (offline engine linear in time, bounded memory at 3M lines); docs/tools.md, Line ranges.
 */
export async function* streamLines(absPath: string): AsyncGenerator<string, void, undefined> {
  const input = createReadStream(absPath, { highWaterMark: 64 * 1024 });
  const crCheck = new LoneCrCheck(absPath);
  /** File offset of the next chunk's first byte. */
  let position = 0;
  /** The start of a character the last chunk ended inside (1–3 bytes), not yet checked. */
  let pending: Buffer | null = null;
  /** The bytes of the line begun in earlier chunks (no `\n` yet). */
  let carry: Buffer[] = [];
  let first = true;
  /**
   * Fatal: a file that is not UTF-8 text is refused, never streamed as mojibake. The chunk's complete
   * characters (with the character the chunk before ended inside) are checked at once, as a streaming
   * fatal decoder would; a character the chunk ends inside waits for the next.
   */
  const check = (raw: Buffer) => {
    checkTextChunk(raw, absPath, position === 0, position);
    const region = pending ? Buffer.concat([pending, raw]) : raw;
    const base = position - (pending?.length ?? 0);
    const end = region.length - incompleteTail(region);
    const complete = region.subarray(0, end);
    if (!isUtf8(complete))
      throw new NotTextError(absPath, 'invalid-utf8', base + firstInvalidOffset(complete));
    pending = end < region.length ? Buffer.from(region.subarray(end)) : null;
    crCheck.chunk(raw, position);
    position += raw.length;
  };
  /** One line from its bytes (checked UTF-8, no `\n`): a `\r` before the break and line 1's BOM dropped. */
  const decode = (bytes: Buffer, start: number, end: number): string => {
    const stop = end > start && bytes[end - 1] === CR ? end - 1 : end;
    if (!first) return bytes.toString('utf8', start, stop);
    first = false;
    // As readLines: the byte-order mark is dropped, and a second one at the start of line 1 too; dropped as
    // bytes, so the line is not decoded with it (U+FEFF would make it two bytes a character).
    let from = start;
    if (isBom(bytes, from, stop)) from += 3;
    if (isBom(bytes, from, stop)) from += 3;
    return bytes.toString('utf8', from, stop);
  };
  try {
    for await (const raw of input as AsyncIterable<Buffer>) {
      if (raw.length === 0) continue;
      check(raw);
      let start = 0;
      let at = raw.indexOf(LF);
      if (at !== -1 && carry.length > 0) {
        carry.push(raw.subarray(0, at));
        const line = Buffer.concat(carry);
        carry = [];
        yield decode(line, 0, line.length);
        start = at + 1;
        at = raw.indexOf(LF, start);
      }
      for (; at !== -1; at = raw.indexOf(LF, start)) {
        yield decode(raw, start, at);
        start = at + 1;
      }
      // A copy: a view would keep the whole 64 KiB chunk alive for as long as the line is being read.
      if (start < raw.length) carry.push(Buffer.from(raw.subarray(start)));
    }
    crCheck.end();
    // The file ends inside a character (TypeScript does not see `check` assign `pending`).
    const tail = pending as Buffer | null;
    if (tail) throw new NotTextError(absPath, 'invalid-utf8', position - tail.length);
    if (carry.length > 0) {
      const line = Buffer.concat(carry);
      if (!(first && line.length === 3 && isBom(line, 0, 3))) yield decode(line, 0, line.length);
    }
  } finally {
    input.destroy();
  }
}

/** Whether `bytes[from, end)` starts with the UTF-8 byte-order mark (EF BB BF). */
function isBom(bytes: Uint8Array, from: number, end: number): boolean {
  return end - from >= 3 && bytes[from] === 0xef && bytes[from + 1] === 0xbb && bytes[from + 2] === 0xbf;
}

/**
 * How many bytes at the end of `bytes` begin a UTF-8 character that is not complete in them (0–3): a lead
 * byte within the last three and the continuation bytes after it, when they can still become a character
 * (the WHATWG decoder's ranges: after E0 only A0–BF, after ED 80–9F, after F0 90–BF, after F4 80–8F).
 * Anything else is left in for the UTF-8 check to refuse now, as a streaming fatal decoder does.
 */
function incompleteTail(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= 3 && back <= n; back++) {
    const lead = bytes[n - back] as number;
    if ((lead & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const length =
      lead >= 0xc2 && lead <= 0xdf
        ? 2
        : lead >= 0xe0 && lead <= 0xef
          ? 3
          : lead >= 0xf0 && lead <= 0xf4
            ? 4
            : 1;
    if (length <= back) return 0;
    if (back === 1) return 1;
    const second = bytes[n - back + 1] as number;
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    return second >= low && second <= high ? back : 0;
  }
  return 0;
}
