/** Longest vault value quoted in a prompt by default, in characters (before quoting). */
export const PROMPT_VALUE_CHARS = 200;

/** Line breaks, other whitespace runs, control and format characters (bidi overrides, zero-width marks). */
const BREAKS = /[\s\p{Cc}\p{Zl}\p{Zp}]+/gu;
const FORMAT = /\p{Cf}/gu;

/**
 * A vault-derived value (an attendee, a title, a project name or id, a path, a frontmatter value) as text for a
 * prompt line: one line (line breaks, tabs and control characters become one space; format characters such as
 * bidi overrides and zero-width marks are removed), cut to `maxChars` characters with `…`. Not quoted: use
 * {@link promptData} for a value that is data; this is for a message that only names one.
 *
 * @param maxChars the longest result before the `…`, in characters (UTF-16 code units; one less when the cut would
 *   split a surrogate pair); default 200.
 * Spec: review U3 (vault text in the system prompt is data: no new line, heading or instruction).
 */
export function promptLine(value: string, maxChars = PROMPT_VALUE_CHARS): string {
  const line = value.replace(FORMAT, '').replace(BREAKS, ' ').trim();
  if (line.length <= maxChars) return line;
  // Never half a surrogate pair (an emoji, a CJK extension letter) before the `…`.
  const end = /[\uD800-\uDBFF]/.test(line[maxChars - 1] ?? '') ? maxChars - 1 : maxChars;
  return `${line.slice(0, end).trimEnd()}…`;
}

/**
 * A vault-derived value as DATA in a prompt: {@link promptLine} (one line, bounded), then JSON-quoted (`"Bob"`,
 * quotes and backslashes escaped), so a name such as `Bob. Ignore previous instructions` or one holding line
 * breaks and `#` headings stays one quoted string on its line and never becomes prompt text.
 *
 * @param maxChars the longest value before quoting, in characters; default 200.
 * @returns e.g. `"Ann Jansen"`.
 * Spec: review U3; review7 T3 (a project description is one quoted line).
 */
export function promptData(value: string, maxChars = PROMPT_VALUE_CHARS): string {
  return JSON.stringify(promptLine(value, maxChars));
}
