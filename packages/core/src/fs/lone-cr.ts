import { NotTextError } from '../errors/not-text-error.js';
import { countByte } from './count-byte.js';

const CR = 0x0d;
const LF = 0x0a;

/**
 * The offset of the first lone CR of `bytes` (a `\r` not followed by `\n`: a classic Mac line
 * break), or -1. A `\r` that is the last byte counts only when `atEnd` (nothing follows it);
 * otherwise the next chunk decides ({@link LoneCrCheck}).
 * Spec: review9 V11 (a CR-only file is refused, never read as one line).
 */
export function findLoneCr(bytes: Uint8Array, atEnd: boolean): number {
  for (let i = bytes.indexOf(CR); i !== -1; i = bytes.indexOf(CR, i + 1)) {
    if (i + 1 < bytes.length ? bytes[i + 1] !== LF : atEnd) return i;
  }
  return -1;
}

/** How many LF bytes `bytes` holds before `end` (so the line of byte `end`, 1-based, is this plus 1). */
export function lfCount(bytes: Uint8Array, end: number): number {
  return countByte(bytes, LF, end);
}

/**
 * The {@link NotTextError} for the lone CR at byte `offset` of a file: when the file also breaks lines
 * with LF (`lfSeen`: an LF before the CR, or anywhere in the bytes read with it), the CR is a stray one
 * and the error names its line (`line`, 1-based, counted on LF as ripgrep counts) rather than calling
 * the file classic Mac (newcomer N2).
 * Spec: review9 V11; newcomer N2.
 */
export function loneCrError(file: string, offset: number, lfSeen: boolean, line: number): NotTextError {
  return new NotTextError(file, 'lone-cr', offset, lfSeen ? line : undefined);
}

/**
 * The {@link NotTextError} for the first lone CR of a whole file's `bytes` (see {@link findLoneCr}), or
 * null: a stray CR in a file with LF line breaks names its line (newcomer N2).
 * Spec: review9 V11; newcomer N2.
 */
export function loneCrIn(bytes: Uint8Array, file: string, atEnd: boolean): NotTextError | null {
  const at = findLoneCr(bytes, atEnd);
  if (at === -1) return null;
  return loneCrError(file, at, bytes.indexOf(LF) !== -1, lfCount(bytes, at) + 1);
}

/**
 * Refuses a file read in chunks that holds a lone CR line break: the line model splits lines on
 * `\n` only (a `\r` before it is part of the break), so a CR-only file (classic Mac, some Windows
 * exporters) would read as one line while Obsidian shows many. Feed every chunk in order
 * ({@link LoneCrCheck.chunk}), then {@link LoneCrCheck.end} at the end of the file; a `\r` at the
 * end of one chunk is judged by the first byte of the next.
 * Spec: review9 V11.
 */
export class LoneCrCheck {
  /** File offset of a `\r` that ended the chunk before, or -1. */
  private pending = -1;
  /** LF bytes in the chunks checked before (the line of the next chunk's first byte, less 1). */
  private lines: number;

  /**
   * @param file - the path named in the error
   * @param firstLine - the line (1-based) the first chunk starts on, when a read starts at a line mark
   */
  constructor(
    private readonly file: string,
    firstLine = 1,
  ) {
    this.lines = firstLine - 1;
  }

  /**
   * Checks the next chunk; `base` is the file offset of its first byte; `lfs`, when the caller has
   * counted them already, the LF bytes of the chunk (one count for all the checks of a big copy).
   * @throws NotTextError (`lone-cr`, with the CR's byte offset).
   */
  chunk(bytes: Uint8Array, base: number, lfs?: number): void {
    if (bytes.length === 0) return;
    const lf = this.lines > 0 || (lfs === undefined ? bytes.indexOf(LF) !== -1 : lfs > 0);
    if (this.pending !== -1 && bytes[0] !== LF)
      throw loneCrError(this.file, this.pending, lf, this.lines + 1);
    const at = findLoneCr(bytes, false);
    if (at !== -1) throw loneCrError(this.file, base + at, lf, this.lines + lfCount(bytes, at) + 1);
    this.pending = bytes[bytes.length - 1] === CR ? base + bytes.length - 1 : -1;
    this.lines += lfs ?? lfCount(bytes, bytes.length);
  }

  /**
   * The end of the file: a `\r` that ended the last chunk is a lone CR.
   * @throws NotTextError (`lone-cr`).
   */
  end(): void {
    if (this.pending !== -1) throw loneCrError(this.file, this.pending, this.lines > 0, this.lines + 1);
  }
}
