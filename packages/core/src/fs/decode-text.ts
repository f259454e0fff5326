import { NotTextError } from '../errors/not-text-error.js';
import { loneCrIn } from './lone-cr.js';

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
    throw new NotTextError(file, 'invalid-utf8', firstInvalidOffset(bytes));
  }
  // review9 V11: lone CR line breaks would read as one line; refused, never misnumbered.
  const cr = loneCrIn(bytes, file, true);
  if (cr) throw cr;
  return text;
}

/**
 * Checks one chunk of a file read in pieces for NUL bytes (and, for the first chunk, a UTF-16
 * byte-order mark); the UTF-8 validity of the lines is checked where they are decoded
 * ({@link decodeTextLine}).
 * @throws NotTextError (`binary`, `utf16`).
 * Spec: docs/contracts.md (@ma/core, Files: text files only); newcomer report defect 2.
 */
export function checkTextChunk(bytes: Uint8Array, file: string, first: boolean, base = 0): void {
  const found = problem(bytes, first);
  if (found) throw new NotTextError(file, found.reason, base + found.offset);
}

/**
 * Decodes one complete line (or any complete run of lines) of a UTF-8 file fatally.
 * @throws NotTextError('invalid-utf8') when the bytes are not UTF-8.
 * Spec: docs/contracts.md (@ma/core, Files: text files only); newcomer report defect 2.
 */
export function decodeTextLine(bytes: Uint8Array, file: string): string {
  try {
    return fatal.decode(bytes);
  } catch {
    throw new NotTextError(file, 'invalid-utf8');
  }
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
