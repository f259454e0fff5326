import { Buffer, isUtf8 } from 'node:buffer';
import { closeSync, openSync, readSync } from 'node:fs';
import { NotTextError } from '../errors/not-text-error.js';
import { MEDIA_HEAD_BYTES, mediaOfBytes } from '../vault/media-kind.js';
import { lfCount, loneCrIn } from './lone-cr.js';

/** One fatal decoder: it throws on the first sequence that is not UTF-8; a BOM stays in the text. */
const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * True when `bytes` start with a UTF-16 byte-order mark (`FF FE` little-endian, `FE FF` big-endian):
 * a file every text tool refuses as `utf16` (docs/contracts.md, Files: text files only). One test for
 * the reader, the project file listing and `search`'s check of matched files (reviewA R1).
 */
export function startsWithUtf16Bom(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
  );
}

/**
 * The byte offset of the first byte that makes `bytes` not UTF-8 text, as a {@link NotTextError}
 * reason, or null when it is text: a NUL byte (binary), a UTF-16 byte-order mark at the start
 * (`atStart`), or an invalid UTF-8 sequence. A UTF-8 BOM is text.
 * Spec: docs/contracts.md (@ma/core, Files: text files only); newcomer report defect 2.
 */
function problem(
  bytes: Uint8Array,
  atStart: boolean,
): { reason: 'binary' | 'utf16' | 'invalid-utf8'; offset: number } | null {
  if (atStart && startsWithUtf16Bom(bytes)) return { reason: 'utf16', offset: 0 };
  const nul = bytes.indexOf(0);
  if (nul !== -1) return { reason: 'binary', offset: nul };
  return null;
}

/**
 * Decodes a whole file's bytes as UTF-8 text, refusing anything that is not: NUL bytes (binary
 * files such as images), a UTF-16 byte-order mark, or invalid UTF-8 (Latin-1 `Caf\xe9`). A leading
 * UTF-8 BOM is kept as U+FEFF, as `readFile(…, 'utf8')` keeps it, so edits write it back. A text
 * with a lone CR (`\r` not before `\n`: classic Mac line breaks) is refused too (review9 V11).
 * Nothing is ever decoded with U+FFFD replacement: a file that is not text is neither shown nor
 * rewritten.
 * @param bytes the file's whole content.
 * @param file the path (named in the error; only its file name is shown).
 * @throws NotTextError when the bytes are not UTF-8 text, or (`lone-cr`) hold a lone CR.
 * Spec: docs/contracts.md (@ma/core, Files: text files only); newcomer report defect 2; review9 V11.
 */
export function decodeText(bytes: Uint8Array, file: string): string {
  checkTextChunk(bytes, file, true);
  let text: string;
  try {
    text = fatal.decode(bytes);
  } catch {
    throw invalidUtf8Error(bytes, file);
  }
  // review9 V11: lone CR line breaks would read as one line; refused, never misnumbered.
  const cr = loneCrIn(bytes, file, true);
  if (cr) throw cr;
  return text;
}

/**
 * Checks one chunk of a file read in pieces for NUL bytes (and, for the first chunk, a UTF-16
 * byte-order mark); the UTF-8 validity of the lines is checked where they are decoded
 * ({@link decodeTextLine}). `base` is the chunk's file offset; a NUL found in a later chunk (`base` > 0)
 * names the file's kind from its first bytes, read again from `file` (absolute), as a first chunk does.
 * @throws NotTextError (`binary`, `utf16`; `media` set when the file's first bytes are a known format).
 * Spec: docs/contracts.md (@ma/core, Files: text files only); newcomer report defect 2.
 */
export function checkTextChunk(bytes: Uint8Array, file: string, first: boolean, base = 0): void {
  const found = problem(bytes, first);
  if (found)
    throw new NotTextError(
      file,
      found.reason,
      base + found.offset,
      undefined,
      undefined,
      found.reason === 'binary' ? headMedia(base === 0 ? bytes : headOnDisk(file)) : undefined,
    );
}

/**
 * The media kind of a file's first bytes (`mediaOfBytes`: a `.md` that is an MP3, a PDF, a PNG…), or
 * undefined: what a {@link NotTextError} names instead of "binary" (leftovers s33: one rule for every reader).
 */
function headMedia(head: Uint8Array | undefined) {
  return head === undefined ? undefined : (mediaOfBytes(head.subarray(0, MEDIA_HEAD_BYTES)) ?? undefined);
}

/**
 * The first {@link MEDIA_HEAD_BYTES} bytes of the file at `file` (absolute), read when a later chunk of
 * a chunked reader found the file is not text and its first chunk is no longer at hand (a read that
 * started at a line-index mark, a NUL or bad byte past the first 64 KiB): the kind is then named as
 * for a first chunk (session 34 leftovers). Undefined when it cannot be read.
 */
