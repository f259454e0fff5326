/**
 * Whether a UTF-16 code unit is white space to a regular expression's `\s` and to `String.prototype.trim`
 * (ECMAScript WhiteSpace and LineTerminator: tab, LF, VT, FF, CR, space, NBSP, U+1680, U+2000–U+200A, LS, PS,
 * U+202F, U+205F, U+3000, BOM): the same answer as `/\s/.test(String.fromCharCode(c))`, without a string or a
 * pattern per character. Shared by core's transcript reader and the offline engine's hand scans (issue 13), so
 * both read white space exactly as the patterns they stand in for.
 *
 * Spec: issue 13 (offline engine linear in time, 1M lines ≤ 10 s); ECMA-262 WhiteSpace, LineTerminator.
 *
 * @param c - a UTF-16 code unit (`charCodeAt`; `NaN` past the end answers `false`)
 * @returns `true` when `\s` matches it
 */
export function isJsSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}
