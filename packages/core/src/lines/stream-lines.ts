import { createReadStream } from 'node:fs';
import { NotTextError } from '../errors/not-text-error.js';
import { checkTextChunk } from '../fs/decode-text.js';
import { LoneCrCheck } from '../fs/lone-cr.js';

/**
 * Streams the lines of a UTF-8 file one at a time (64 KiB chunks, decoded across chunk boundaries),
 * so a file of any size is read in memory proportional to its longest line. Lines split on `\n` only;
 * a `\r` before it and a leading BOM are dropped, a last line without a final break counts and an empty
 * file yields nothing: the same lines as {@link readLines} with no range. Each line is its own string
 * (not a slice of the chunk it was read in), so keeping some lines keeps nothing else. Stop early with
 * `break`; the file is closed either way.
 *
 * @param absPath an absolute path already checked by `vault.resolve` / `resolveSafePath`.
 * @returns an async iterable of the lines, in order, without line breaks.
 * @throws NotTextError when the file is not UTF-8 text (NUL bytes, a UTF-16 BOM, invalid UTF-8), or
 *   (`lone-cr`, review9 V11) has a lone CR line break: thrown when it is met, so a consumer may have
 *   seen the lines before it; a CR-only file fails on its first line.
 * @throws the fs error (e.g. ENOENT, EISDIR) when the file cannot be read (on the first iteration).
 * Spec: issue 13 (offline engine linear in time, bounded memory at 3M lines); docs/tools.md, Line ranges.
 */
export async function* streamLines(absPath: string): AsyncGenerator<string, void, undefined> {
  const input = createReadStream(absPath, { highWaterMark: 64 * 1024 });
  // Fatal: a file that is not UTF-8 text is refused, never streamed as mojibake (NotTextError).
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  let position = 0;
  const crCheck = new LoneCrCheck(absPath);
  const decodeChunk = (bytes: Buffer | null): string => {
    if (bytes) checkTextChunk(bytes, absPath, position === 0, position);
    if (bytes) crCheck.chunk(bytes, position);
    else crCheck.end();
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new NotTextError(absPath, 'invalid-utf8');
    } finally {
      position += bytes?.length ?? 0;
    }
  };
  let rest = '';
  let first = true;
  const clean = (slice: string) => {
    // A copy, not a slice: a slice keeps its whole 64 KiB chunk alive for as long as any part of the
    // line is kept (a consumer that keeps a few thousand quotes would otherwise pin gigabytes).
    const line = ` ${slice}`.slice(1);
    const text = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (!first) return text;
    first = false;
    // As readLines: the byte-order mark is dropped, and a second one decoded at the start of line 1 too.
    const once = text.startsWith('\uFEFF') ? text.slice(1) : text;
    return once.startsWith('\uFEFF') ? once.slice(1) : once;
  };
  try {
    for await (const raw of input as AsyncIterable<Buffer>) {
      const chunk = decodeChunk(raw);
      let start = 0;
      const text = rest === '' ? chunk : rest + chunk;
      rest = '';
      for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', start)) {
        yield clean(text.slice(start, at));
        start = at + 1;
      }
      rest = text.slice(start);
    }
    rest += decodeChunk(null);
    if (rest !== '' && !(first && rest === '\uFEFF')) yield clean(rest);
  } finally {
    input.destroy();
  }
}
