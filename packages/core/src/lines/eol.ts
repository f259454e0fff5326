/**
 * A file's line ending: LF or CRLF.
 * Spec: docs/hostile-cases.md B09, B10 (BOM and CRLF kept).
 */
export type Eol = '\n' | '\r\n';

/**
 * The UTF-8 byte order mark as a JS character (U+FEFF).
 * Spec: docs/hostile-cases.md B09, B10 (BOM and CRLF kept).
 */
export const BOM = '\uFEFF';

/**
 * The line ending a text uses, taken from its first line break (`\r\n` → CRLF,
 * otherwise LF; a text without line breaks counts as LF).
 * Spec: hostile case B10 (CRLF notes keep CRLF after every edit).
 */
export function detectEol(text: string): Eol {
  const index = text.indexOf('\n');
  return index > 0 && text[index - 1] === '\r' ? '\r\n' : '\n';
}

/**
 * The line ending most of a text's line breaks use: CRLF when `\r\n` breaks outnumber bare `\n`
 * ones, LF when fewer, the first break's ({@link detectEol}) on a tie or without breaks. What new
 * lines take in a file with mixed endings (review4 P16).
 * Spec: hostile case B10; review4 P16 (untouched lines keep their bytes, new lines the dominant ending).
 */
export function dominantEol(text: string): Eol {
  let crlf = 0;
  let lf = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    if (i > 0 && text[i - 1] === '\r') crlf++;
    else lf++;
  }
  if (crlf === lf) return detectEol(text);
  return crlf > lf ? '\r\n' : '\n';
}

/**
 * Rewrites every line break of `text` (`\r\n` or `\n`) as `eol`, so content sent
 * with LF lands in a CRLF file with CRLF only (no bare LF anywhere), and the reverse.
 * Spec: hostile cases B10, B42.
 */
export function convertEol(text: string, eol: Eol): string {
  const lf = text.includes('\r\n') ? text.replace(/\r\n/g, '\n') : text;
  return eol === '\n' ? lf : lf.replace(/\n/g, '\r\n');
}
