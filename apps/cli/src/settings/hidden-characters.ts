/**
 * Characters that change what a terminal shows or a model reads without being visible text: C0/C1
 * controls other than tab and line feed (ESC starts ANSI sequences, a lone CR returns to the line
 * start), and the Unicode bidi embeddings, overrides and isolates. A CR that ends a line (CRLF)
 * is a line ending, not one of them.
 */
const HIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/g;

/** The first hidden character of `text` and where it is (1-based line and column), or null. */
export interface HiddenCharacter {
  /** `U+001B`. */
  code: string;
  line: number;
  column: number;
}

/**
 * Finds the first character of {@link HIDDEN}'s set in `text`.
 * @returns its code point and 1-based line and column (UTF-16 units), or null when there is none.
 * Spec: review R12 (settings changes are approvals: docs/approvals.md A1).
 */
export function firstHiddenCharacter(text: string): HiddenCharacter | null {
  HIDDEN.lastIndex = 0;
  const m = HIDDEN.exec(text);
  if (!m) return null;
  const before = text.slice(0, m.index);
  const lineStart = before.lastIndexOf('\n') + 1;
  return {
    code: `U+${m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
    line: before.split('\n').length,
    column: m.index - lineStart + 1,
  };
}

/**
 * `text` with every hidden character written out visibly (`\x1b`, `\r`, `\u202e`), so a diff
 * shown for approval shows what would be written; CRLF line endings are kept as they are.
 * Spec: review R12; docs/approvals.md A1 (the terminal never gets model text's control characters).
 */
export function showHiddenCharacters(text: string): string {
  return text.replace(HIDDEN, (c) => {
    if (c === '\r') return '\\r';
    const code = c.codePointAt(0)!;
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
