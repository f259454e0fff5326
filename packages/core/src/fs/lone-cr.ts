import { NotTextError } from '../errors/not-text-error.js';

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

  constructor(private readonly file: string) {}

  /**
   * Checks the next chunk; `base` is the file offset of its first byte.
   * @throws NotTextError (`lone-cr`, with the CR's byte offset).
   */
  chunk(bytes: Uint8Array, base: number): void {
    if (bytes.length === 0) return;
    if (this.pending !== -1 && bytes[0] !== LF) throw new NotTextError(this.file, 'lone-cr', this.pending);
    const at = findLoneCr(bytes, false);
    if (at !== -1) throw new NotTextError(this.file, 'lone-cr', base + at);
    this.pending = bytes[bytes.length - 1] === CR ? base + bytes.length - 1 : -1;
  }

  /**
   * The end of the file: a `\r` that ended the last chunk is a lone CR.
   * @throws NotTextError (`lone-cr`).
   */
  end(): void {
    if (this.pending !== -1) throw new NotTextError(this.file, 'lone-cr', this.pending);
  }
}
