/**
 * Control characters in text others wrote (a transcript export, a note pasted or typed into the vault, a project
 * file): C0 and C1 controls other than tab and line feed (ESC of ANSI/OSC sequences, BEL, backspace, NUL, …) and
 * the Unicode bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). Written into a summary or
 * printed by a tool they would run in a terminal (`cat`, `less -r`, `ma tool`) or reorder what a reader sees.
 * Tabs, bidi marks (U+200E, U+200F, U+061C) and zero-width joiners are ordinary text (right-to-left and Indic
 * writing) and are left alone.
 * Spec: review3 M4 (imports, hand-pasted transcripts, read tools, the offline summary); review N17 (a note never
 * holds control characters); docs/paths.md item 2.
 */

/** Controls that are whitespace: vertical tab, form feed, a CR that does not end a line (CRLF), NEL. */
export const SPACE_LIKE_CONTROLS = /[\u000b\u000c\u0085]|\r(?!\n)/g;
/** Dropped or written out: C0/C1 controls but tab, LF and the space-like ones; bidi embeddings, overrides, isolates. */
export const OTHER_CONTROLS =
  /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** What {@link showControlCharacters} writes out: both sets above (a CR only when it does not end a line). */
const SHOWN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/g;
/** Any character of the two sets above, or any CR (not global: a quick test before the replacing pass). */
const ANY_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * Whether `text` may hold a character {@link dropControlCharacters} or {@link showControlCharacters} changes (any CR
 * counts, even one ending a line).
 * Pure; one scan, no allocation.
 * Spec: review3 M4.
 */
export function hasControlCharacters(text: string): boolean {
  return ANY_CONTROL.test(text);
}

/**
 * `text` without control characters and bidi overrides: the space-like ones (VT, FF, a CR inside a line, NEL)
 * become a space, the others (ESC, BEL, C1, U+202A–U+202E, U+2066–U+2069) are dropped, so `hi \x1b]0;x\x07 there`
 * reads `hi ]0;x there`. Line feeds and tabs stay. Returns `text` itself when there is nothing to change.
 * Spec: review3 M4 (what the transcript reader gives the offline engine; what a summary may quote).
 */
export function dropControlCharacters(text: string): string {
  if (!ANY_CONTROL.test(text)) return text;
  return text.replace(SPACE_LIKE_CONTROLS, ' ').replace(OTHER_CONTROLS, '');
}

/**
 * `text` with every control character and bidi override written out visibly, one escape per character: `\x1b`,
 * `\x07`, `\x85`, `\r` (a CR that does not end a line: CRLF stays), `\u202e`. Tabs and line feeds stay. The result of a read tool holds
 * no character a terminal or an MCP client would run, and still shows what the file holds. Returns `text` itself
 * when there is nothing to change.
 * Spec: review3 M4 (read tools on hand-pasted text); review3 M10 (names written out the same way).
 */
export function showControlCharacters(text: string): string {
  if (!ANY_CONTROL.test(text)) return text;
  return text.replace(SHOWN, shownControl);
}

/**
 * How {@link showControlCharacters} writes one character: `\r` for CR, `\xHH` up to U+00FF, else `\uHHHH`.
 * Spec: review3 M4.
 */
export function shownControl(c: string): string {
  if (c === '\r') return '\\r';
  const code = c.codePointAt(0) as number;
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}
