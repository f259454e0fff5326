/** ripgrep `--json` text value: UTF-8 text, or base64 bytes when not valid UTF-8. */
export type RgData = { text: string } | { bytes: string };

/** The `--json` messages we read (begin/end/context are ignored). */
export type RgEvent =
  | {
      type: 'match';
      data: {
        path: RgData;
        lines: RgData;
        line_number: number | null;
        submatches: { start: number; end: number }[];
      };
    }
  | { type: 'summary'; data: unknown }
  | { type: 'begin' | 'end' | 'context'; data: unknown };

/** Decodes an `RgData` value (invalid UTF-8 becomes U+FFFD). */
export function rgText(value: RgData): string {
  return 'text' in value ? value.text : Buffer.from(value.bytes, 'base64').toString('utf8');
}

/** Converts a UTF-8 byte offset inside `text` to a UTF-16 offset. */
export function byteToCharOffset(text: string, byteOffset: number): number {
  if (byteOffset <= 0) return 0;
  return Buffer.from(text, 'utf8').subarray(0, byteOffset).toString('utf8').length;
}
