import { Buffer } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { checkTextChunk, Utf8ChunkCheck } from '../fs/decode-text.js';
import { LoneCrCheck } from '../fs/lone-cr.js';
import { readAgainAfterEmptyRead, type SaveWait } from '../fs/save-in-progress.js';

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
 * either way. A file found empty while another program saves it in place (Obsidian: truncate, then
 * write) is waited for and streamed once more (core `readAgainAfterEmptyRead`), never taken for an
 * empty transcript.
 *
 * @param absPath an absolute path already checked by `vault.resolve` / `resolveSafePath`.
 * @param options - `wait`: how to wait for such a save (default a timer; a test seam)
 * @returns an async iterable of the lines, in order, without line breaks.
 * @throws NotTextError when the file is not UTF-8 text: NUL bytes (`binary`), a UTF-16 BOM (`utf16`),
 *   invalid UTF-8 (`invalid-utf8`, with the byte offset of the first bad sequence), or (`lone-cr`,
 *   review9 V11, with the CR's byte offset) a lone CR line break. Each chunk is checked whole before any
 *   of its lines is yielded, in that order (the order `fileListing` names a file's reason in), so a
 *   consumer may have seen the lines of the chunks before; a CR-only file fails on its first line.
 * @throws the fs error (e.g. ENOENT, EISDIR) when the file cannot be read (on the first iteration);
 *   ConcurrentEditError when it stays empty and keeps changing for about 5 s.
 * Spec: issue 13 (offline engine linear in time, bounded memory at 3M lines); docs/tools.md, Line ranges.
 */
export async function* streamLines(
  absPath: string,
  options: { wait?: SaveWait | undefined } = {},
): AsyncGenerator<string, void, undefined> {
  // P204: one generator, its passes a loop: a line yielded through `yield*` from a second generator cost a promise, a
  // result object and a resumption more per line (issue 13: 1M lines).
  const read = { bytes: 0 };
  for (let pass = 0; pass < 2; pass++) {
    if (pass === 1 && !(read.bytes === 0 && (await readAgainAfterEmptyRead(absPath, 0, options.wait))))
      return;
    const input = createReadStream(absPath, { highWaterMark: 64 * 1024 });
    const crCheck = new LoneCrCheck(absPath);
    /** File offset of the next chunk's first byte. */
    let position = 0;
    const utf8 = new Utf8ChunkCheck(absPath);
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
      utf8.chunk(raw, position);
      crCheck.chunk(raw, position);
      position += raw.length;
      read.bytes = position;
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
      // The file ends inside a character.
      utf8.end();
      if (carry.length > 0) {
        const line = Buffer.concat(carry);
        if (!(first && line.length === 3 && isBom(line, 0, 3))) yield decode(line, 0, line.length);
      }
    } finally {
      input.destroy();
    }
  }
}

/** Whether `bytes[from, end)` starts with the UTF-8 byte-order mark (EF BB BF). */
function isBom(bytes: Uint8Array, from: number, end: number): boolean {
  return end - from >= 3 && bytes[from] === 0xef && bytes[from + 1] === 0xbb && bytes[from + 2] === 0xbf;
}
