/**
 * Neutralising text a caller (possibly a model) supplied before it is shown to the user: in a
 * request note, a toast or on the terminal. Pure string functions.
 * Spec: seed 004, Decisions (approval prompts); issue A1 (model text never answers a request).
 */

/** C0/C1 control characters except tab and line feed, and the Unicode bidi/invisible controls. */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * `text` with line breaks normalised to `\n` and control characters (ANSI escapes, bidi
 * overrides, zero-width characters, NUL…) removed; tabs and line feeds kept.
 */
export function plainText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROLS, '');
}

/**
 * Characters that show as nothing or as blank space but are not `\s`: Hangul fillers (U+115F, U+1160,
 * U+3164, U+FFA0), the braille blank (U+2800), the Mongolian vowel separator, the combining grapheme
 * joiner, the soft hyphen, Khmer inherent vowels (U+17B4, U+17B5); read as a space when text is shown.
 */
const BLANK_LOOKING = /\u115f|\u1160|\u17b4|\u17b5|\u034f|[\u3164\uffa0\u2800\u180e\u00ad]/g;

/**
 * `text` as an approval shows it, so that nothing of it hides below what is shown (review6 S3): {@link plainText},
 * line and paragraph separators (U+2028, U+2029, VT, FF, NEL) as line breaks, blank-looking characters
 * ({@link BLANK_LOOKING}) as spaces, every run of spaces or tabs one space, lines trimmed, runs of blank
 * lines one blank line (or none with `blankLines: false`), no leading or trailing blank line.
 * @param text - a caller's (possibly a model's) request text
 * @param opts - `blankLines: false` drops blank lines altogether (a toast: every line shown is text)
 * @returns the text to show; it holds every non-blank character of `text` but the controls
 * Spec: review6 S3 (approval spoofing by padding); review5 Q4 (approve only what was shown).
 */
export function visibleText(text: string, opts: { blankLines?: boolean } = {}): string {
  const lines = plainText(text.replace(/[\u2028\u2029\u000b\u000c\u0085]/g, '\n'))
    .replace(BLANK_LOOKING, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim());
  const out: string[] = [];
  for (const line of lines) {
    if (line !== '') out.push(line);
    else if (opts.blankLines !== false && out.length > 0 && out.at(-1) !== '') out.push('');
  }
  while (out.at(-1) === '') out.pop();
  return out.join('\n');
}

/** `text` on one line: {@link plainText}, every whitespace run one space, trimmed. */
export function oneLineText(text: string): string {
  return plainText(text).replace(/\s+/g, ' ').trim();
}

/** The controls `JSON.stringify` leaves as they are: DEL, C1, bidi and invisible characters. */
const UNESCAPED_BY_JSON = /[\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * `text` quoted for a one-line message: `JSON.stringify` (quotes, `\\`, `\n`, `\u001b`, …) with the
 * controls it keeps (DEL, C1, bidi, zero-width) written as `\uXXXX` too, so the message shows what
 * the text holds and no terminal runs or reorders any of it.
 */
export function quotedText(text: string): string {
  return JSON.stringify(text).replace(
    UNESCAPED_BY_JSON,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * `text` as a Markdown fenced code block that nothing inside can close or escape: the fence is
 * one backtick longer than the longest backtick run in `text` (at least three), so every line of
 * `text` (`- [x] Approve`, `<!-- … -->`, a heading, a closing fence) stays literal text.
 */
export function fenced(text: string, info = 'text'): string {
  const body = plainText(text).replace(/^\n+|\s+$/g, '');
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${info}\n${body}\n${fence}`;
}
