import { patternTokens } from './pattern-tokens.js';

/**
 * A search pattern whose end-of-text anchors mean "end of line" for LF and CRLF lines alike.
 *
 * ripgrep runs with `--crlf` (see `buildRgArgs`), so `$` matches before `\r\n` as before `\n`
 * (review11 X2: a note saved on Windows never matched `…$`). In that mode ripgrep strips only a
 * whole `\r\n` from a line before matching, so the end-of-text anchors `\z` and `$` under
 * `(?-m)` would stop matching at the end of LF lines (and without `--crlf` they failed on CRLF
 * lines). The search is line by line, so the end of the text IS the end of the line: `\z`
 * becomes `(?m:$)` and a `-m` in a flag group is turned into `m`; everything else (escapes,
 * character classes, where `\z` is no anchor) is kept byte for byte.
 * @param pattern a ripgrep (Rust `regex`) pattern, as the caller wrote it.
 * @returns the pattern with its end anchors rewritten (the same string when it has none).
 * Spec: seed 000, Requirement: Agents can use project context tools (search); docs/hostile-cases.md
 *   B10 (CRLF notes read like LF ones); review11 X2.
 */
export function lineEndAnchors(pattern: string): string {
  let out = '';
  /** Offset in `pattern` up to which a rewritten flag group was already written. */
  let skipTo = 0;
  for (const token of patternTokens(pattern)) {
    if (token.start < skipTo) continue;
    if (token.kind === 'escape') {
      out += token.text === '\\z' ? '(?m:$)' : token.text;
      continue;
    }
    if (token.text === '(') {
      const flags = /^\(\?([a-zA-Z]*)-([a-zA-Z]*)([:)])/.exec(pattern.slice(token.start));
      if (flags?.[2]?.includes('m')) {
        const [whole, on = '', off = '', end = ')'] = flags;
        const rest = off.replaceAll('m', '');
        out += `(?${on.includes('m') ? on : `${on}m`}${rest === '' ? '' : `-${rest}`}${end}`;
        skipTo = token.start + whole.length;
        continue;
      }
    }
    out += token.text;
  }
  return out;
}
