const ELLIPSIS = '…';

/**
 * Cuts a matched line to at most `maxChars` characters, keeping a window
 * centred on the match (B22: a 3 MB minified line must still show the match).
 * `matchStart`/`matchEnd` are 0-based UTF-16 offsets into `line`; an ellipsis
 * marks each cut side (counted in the budget).
 * @returns `{ text, trimmed }`; `trimmed` is false when the line already fits.
 * Spec: docs/hostile-cases.md B22.
 */
export function trimLine(
  line: string,
  matchStart: number,
  matchEnd: number,
  maxChars: number,
): { text: string; trimmed: boolean } {
  if (line.length <= maxChars) return { text: line, trimmed: false };
  const room = Math.max(1, maxChars - 2);
  const matchLen = Math.min(Math.max(0, matchEnd - matchStart), room);
  let start = Math.max(0, matchStart - Math.floor((room - matchLen) / 2));
  start = Math.min(start, line.length - room);
  const end = start + room;
  // Do not split a surrogate pair at either edge.
  if (start > 0 && /[\udc00-\udfff]/.test(line[start] ?? '')) start++;
  const body = line.slice(start, /[\ud800-\udbff]/.test(line[end - 1] ?? '') ? end - 1 : end);
  return { text: `${start > 0 ? ELLIPSIS : ''}${body}${end < line.length ? ELLIPSIS : ''}`, trimmed: true };
}
