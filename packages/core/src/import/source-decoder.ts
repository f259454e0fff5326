/**
 * Decoding a transcript file's bytes as `ma import` reads them, in one place for its streamed
 * line reader and its whole-file (Whisper JSON) reader: UTF-8, or UTF-16 LE/BE when the file starts
 * with that byte-order mark (review R4; the mark dropped, a UTF-8 one too); a file that is not UTF-8
 * as Windows-1252 (newcomer N1); a file of two encodings, bytes that are not UTF-16 in UTF-16, and NUL bytes in a file without a UTF-16 mark (a binary file), are refused saying
 * how to convert.
 * Spec: review R4 (encodings); review9 V11 (every format read alike); newcomer N1 (Windows-1252).
 */
import { readFile } from 'node:fs/promises';
import { TextDecoder } from 'node:util';
import { ImportError } from '../errors/import-error.js';

/**
 * Where a file that is not UTF-8 was read as Windows-1252 (newcomer N1): `at`, the 0-based byte
 * offset of its first byte that is not UTF-8; left empty while the file reads as UTF-8 (or UTF-16).
 */
export interface SourceEncodingNote {
  windows1252At?: number;
  /** The line (1-based, counted on LF) of that byte (newcomer N10: a byte offset alone is hard to find). */
  windows1252Line?: number;
}

/** A decoder chosen from a file's first bytes. */
export interface SourceDecoder {
  /** True when the file is UTF-16 (its first bytes were a UTF-16 byte-order mark). */
  readonly utf16: boolean;
  /**
   * Decodes the next chunk (streamed: a character split between chunks is kept for the next);
   * without a chunk, what is left at the end.
   * @throws ImportError('unreadable') on bytes that are not UTF-16 in a UTF-16 file, bytes that are
   *   not UTF-8 after UTF-8 characters (a file of two encodings), or a NUL byte in a file without a
   *   UTF-16 mark, saying where and how to convert.
   */
  decode(chunk?: Buffer): string;
}

/**
 * The length of the UTF-8 sequence at `buf[i]` (a byte of 0x80 or more): its byte count when valid
 * (no overlong form, no surrogate, at most U+10FFFF), `0` when the bytes are not UTF-8, `-1` when
 * the buffer ends inside a sequence that is valid so far (it may go on in the next chunk).
 */
function utf8SequenceAt(buf: Uint8Array, i: number): number {
  const b = buf[i] as number;
  const n = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
  if (n === 0) return 0;
  for (let k = 1; k < n; k++) {
    if (i + k >= buf.length) return -1;
    const c = buf[i + k] as number;
    let low = 0x80;
    let high = 0xbf;
    if (k === 1 && b === 0xe0) low = 0xa0;
    if (k === 1 && b === 0xed) high = 0x9f;
    if (k === 1 && b === 0xf0) low = 0x90;
    if (k === 1 && b === 0xf4) high = 0x8f;
    if (c < low || c > high) return 0;
  }
  return n;
}

/** How many LF bytes `bytes` holds. */
function lfCount(bytes: Buffer): number {
  let n = 0;
  for (let i = bytes.indexOf(0x0a); i !== -1; i = bytes.indexOf(0x0a, i + 1)) n++;
  return n;
}

