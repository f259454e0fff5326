import { onFirstUse } from './on-first-use.js';

/**
 * Characters that change what a terminal shows or a reader sees without being visible text: C0/C1
 * controls other than tab and line feed (ESC starts ANSI sequences, a lone CR returns to the line
 * start), the Unicode bidi marks, embeddings, overrides and isolates, and the zero-width
 * characters that make look-alike names (ZERO WIDTH SPACE, NON-JOINER, WORD JOINER, BOM). A CR
 * that ends a line (CRLF) is a line ending, and ZERO WIDTH JOINER (emoji sequences) is text.
 */
const HIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]|\r(?!\n)/g;

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
 * Spec: review R12, R18, R29 (docs/approvals.md A1: what the user approves or reads is what is there).
 */
export function firstHiddenCharacter(text: string): HiddenCharacter | null {
  return firstMatch(HIDDEN, text);
}

/** The first match of the global `pattern` in `text`, as a {@link HiddenCharacter}. */
function firstMatch(pattern: RegExp, text: string): HiddenCharacter | null {
  pattern.lastIndex = 0;
  const m = pattern.exec(text);
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
 * C0 and C1 control characters other than tab and line feed, and a CR that does not end a line:
 * what a file written for people never holds. NUL makes the file "binary" for every reader
 * (ripgrep, `read_projectfile`), ESC starts terminal sequences, a lone CR ends a line only in some
 * editors (so line citations shift). Unlike {@link HIDDEN}, bidi marks and zero-width characters
 * are allowed: they are ordinary in right-to-left and Indic text.
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/g;

/**
 * Finds the first control character (C0/C1 other than tab and line feed, or a lone CR) in `text`,
 * for content about to be written into a note or project file.
 * @returns its code point and 1-based line and column (UTF-16 units), or null when there is none.
 * Spec: hostile review N17 (a write never makes a note unreadable as text).
 */
export function firstControlCharacter(text: string): HiddenCharacter | null {
  return firstMatch(CONTROL, text);
}

/**
 * What {@link showHiddenCharacters} writes out in running text (not `strict`): {@link HIDDEN} but the
 * marks right-to-left writing needs (LRM U+200E, RLM U+200F, ALM U+061C) and a ZERO WIDTH NON-JOINER
 * between two letters, marks or emoji (Persian, Indic and emoji text); the bidi embeddings, overrides
 * and isolates (U+202A to U+202E, U+2066 to U+2069), which can reorder what a reader sees, stay written out.
 */
const hiddenInText = onFirstUse(
  () =>
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b\u202a-\u202e\u2060-\u2069\ufeff]|\r(?!\n)|(?<![\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}])\u200c|\u200c(?![\p{L}\p{M}\p{Extended_Pictographic}])/gu,
);

/**
 * `text` with hidden characters written out visibly (`\x1b`, `\r`, `\u202e`), so a terminal or MCP
 * client showing model or file text runs no escape sequence and shows no reordered text; CRLF line
 * endings, tabs and ZWJ are kept as they are.
 * - Running text (default: a model's reply, an error, a warning, an audit diff): the marks of
 *   right-to-left writing (U+200E, U+200F, U+061C) and a ZWNJ between letters or emoji are shown as
 *   written, so Hebrew, Arabic, Persian and emoji read as they should.
 * - `strict: true` (names, paths, refusals quoting an argument, a diff the user approves): every
 *   character of {@link firstHiddenCharacter}'s set is written out, marks and ZWNJ included, so a
 *   look-alike name or a refused invisible character shows where it is.
 * @param text - text to show
 * @param opts - `strict`: write out every hidden character (default false)
 * @returns `text` with those characters as `\xHH`, `\uHHHH` or `\r`
 * Spec: review R12, R29; docs/approvals.md A1 (the terminal never gets model text's control
 *   characters); review6 S14 and its follow-up (right-to-left text and emoji stay readable).
 */
export function showHiddenCharacters(text: string, opts: { strict?: boolean } = {}): string {
  return text.replace(opts.strict === true ? HIDDEN : hiddenInText(), (c) => {
    if (c === '\r') return '\\r';
    const code = c.codePointAt(0)!;
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/**
 * `text` without the characters of {@link firstHiddenCharacter}'s set (a lone CR becomes a line
 * feed), for names and one-line labels read from files others wrote.
 * Spec: review R29 (a PROJECT.md name shown in the catalog, the prompt and `ma projects`).
 */
export function dropHiddenCharacters(text: string): string {
  return text.replace(HIDDEN, (c) => (c === '\r' ? '\n' : ''));
}
