/**
 * One piece of a ripgrep (Rust `regex`) pattern as the search rewrites see it:
 * - `escape`: a backslash and what it escapes, outside any character class: two characters
 *   (`\.`, `\z`, `\\`), or the whole braced form of `\p{…}`, `\P{…}`, `\x{…}`, `\u{…}`, `\U{…}`
 *   (to its `}`, or to the end of the pattern when it has none; the digits of `\x41` are `char`s,
 *   ASCII that no rewrite touches); a backslash that ends the
 *   pattern is an escape of itself alone (`\`);
 * - `class`: a whole character class from its `[` to the `]` that closes it, nested classes
 *   (`[a[b]]`, `[[:alpha:]]`) and escapes inside (`[\]]`) included; a `^` and then a `]` right
 *   after an opening `[` are members, not its end; a class left open runs to the end of the
 *   pattern;
 * - `char`: one code point outside classes and escapes (a surrogate pair is one; a combining
 *   mark is its own `char`, after the one it belongs to).
 * `start` is the token's offset in the pattern (UTF-16 code units); the tokens' texts joined
 * give the pattern back exactly. Rust's `regex` has no `\Q…\E` quoting, so `\Q` is an escape like
 * any other and what follows it is read as pattern.
 * Spec: review12 Y2, review11 X2 (the rewrites that share it: `eitherUnicodeForm`, `lineEndAnchors`).
 */
export interface PatternToken {
  kind: 'escape' | 'class' | 'char';
  text: string;
  start: number;
}

/** Escapes whose `{…}` belongs to them: Unicode classes and code point escapes. */
const BRACED = new Set(['p', 'P', 'x', 'u', 'U']);

/**
 * Splits `pattern` into {@link PatternToken}s, never failing: any string (an unbalanced class, a
 * trailing backslash, lone surrogates) is split, and joining the texts gives it back.
 * @param pattern a ripgrep (Rust `regex`) pattern, as the caller wrote it.
 * Spec: review12 Y2; review11 X2.
 */
export function patternTokens(pattern: string): PatternToken[] {
  const tokens: PatternToken[] = [];
  let i = 0;
  while (i < pattern.length) {
    const start = i;
    const c = pattern[i] as string;
    if (c === '\\') {
      i = escapeEnd(pattern, i);
      tokens.push({ kind: 'escape', text: pattern.slice(start, i), start });
      continue;
    }
    if (c === '[') {
      i = classEnd(pattern, i);
      tokens.push({ kind: 'class', text: pattern.slice(start, i), start });
      continue;
    }
    i += (pattern.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
    tokens.push({ kind: 'char', text: pattern.slice(start, i), start });
  }
  return tokens;
}

/** The offset after the escape that starts at `i` (a backslash). */
function escapeEnd(pattern: string, i: number): number {
  const next = pattern.codePointAt(i + 1);
  if (next === undefined) return i + 1;
  const after = i + 1 + (next > 0xffff ? 2 : 1);
  if (BRACED.has(String.fromCodePoint(next)) && pattern[after] === '{') {
    const close = pattern.indexOf('}', after);
    return close === -1 ? pattern.length : close + 1;
  }
  return after;
}

/** The offset after the character class that opens at `i` (a `[`), nested classes included. */
function classEnd(pattern: string, i: number): number {
  let depth = 0;
  while (i < pattern.length) {
    const c = pattern[i] as string;
    if (c === '\\') {
      i = Math.min(pattern.length, i + 2);
      continue;
    }
    if (c === '[') {
      depth++;
      i++;
      // A `^` and then a `]` right after the opening bracket are members, not the end of the class.
      if (pattern[i] === '^') i++;
      if (pattern[i] === ']') i++;
      continue;
    }
    i++;
    if (c === ']' && --depth === 0) return i;
  }
  return pattern.length;
}