/** True for an ASCII letter. */
function asciiLetter(b: number): boolean {
  return (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7a;
}

/** True for a byte a word may hold: an ASCII letter or a byte of 0x80 or more. */
function wordByte(b: number): boolean {
  return b >= 0x80 || asciiLetter(b);
}

/** True for an ASCII lowercase letter. */
function lowerLetter(b: number): boolean {
  return b >= 0x61 && b <= 0x7a;
}

/**
 * True when byte `b` between the ASCII letters `before` and `after` is a Mac Roman letter that a
 * Windows-1252 file does not write there (L348). Mac Roman writes `ä ö ü é à á ñ` as 0x80-0x9F and
 * `’` as 0xD5; Windows-1252 writes its marks there, and some stand between letters in real Western
 * text, so they are no evidence (V109): `’` (0x92, `don’t`), `—` (0x97, `well—maybe`; Mac's `ó`),
 * `œ Œ` (0x9C 0x8C, `cœur`), `–` (0x96, Mac's `ñ`) unless between lowercase letters (`A–Z` is
 * Windows-1252's, `Mañana` Mac Roman's), and Mac's capitals `Ä Å Ç É Ñ Ö Ü` (0x80-0x86: `…` is
 * 0x85) after a lowercase letter.
 */
function macLetterBetween(b: number, before: number, after: number): boolean {
  if (b === 0xd5) return true;
  if (b > 0x9f || b === 0x92 || b === 0x97 || b === 0x9c || b === 0x8c) return false;
  if (b === 0x96) return lowerLetter(before) && lowerLetter(after);
  return b > 0x86 || !lowerLetter(before);
}

/**
 * The fewest double-byte pairs in counted runs that refuse a file by its runs (V109): 16 CJK
 * characters, a sentence or two, while a Western file reaches it only with many quoted runs.
 */
const MIN_RUN_PAIRS = 16;

/**
 * Checks that a file read as Windows-1252 is one (newcomer R171): a Shift_JIS, EUC-JP, GBK, Big5 or
 * EUC-KR export (Japanese, Chinese or Korean Windows) is not UTF-8 either, and read as Windows-1252 it
 * imported as mojibake (`‚¨‚Í‚æ‚¤`) with a success, its bytes 0x81, 0x8D, 0x8F, 0x90 and 0x9D dropped as
 * control characters. Such a file is refused, saying how to convert, when it holds one of those five
 * bytes (Windows-1252 has no character for them: no Windows-1252 file does) or when most of its bytes
 * of 0x80 or more stand in runs of three double-byte characters or more: a double-byte encoding writes
 * each character as a byte of 0x80 or more and a second byte of 0x40 or more (an ASCII letter or sign
 * in Shift_JIS, GBK and Big5), and CJK text runs on without spaces, while Western text puts its
 * accented letters alone between ASCII ones (`Grüße`, `préféré` reach two or three such pairs only
 * within a word, never most of a file's; a `————` rule repeats one byte and is not counted).
 * Review2 V109: a short Western file can hold runs too (`“I’m…”`, `“A–Z”`, `«\u00a0À\u00a0»\u00a0` are three
 * pairs each) and, with few other accented letters, was refused as CJK. So a rule of two alternating
 * bytes (`•–•–•–`) is not counted either, and a file is refused by its runs only when they hold at
 * least {@link MIN_RUN_PAIRS} pairs: a CJK transcript holds far more, a Western one does not.
 * Review2 V112: a Russian (Windows-1251) or Greek (Windows-1253) export, whose words are such runs too, is
 * refused the same way; the messages name those encodings, not only the CJK ones.
 */
class Windows1252Check {
  /** Bytes of 0x80 or more scanned; those in runs that look double-byte. */
  private high = 0;
  private inRuns = 0;
  /** The pairs of the counted runs (V109: refused only from {@link MIN_RUN_PAIRS} on). */
  private runPairs = 0;
  /** The current run: its pairs, their bytes of 0x80 or more, its first two byte values, no third. */
  private pairs = 0;
  private runHigh = 0;
  private runFirst = -1;
  private runSecond = -1;
  private runTwoBytes = true;
  /** The last byte was a pair's first byte (0x80 or more): the next of 0x40 or more is its second. */
  private lead = false;
  /** LF bytes scanned, from the line of the first scanned byte. */
  private line = 1;
  private at = 0;
  /**
   * Mac Roman's letters against Windows-1252's (L348), counted inside words only ({@link macLetterBetween}):
   * the byte before, a byte of 0x80 or more waiting for the byte after it, and where it stood.
   */
  private prev = 0x20;
  private waiting = -1;
  private waitingBefore = 0x20;
  private waitingAt = { at: 0, line: 1 };
  private macLetters = 0;
  private latinLetters = 0;
  private firstMac: { at: number; line: number } | undefined;

  constructor(
    private readonly name: string,
    private readonly note: SourceEncodingNote,
  ) {}

  /**
   * Scans the next bytes of the file; `line`: the line of the first one, `before`: the byte before it
   * (the first call only).
   */
  scan(bytes: Uint8Array, line?: number, before?: number): void {
    if (line !== undefined) {
      this.line = line;
      this.at = this.note.windows1252At ?? 0;
      this.prev = before ?? 0x20;
    }
    for (let i = 0; i < bytes.length; i++, this.at++) {
      const b = bytes[i] as number;
      this.weighLetter(b);
      if (b === 0x81 || b === 0x8d || b === 0x8f || b === 0x90 || b === 0x9d)
        throw new ImportError(
          'unreadable',
          `${this.name} is not UTF-8, nor Windows-1252 (Latin-1): at line ${this.line}, byte ${this.at} (counted from 0) it holds 0x${b.toString(16)}, which Windows-1252 has no character for (a Shift_JIS, GBK or Big5 file, Japanese or Chinese Windows' encodings, a Cyrillic or Central European one, Windows-1251 or Windows-1250, or a Mac Roman one, older Macs', reads this way); save it as UTF-8 and import that`,
        );
      if (b >= 0x80) {
        this.high++;
        this.runHigh++;
        if (this.runFirst === -1) this.runFirst = b;
        else if (b === this.runFirst || b === this.runSecond) {
          // A byte the run already has: a rule of one or two alternating bytes (`————`, `•–•–`).
        } else if (this.runSecond === -1) this.runSecond = b;
        else this.runTwoBytes = false;
      }
      if (this.lead && b >= 0x40) {
        this.lead = false;
        this.pairs++;
        continue;
      }
      this.lead = false;
      if (b >= 0x80) this.lead = true;
      else {
        if (b === 0x0a) this.line++;
        this.endRun();
      }
    }
  }

  /**
   * Counts the byte waiting for `next` as a letter of Mac Roman or of Windows-1252 when it stands inside
   * a word; then makes `next` wait when it is a byte of 0x80 or more after a word's byte.
   */
  private weighLetter(next: number): void {
    const w = this.waiting;
    const before = this.waitingBefore;
    if (w !== -1 && wordByte(next) && (asciiLetter(before) || asciiLetter(next))) {
      // Windows-1252's accented letters (0xC0-0xFF but × ÷, and Õ: Mac Roman's ’ in `donÕt`).
      if (w >= 0xc0 && w !== 0xd7 && w !== 0xf7 && w !== 0xd5) this.latinLetters++;
      if (asciiLetter(before) && asciiLetter(next) && macLetterBetween(w, before, next)) {
        this.macLetters++;
        this.firstMac ??= this.waitingAt;
      }
    }
    this.waiting = next >= 0x80 && wordByte(this.prev) ? next : -1;
    this.waitingBefore = this.prev;
    this.waitingAt = { at: this.at, line: this.line };
    this.prev = next;
  }

  /**
   * At the file's end: refuses a file whose bytes of 0x80 or more mostly come in double-byte runs, and
   * one whose letters inside words are mostly Mac Roman's (L348: `J\u0178rgen M\u0178ller`, a success
   * with garbage names).
   */
  finish(): void {
    this.endRun();
    if (this.macLetters > this.latinLetters) {
      const first = this.firstMac ?? { at: 0, line: 1 };
      throw new ImportError(
        'unreadable',
        `${this.name} is not UTF-8, nor Windows-1252 (Latin-1): its accented letters are Mac Roman's (an older Mac export; from line ${first.line}, byte ${first.at}, counted from 0, \u00fc would read as \u0178 and \u00e9 as \u017d); save it as UTF-8 and import that`,
      );
    }
    if (this.inRuns * 2 <= this.high || this.runPairs < MIN_RUN_PAIRS) return;
    throw new ImportError(
      'unreadable',
      `${this.name} is not UTF-8 (first at line ${this.note.windows1252Line ?? 1}, byte ${this.note.windows1252At ?? 0}, counted from 0), nor Windows-1252 (Latin-1): most of its bytes of 0x80 or more come in runs, as a double-byte encoding writes them (Shift_JIS or EUC-JP for Japanese, GBK or Big5 for Chinese, EUC-KR for Korean) and a one-byte one for a non-Latin alphabet (Windows-1251 for Cyrillic, Windows-1253 for Greek); save it as UTF-8 and import that`,
    );
  }

  private endRun(): void {
    if (this.pairs >= 3 && !this.runTwoBytes) {
      this.inRuns += this.runHigh;
      this.runPairs += this.pairs;
    }
    this.pairs = 0;
    this.runHigh = 0;
    this.runFirst = -1;
    this.runSecond = -1;
    this.runTwoBytes = true;
  }
}

/**
 * The decoder for a file whose first chunk is `first` (at least its first 2 bytes when it has them).
 * A file without a UTF-16 mark is UTF-8; when its first byte of 0x80 or more is not UTF-8, the whole
 * file is read as Windows-1252 (a superset of Latin-1's printable characters: the usual encoding of
 * a `.txt`/`.srt` export that is not UTF-8; newcomer N1) and `note.windows1252At` says where. The
 * bytes before it are ASCII, which both encodings read alike, so no line already given changes.
 * Bytes that are not UTF-8 after UTF-8 characters (two encodings in one file) are refused: no
 * single reading is right.
 * @param name - the file as the user named it, for messages
 * @param note - filled when the file is read as Windows-1252
 */
export function sourceDecoder(first: Buffer, name: string, note: SourceEncodingNote = {}): SourceDecoder {
  // A byte-order mark FF FE / FE FF: UTF-16 (Windows exports, PowerShell's `>`), decoded as such.
  const bom = first.length >= 2 ? (first[0]! << 8) | first[1]! : 0;
  const utf16 = bom === 0xfffe || bom === 0xfeff;
  let decoder = new TextDecoder(bom === 0xfffe ? 'utf-16le' : bom === 0xfeff ? 'utf-16be' : 'utf-8', {
    fatal: true,
    ignoreBOM: false,
  });
  let offset = 0;
  let sawUtf8 = false;
  let windows1252 = false;
  // A UTF-8 sequence cut at a chunk's end, held for the next chunk (scanned with it).
  let carry: Buffer = Buffer.alloc(0);
  /** LF bytes in the chunks scanned before (a carried cut sequence holds none). */
  let lines = 0;
  const mixed = (at: number, line: number) =>
    new ImportError(
      'unreadable',
      `${name} mixes two encodings: it has UTF-8 characters and, at line ${line}, byte ${at} (counted from 0), a byte that is not UTF-8 (Latin-1 or Windows-1252); save it as UTF-8 and import that`,
    );
  const cjk = new Windows1252Check(name, note);
  /** The UTF-8 text of `bytes` (carry first), or switches to Windows-1252 at its first byte that is not UTF-8. */
  const utf8 = (bytes: Buffer, end: boolean): string => {
    const data = carry.length > 0 ? Buffer.concat([carry, bytes]) : bytes;
    const base = offset - carry.length;
    const linesBefore = lines;
    offset += bytes.length;
    lines += lfCount(bytes);
    carry = Buffer.alloc(0);
    for (let i = 0; i < data.length; i++) {
      if ((data[i] as number) < 0x80) continue;
      const n = utf8SequenceAt(data, i);
      if (n > 0) {
        sawUtf8 = true;
        i += n - 1;
        continue;
      }
      if (n === -1 && !end) {
        carry = Buffer.from(data.subarray(i));
        return decoder.decode(data.subarray(0, i), { stream: true });
      }
      const line = linesBefore + lfCount(data.subarray(0, i)) + 1;
      if (sawUtf8) throw mixed(base + i, line);
      windows1252 = true;
      note.windows1252At = base + i;
      note.windows1252Line = line;
      decoder = new TextDecoder('windows-1252');
      cjk.scan(data.subarray(i), line, i > 0 ? data[i - 1] : undefined);
      if (end) cjk.finish();
      return decoder.decode(data, { stream: true });
    }
    // Whole sequences only (a cut one is carried), streamed so that a BOM is dropped only at the start.
    return end ? decoder.decode(data) : decoder.decode(data, { stream: true });
  };
  return {
    utf16,
    decode(chunk?: Buffer): string {
      if (chunk && !utf16 && chunk.includes(0))
        throw new ImportError(
          'unreadable',
          `${name} is a binary file (it holds NUL bytes; UTF-16 text without a byte-order mark reads as binary: save it as UTF-8)`,
        );
      if (!utf16) {
        if (windows1252) {
          if (!chunk) {
            cjk.finish();
            return decoder.decode();
          }
          cjk.scan(chunk);
          return decoder.decode(chunk, { stream: true });
        }
        return utf8(chunk ?? Buffer.alloc(0), !chunk);
      }
      try {
        return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
      } catch {
        throw new ImportError(
          'unreadable',
          `${name} is UTF-16 text with bytes that are not UTF-16; save it as UTF-8 and import that`,
        );
      }
    },
  };
}

/**
 * The import's line for a file read as Windows-1252 (newcomer N1); `[]` when it was not.
 * @param label - the file as the user named it
 */
export function encodingWarnings(note: SourceEncodingNote, label: string): string[] {
  return note.windows1252At === undefined
    ? []
    : [
        `${label} is not UTF-8 (first at ${note.windows1252Line === undefined ? '' : `line ${note.windows1252Line}, `}byte ${note.windows1252At}, counted from 0): it was read as Windows-1252 (Latin-1); if its accented letters look wrong in the notes, save it as UTF-8 and import that`,
      ];
}

/**
 * The whole text of a transcript file decoded by {@link sourceDecoder} (UTF-8 or UTF-16 with its
 * mark, the mark dropped; else Windows-1252, said in `note`); line breaks are left as they are. For
 * formats read whole (Whisper JSON).
 * @param abs - absolute path of the file
 * @param name - the file as the user named it, for messages
 * @throws ImportError('unreadable') as {@link SourceDecoder.decode}; I/O errors as they come
 */
export async function readSourceText(abs: string, name: string, note?: SourceEncodingNote): Promise<string> {
  const bytes = await readFile(abs);
  const decoder = sourceDecoder(bytes, name, note);
  return decoder.decode(bytes) + decoder.decode();
}
