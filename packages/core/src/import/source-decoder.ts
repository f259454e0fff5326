/**
 * Decoding a transcript file's bytes as `ma import` reads them, in one place for its streamed
 * line reader and its whole-file (Whisper JSON) reader: UTF-8, or UTF-16 LE/BE when the file starts
 * with that byte-order mark (review R4; the mark dropped, a UTF-8 one too); bytes that are not of
 * the encoding, and NUL bytes in a file without a UTF-16 mark (a binary file), are refused saying
 * how to convert.
 * Spec: review R4 (encodings); review9 V11 (every format read alike).
 */
import { readFile } from 'node:fs/promises';
import { TextDecoder } from 'node:util';
import { ImportError } from '../errors/import-error.js';

/** A decoder chosen from a file's first bytes. */
export interface SourceDecoder {
  /** True when the file is UTF-16 (its first bytes were a UTF-16 byte-order mark). */
  readonly utf16: boolean;
  /**
   * Decodes the next chunk (streamed: a character split between chunks is kept for the next);
   * without a chunk, what is left at the end.
   * @throws ImportError('unreadable') on bytes that are not of the encoding, or a NUL byte in a
   *   file without a UTF-16 mark, saying how to convert.
   */
  decode(chunk?: Buffer): string;
}

/**
 * The decoder for a file whose first chunk is `first` (at least its first 2 bytes when it has them).
 * @param name - the file as the user named it, for messages
 */
export function sourceDecoder(first: Buffer, name: string): SourceDecoder {
  // A byte-order mark FF FE / FE FF: UTF-16 (Windows exports, PowerShell's `>`), decoded as such.
  const bom = first.length >= 2 ? (first[0]! << 8) | first[1]! : 0;
  const utf16 = bom === 0xfffe || bom === 0xfeff;
  const decoder = new TextDecoder(bom === 0xfffe ? 'utf-16le' : bom === 0xfeff ? 'utf-16be' : 'utf-8', {
    fatal: true,
    ignoreBOM: false,
  });
  return {
    utf16,
    decode(chunk?: Buffer): string {
      if (chunk && !utf16 && chunk.includes(0))
        throw new ImportError(
          'unreadable',
          `${name} is a binary file (it holds NUL bytes; UTF-16 text without a byte-order mark reads as binary: save it as UTF-8)`,
        );
      try {
        return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
      } catch {
        throw new ImportError(
          'unreadable',
          utf16
            ? `${name} is UTF-16 text with bytes that are not UTF-16; save it as UTF-8 and import that`
            : `${name} is not UTF-8 text (it has bytes that are not UTF-8, such as Latin-1 or Windows-1252); save it as UTF-8 (for example \`iconv -f WINDOWS-1252 -t UTF-8\`) and import that`,
        );
      }
    },
  };
}

/**
 * The whole text of a transcript file decoded by {@link sourceDecoder} (UTF-8 or UTF-16 with its
 * mark, the mark dropped); line breaks are left as they are. For formats read whole (Whisper JSON).
 * @param abs - absolute path of the file
 * @param name - the file as the user named it, for messages
 * @throws ImportError('unreadable') as {@link SourceDecoder.decode}; I/O errors as they come
 */
export async function readSourceText(abs: string, name: string): Promise<string> {
  const bytes = await readFile(abs);
  const decoder = sourceDecoder(bytes, name);
  return decoder.decode(bytes) + decoder.decode();
}
