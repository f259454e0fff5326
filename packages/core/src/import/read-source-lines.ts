/**
 * Streaming the lines of a transcript file with bounded memory.
 * Spec: issue #10 (a 200 MB VTT is streamed, bounded memory; binary files refused).
 */
import { ImportError } from '../errors/import-error.js';
import { readChunks } from '../fs/read-chunks.js';
import { type SourceDecoder, type SourceEncodingNote, sourceDecoder } from './source-decoder.js';

/**
 * Longest line read, in UTF-16 code units of the decoded text (16 Mi = 16,777,216; a message names it in
 * characters, never as "16 MB": it counts characters, not bytes, and 16 Mi is no million).
 */
const MAX_LINE_CHARS = 16 * 1024 * 1024;

/**
 * Yields the lines of a UTF-8 text file, or of a UTF-16 one that starts with its byte-order mark
 * (review R4; BOM dropped), or of a file that is not UTF-8 read as Windows-1252 (newcomer N1; said
 * in `note`) (a final line break starts no line), reading 64 KB at a time, so memory is
 * bounded by the longest line. The file's line breaks are `\n` / `\r\n`, or lone `\r` (classic Mac),
 * judged on the first text that holds any: by which kind is more common there. In a file with LF
 * breaks a stray `\r` inside a line (a pasted spreadsheet cell) is a space, never a new line that
 * nobody said (newcomer N2); in a CR-only file every `\r` ends a line.
 * Spec: issue #10 (200 MB VTT streamed with bounded memory; BOM, CRLF; binary refused); review9 V11;
 *   newcomer N2.
 * @param abs - absolute path of the file
 * @param name - the file as the user named it, for messages
 * @param note - filled when the file is read as Windows-1252 ({@link sourceDecoder})
 * @throws ImportError('unreadable') on a NUL byte in a file without a UTF-16 BOM (a binary file) or
 *   bytes of two encodings / invalid UTF-16 (saying how to convert), or a line
 *   longer than {@link MAX_LINE_CHARS} characters (`has a line longer than 16,777,216 characters`); I/O errors as they come
 */
export async function* readSourceLines(
  abs: string,
  name: string,
  note?: SourceEncodingNote,
): AsyncGenerator<string> {
  let decoder: SourceDecoder | null = null;
  let rest = '';
  let pendingCr = false;
  let crBreaks: boolean | null = null; // null: no line break seen yet
  for await (const chunk of readChunks(abs)) {
    decoder ??= sourceDecoder(chunk, name, note);
    let text = decoder.decode(chunk);
    if (pendingCr && text.startsWith('\n')) text = text.slice(1);
    pendingCr = false;
    // L550: only the new text is scanned (`rest` holds no line break, nor any CR while `crBreaks` is null),
    // so a long line is read once, not again with every chunk (17 Mi characters took over 30 s).
    crBreaks ??= breakKind(text);
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c !== 10 && (c !== 13 || crBreaks !== true)) continue;
      const line = rest + text.slice(from, i);
      rest = '';
      yield crBreaks === true ? line : lfLine(line);
      if (c === 13) {
        if (i + 1 === text.length) pendingCr = true;
        else if (text.charCodeAt(i + 1) === 10) i++;
      }
      from = i + 1;
    }
    rest += text.slice(from);
    if (rest.length > MAX_LINE_CHARS)
      throw new ImportError(
        'unreadable',
        `${name} has a line longer than ${MAX_LINE_CHARS.toLocaleString('en-US')} characters; not a transcript`,
      );
  }
  rest += decoder?.decode() ?? '';
  if (rest !== '') yield crBreaks === true ? rest : lfLine(rest);
}

/**
 * Whether `text`'s line breaks are lone CRs (true) or LF / CRLF (false), by which is more common;
 * null when it holds no line break yet.
 */
function breakKind(text: string): boolean | null {
  let lf = 0;
  let cr = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) lf++;
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) cr++;
  }
  return lf === 0 && cr === 0 ? null : cr > lf;
}

/** A line of a file with LF breaks: the CR of its CRLF dropped, a stray CR inside it a space. */
function lfLine(line: string): string {
  const body = line.endsWith('\r') ? line.slice(0, -1) : line;
  return body.includes('\r') ? body.replace(/[ \t]*\r+[ \t]*/g, ' ') : body;
}
