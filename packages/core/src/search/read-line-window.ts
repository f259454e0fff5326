import { openPositionedReader } from '../fs/read-chunks.js';

/**
 * A window of one line of a file, read by {@link readLineWindow}.
 * Spec: seed 000, Requirement: Agents can use project context tools (search); docs/contracts.md (@ma/core, Search); docs/hostile-cases.md B20–B22.
 */
export interface LineWindow {
  /** The window's text (UTF-8 decoded, no partial characters at the edges, no line break). */
  text: string;
  /** UTF-16 offset of the requested byte column inside `text`. */
  at: number;
  /** True when the line goes on before / after the window. */
  cutLeft: boolean;
  cutRight: boolean;
}

const CHUNK = 64 * 1024;

/**
 * Reads about `halfBytes` bytes either side of byte column `column` (1-based) of
 * line `line` (1-based) of a file, without ever holding more than one 64 KB chunk
 * or the window in memory: a 24 MB single-line file costs a 2 × `halfBytes` read.
 * Used by `searchVault` to show a match that lies past the preview ripgrep printed
 * for an over-long line (B22).
 * @param abs an absolute path the caller already checked with `resolveSafePath`.
 * @returns null when the file has no such line (it changed since the search).
 * @throws I/O errors (ENOENT…) as is.
 * Spec: seed 000, Requirement: Agents can use project context tools (search); docs/contracts.md (@ma/core, Search); docs/hostile-cases.md B20–B22.
 */
export async function readLineWindow(
  abs: string,
  line: number,
  column: number,
  halfBytes: number,
): Promise<LineWindow | null> {
  // Blocking reads in a one-shot `ma search` (no thread pool: P86).
  const handle = await openPositionedReader(abs);
  try {
    // Byte offset where `line` starts.
    let lineStart = 0;
    let seen = 1;
    let position = 0;
    const chunk = Buffer.alloc(CHUNK);
    while (seen < line) {
      const bytesRead = await handle.read(chunk, 0, CHUNK, position);
      if (bytesRead === 0) return null;
      let i = chunk.indexOf(10, 0);
      while (i !== -1 && i < bytesRead && seen < line) {
        seen++;
        lineStart = position + i + 1;
        i = chunk.indexOf(10, i + 1);
      }
      position += bytesRead;
    }
    const matchByte = lineStart + Math.max(0, column - 1);
    const winStart = Math.max(lineStart, matchByte - halfBytes);
    const want = matchByte + halfBytes - winStart;
    const buf = Buffer.alloc(want);
    const bytesRead = await handle.read(buf, 0, want, winStart);
    let bytes = buf.subarray(0, bytesRead);
    const nl = bytes.indexOf(10);
    const cutRight = nl === -1 && bytesRead === want;
    if (nl !== -1) bytes = bytes.subarray(0, nl > 0 && bytes[nl - 1] === 13 ? nl - 1 : nl);
    // Skip UTF-8 continuation bytes at a cut start.
    let lead = 0;
    while (winStart > lineStart && lead < 3 && ((bytes[lead] ?? 0) & 0xc0) === 0x80) lead++;
    const rel = Math.min(Math.max(0, matchByte - winStart), bytes.length);
    let text = bytes.subarray(lead).toString('utf8');
    if (cutRight) text = text.replace(/\uFFFD+$/, '');
    const at = rel <= lead ? 0 : bytes.subarray(lead, rel).toString('utf8').length;
    return { text, at: Math.min(at, text.length), cutLeft: winStart > lineStart, cutRight };
  } finally {
    await handle.close();
  }
}