function headOnDisk(file: string): Uint8Array | undefined {
  try {
    const fd = openSync(file, 'r');
    try {
      const head = Buffer.alloc(MEDIA_HEAD_BYTES);
      return head.subarray(0, readSync(fd, head, 0, MEDIA_HEAD_BYTES, 0));
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}

/**
 * Decodes one complete line (or any complete run of lines) of a UTF-8 file fatally.
 * @param at - where `bytes` start in the file: `offset` (bytes, 0-based) and `line` (1-based);
 *   default the file's start. The error names the bad byte's line and offset from it (newcomer N10).
 * @throws NotTextError('invalid-utf8', with the first bad byte's offset and line) when the bytes are not UTF-8.
 * Spec: docs/contracts.md (@ma/core, Files: text files only); newcomer report defect 2.
 */
export function decodeTextLine(
  bytes: Uint8Array,
  file: string,
  at: { offset: number; line: number } = { offset: 0, line: 1 },
): string {
  try {
    return fatal.decode(bytes);
  } catch {
    throw invalidUtf8Error(bytes, file, at);
  }
}

/**
 * The {@link NotTextError} (`invalid-utf8`) for `bytes` that do not decode, naming their first bad
 * sequence by its file offset and line (`at`: where `bytes` start; default the file's start), so a
 * user finds it in an editor, as a stray CR is named (newcomer N10). The file's first bytes (`bytes`
 * when they start the file, else `head`, else read from `file` on disk) name a recording, PDF,
 * picture… by its kind (`media`).
 * Spec: docs/contracts.md (@ma/core, Files: text files only); newcomer N10.
 */
export function invalidUtf8Error(
  bytes: Uint8Array,
  file: string,
  at: { offset: number; line: number } = { offset: 0, line: 1 },
  head?: Uint8Array,
): NotTextError {
  const bad = firstInvalidOffset(bytes);
  const first = at.offset === 0 ? bytes : (head ?? headOnDisk(file));
  return new NotTextError(
    file,
    'invalid-utf8',
    at.offset + bad,
    undefined,
    at.line + lfCount(bytes, bad),
    first === undefined ? undefined : headMedia(first),
  );
}

/**
 * Checks a file read in chunks, in order, for bytes that are not UTF-8 (a character split between two
 * chunks is checked with the next one, as a streaming fatal decoder would), and names the first bad
 * sequence by its offset and line (newcomer N10). One check for the streamed line reader, the text
 * digest and {@link findNotTextInFile}.
 * Spec: docs/contracts.md (@ma/core, Files: text files only); newcomer report defect 2; newcomer N10.
 */
export class Utf8ChunkCheck {
  /** The start of a character the last chunk ended inside (1–3 bytes), not yet checked. */
  private pending: Uint8Array | null = null;
  /** LF bytes in the chunks checked before. */
  private lines = 0;
  /** File offset just past the last chunk checked. */
  private position = 0;
  /** The file's first bytes (from the chunk at offset 0), to name a recording or PDF by its kind. */
  private head: Uint8Array | undefined;

  constructor(private readonly file: string) {}

  /**
   * Checks the next chunk (`base`: the file offset of its first byte; `lfs`, when the caller has
   * counted them already, the LF bytes of `raw`: one count for all the checks of a big copy).
   * @throws NotTextError (`invalid-utf8`, with the bad sequence's offset and line).
   */
  chunk(raw: Uint8Array, base: number, lfs?: number): void {
    const pending = this.pending;
    if (base === 0) this.head = Buffer.from(raw.subarray(0, MEDIA_HEAD_BYTES));
    const region = pending ? Buffer.concat([pending, raw]) : raw;
    const start = base - (pending?.length ?? 0);
    const end = region.length - incompleteTail(region);
    const complete = region.subarray(0, end);
    if (!isUtf8(complete))
      throw invalidUtf8Error(complete, this.file, { offset: start, line: this.lines + 1 }, this.head);
    this.pending = end < region.length ? Buffer.from(region.subarray(end)) : null;
    this.lines += lfs ?? lfCount(raw, raw.length);
    this.position = base + raw.length;
  }

  /**
   * The end of the file: a character the last chunk ended inside is cut short.
   * @throws NotTextError (`invalid-utf8`).
   */
  end(): void {
    const tail = this.pending;
    if (tail)
      throw new NotTextError(
        this.file,
        'invalid-utf8',
        this.position - tail.length,
        undefined,
        this.lines + 1,
        this.head === undefined ? undefined : headMedia(this.head),
      );
  }
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

/** Whether `bytes` decodes as UTF-8 (`stream`: an incomplete last character is allowed). */
function decodes(bytes: Uint8Array, stream: boolean): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream });
    return true;
  } catch {
    return false;
  }
}

/**
 * The offset of the first byte of the first invalid UTF-8 sequence of `bytes` (the decoder does not say where);
 * meaningful only for bytes that do not decode. Used for {@link NotTextError}'s `offset` by {@link decodeText} and
 * the streamed reader (`streamLines`, which adds the offset of `bytes` in the file).
 * Spec: docs/contracts.md (@ma/core, Files: text files only); newcomer report defect 2.
 */
export function firstInvalidOffset(bytes: Uint8Array): number {
  // The longest prefix that decodes when an incomplete last character is allowed…
  let lo = 0;
  let hi = bytes.length;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (decodes(bytes.subarray(0, mid), true)) lo = mid;
    else hi = mid;
  }
  // …ends with the start of the bad sequence when that character is incomplete: back to its lead byte.
  let at = lo;
  while (at > 0 && !decodes(bytes.subarray(0, at), false) && lo - at < 4) at--;
  return at;
}
