import { stat } from '../fs/blocking-fs.js';
import { settled } from '../fs/changed-recently.js';
import { checkTextChunk, decodeTextLine } from '../fs/decode-text.js';
import { LoneCrCheck } from '../fs/lone-cr.js';
import { readChunks } from '../fs/read-chunks.js';
import type { SaveWait } from '../fs/save-in-progress.js';
import { CommentHider, mayHoldCommentMark } from '../notes/hide-comments.js';
import { fileVersion, sameVersion } from '../state/file-version.js';
import { LINE_INDEX_STEP, type LineMark, openLineIndex } from './line-index.js';
import { clampRange, type LineRange, type LineSlice, readBound } from './line-slice.js';

const LF = 0x0a;

/** Files smaller than this (bytes) are always scanned: the scan costs less than the index. */
export const LINE_INDEX_MIN_BYTES = 1024 * 1024;

/**
 * Options of {@link readLines}.
 * Spec: issue #13 (ranged reads; rules for caches and indexes).
 */
export interface ReadLinesOptions {
  /**
   * The vault's state folder (`<vault>/.meeting-assistant`, absolute). When given, files of at
   * least {@link LINE_INDEX_MIN_BYTES} use and keep the line index there (docs/indexes.md):
   * a read seeks near `from`, stops after `to` and takes the line count from the index; the first
   * read of a file version scans it once and records it.
   */
  indexFolder?: string;
  /**
   * Leave out the user's private comments (`%% … %%`, `<!-- -->`) as in a transcript (core
   * `CommentHider` with `strict`): the lines of the range that held one come back without it (a line
   * all comment as `''`, so line N is still line N) and `hiddenLines` lists them. Whether the
   * range starts inside a comment is known without reading the file from the top: the line index
   * records what is open at each of its marks, and the read goes on from the mark before `from`.
   */
  comments?: boolean;
  /**
   * `false`: a file of at least {@link LINE_INDEX_MIN_BYTES} whose version the line index does not
   * know is read only up to line `to` (the first chunk after it tells that more lines follow), not
   * to its end: the slice says `counted: false`, `total` is a lower bound and `rangeEnd` the bytes
   * read for the range. A range that reaches the end of the file is counted (and indexed) as
   * before; so is a reversed range (its answer names the line count). Default `true`.
   * Spec: issue #13 (a read of lines 1–3 of a 400 MB file never reads the whole file).
   */
  countAll?: boolean;
  /**
   * The most characters the caller shows (the read budget): once the lines collected after the
   * first hold more than twice as many UTF-16 units (so more code points than the budget, however
   * they are written), no more lines are kept, so a read without `to` of a big file holds about the
   * budget, not the file. The slice's `to` is then the last line kept.
   */
  maxChars?: number;
  /**
   * How to wait when the file is found empty while another program saves it in place (Obsidian:
   * truncate, then write): the read waits for the save and shows its lines (core `readChunks`).
   * Default a timer; a test seam.
   * Spec: docs/atomic-writes.md (Saves in progress); review session 34 #2.
   */
  wait?: SaveWait | undefined;
}

/**
 * A {@link LineSlice} read with `comments`: also how many lines of the range held a comment.
 * Spec: review 6 S15 (a transcript's off-the-record passages are not shown to the model).
 */
export interface LineSliceWithoutComments extends LineSlice {
  /** Lines (1-based numbers) of the range that held (part of) a comment, now left out. */
  hiddenLines: number[];
}

/**
 * Reads lines `from..to` (1-based, inclusive, clamped by {@link clampRange}: `from` past the end
 * or after `to` gives no lines)
 * of a UTF-8 file without loading the whole file: only the lines of the range
 * (plus, while before `from`, the current line) are kept. Without an index entry the rest of
 * the file past `to` is only scanned for `\n` bytes to report `total`; with one
 * (`options.indexFolder`), reading starts at the recorded line start before `from` and ends
 * after `to`, so the cost is that of the range, not of the file. A file found empty while another
 * program saves it in place is waited for and read again (`options.wait`), never shown as "0 lines".
 *
 * @param absPath an absolute path already checked by `resolveSafePath`.
 * @throws NotTextError when a read chunk holds NUL bytes or starts with a UTF-16 BOM, or a line of
 *   the range is not UTF-8 (never decoded with U+FFFD), or (`lone-cr`, review9 V11) the file has a
 *   lone CR line break (a CR-only file is refused, never read as one line).
 * @throws the fs error (e.g. ENOENT, EISDIR) when the file cannot be read; ConcurrentEditError when
 *   it stays empty and keeps changing for about 5 s.
 * Spec: docs/tools.md, Line ranges; seed 003 (ranged reads of 10,000+ line transcripts); issue #13.
 */
export async function readLines(
  absPath: string,
  range: LineRange,
  options: ReadLinesOptions & { comments: true },
): Promise<LineSliceWithoutComments>;
export async function readLines(
  absPath: string,
  range: LineRange,
  options?: ReadLinesOptions,
): Promise<LineSlice>;
export async function readLines(
  absPath: string,
  range: LineRange,
  options: ReadLinesOptions = {},
): Promise<LineSlice | LineSliceWithoutComments> {
  const wantFrom = Math.max(readBound(range.from) ?? 1, 1);
  const wantTo = Math.max(readBound(range.to) ?? Number.POSITIVE_INFINITY, 1);
  const comments = options.comments === true;
  const maxChars = options.maxChars;
  const wait = options.wait;
  if (!options.indexFolder) return scanLines(absPath, range, wantFrom, wantTo, { comments, maxChars, wait });
  const askedAt = Date.now();
  const info = await stat(absPath, { bigint: true });
  const index =
    info.isFile() && info.size >= LINE_INDEX_MIN_BYTES ? openLineIndex(options.indexFolder) : null;
  // Issue #13: a big file the index does not know is read up to the range only (`countAll: false`).
  const big = info.isFile() && info.size >= LINE_INDEX_MIN_BYTES && wantFrom <= wantTo;
  const stopAt = options.countAll === false && big ? true : undefined;
  if (!index) return scanLines(absPath, range, wantFrom, wantTo, { comments, maxChars, stopAt, wait });
  const version = fileVersion(info);
  const hit = index.lookup(absPath, version, Math.min(wantFrom, wantTo));
  // An entry without comment states (recorded by a read that did not ask) is read again with them.
  if (hit && (!comments || hit.mark.comments !== undefined)) {
    const { from, to } = clampRange(range, hit.total);
    if (from > to) return { from, to, total: hit.total, lines: [], ...(comments ? { hiddenLines: [] } : {}) };
    // The mark at or before the clamped `from` (a clamped `from` may lie before wantFrom's mark).
    const start = from === Math.min(wantFrom, wantTo) ? hit.mark : index.lookup(absPath, version, from)?.mark;
    if (start && (!comments || start.comments !== undefined))
      return scanLines(absPath, range, from, to, { start, total: hit.total, comments, maxChars, wait });
  }
  const marks: LineMark[] = [];
  // Comment states are recorded at every mark of a new entry when this read needs them.
  const slice = await scanLines(absPath, range, wantFrom, wantTo, {
    marks,
    comments,
    maxChars,
    stopAt,
    wait,
  });
  if (slice.counted === false) return slice; // not read to the end: no index entry
  const after = await stat(absPath, { bigint: true }).catch(() => null);
  // Recorded only when the file did not change while it was read, and had settled before (review s38
  // V61: a second save in the same timestamp step can leave the same size and times).
  if (after && sameVersion(fileVersion(after), version) && settled(info, askedAt))
    index.store(absPath, version, slice.total, marks);
  return slice;
}

interface ScanOptions {
  /** Start reading at this recorded line start instead of the top of the file (and, with `comments`, in its comment state). */
  start?: LineMark;
  /** Hide comments (see {@link ReadLinesOptions.comments}); marks then record comment states too. */
  comments?: boolean;
  /** The known line count (from the index): reading stops after `wantTo`. */
  total?: number;
  /** Receives every {@link LINE_INDEX_STEP}-th line start while the whole file is scanned. */
  marks?: LineMark[];
  /** See {@link ReadLinesOptions.maxChars}. */
  maxChars?: number | undefined;
  /** Stop after the range (`countAll: false`): the chunk after line `to` shows more lines follow. */
  stopAt?: true | undefined;
  /** See {@link ReadLinesOptions.wait}. */
  wait?: SaveWait | undefined;
}

async function scanLines(
  absPath: string,
  range: LineRange,
  wantFrom: number,
  wantTo: number,
  options: ScanOptions,
): Promise<LineSlice | LineSliceWithoutComments> {
  const collected: string[] = [];
  let line = options.start?.line ?? 1; // number of the line being read
  let parts: Buffer[] = [];
  let sawBytes = false;
  let endsWithBreak = false;
  const marks = options.marks;
  // Comments: every line of the range goes through the hider; a line outside it only when it may
  // change what is open (mayHoldCommentMark), checked per chunk first, so a transcript without
  // comments costs a few byte searches per 64 kB chunk.
  const hider = options.comments
    ? new CommentHider({ strict: true, state: options.start?.comments ?? '' })
    : null;
  const hiddenLines: number[] = [];
  /** Whether the chunk being read (with the last bytes of the one before) may hold a comment mark. */
  let chunkHasMarks = false;
  /** Whether the line being read began in an earlier chunk. */
  let carried = false;
  if (marks && line === 1) marks.push(hider ? { line: 1, offset: 0, comments: '' } : { line: 1, offset: 0 });
  /** File offset of the first byte of the line being read (named when it is not UTF-8: newcomer N10). */
  let lineStart = options.start?.offset ?? 0;
  /** Byte offset just past the line break of the last line of the range (`stopAt`). */
  let rangeEnd = 0;
  /** UTF-16 units of the lines kept after the first (`maxChars`). */
  let keptUnits = 0;
  const keepUnits = options.maxChars === undefined ? Number.POSITIVE_INFINITY : 2 * options.maxChars;
  const mark = (offset: number) => {
    lineStart = offset;
    if (line === wantTo + 1) rangeEnd = offset;
    if (marks && (line - 1) % LINE_INDEX_STEP === 0)
      marks.push(hider ? { line, offset, comments: hider.state() } : { line, offset });
  };
  /** A line outside the range: pushed through the hider only when it may change its state. */
  const passLine = (bytes: Buffer[]) => {
    if (!hider || (!chunkHasMarks && !carried)) return;
    const whole = bytes.length === 1 ? (bytes[0] as Buffer) : Buffer.concat(bytes);
    if (mayHoldCommentMark(whole)) hider.line(whole.toString('utf8'));
  };

  const finishLine = () => {
    if (line >= wantFrom && line <= wantTo) {
      let text = decode(parts, line, absPath, lineStart);
      if (hider) {
        const kept = hider.line(text);
        if (kept.hid) hiddenLines.push(line);
        text = kept.text;
      }
      collected.push(text);
      if (collected.length > 1) keptUnits += text.length;
      // Past the budget (however its characters are written): no more lines are kept.
      if (keptUnits > keepUnits && line < wantTo) wantTo = line;
    } else passLine(parts);
    parts = [];
    carried = false;
    line++;
  };

  const startOffset = options.start?.offset ?? 0;
  let position = startOffset; // file offset of the next chunk's first byte
  let first = startOffset === 0;
  let tail: Buffer = Buffer.alloc(0); // the last bytes of the chunk before (a mark split between chunks)
  // review9 V11: a lone CR line break anywhere in what is read refuses the file (NotTextError
  // `lone-cr`), so a CR-only file never reads as one line. An index entry is only ever recorded by
  // a scan of the whole file, so a read that starts at a mark reads a file already checked.
  const crCheck = new LoneCrCheck(absPath, options.start?.line ?? 1);
  let stoppedEarly = false;
  for await (const raw of readChunks(absPath, { start: startOffset, wait: options.wait })) {
    // A BOM is not content: a file holding only a BOM has 0 lines, like readTextLines.
    // Not text (NUL bytes, a UTF-16 BOM): refused, never shown as mojibake (lines: fatal decode).
    checkTextChunk(raw, absPath, first, position);
    crCheck.chunk(raw, position);
    const bom = first && raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf;
    const chunk = bom ? raw.subarray(3) : raw;
    const base = position + (bom ? 3 : 0); // file offset of chunk[0]
    if (bom) lineStart = 3;
    position += raw.length;
    first = false;
    if (chunk.length === 0) continue;
    sawBytes = true;
    endsWithBreak = chunk[chunk.length - 1] === LF;
    if (hider) {
      chunkHasMarks =
        mayHoldCommentMark(chunk) ||
        (tail.length > 0 && mayHoldCommentMark(Buffer.concat([tail, chunk.subarray(0, 3)])));
      tail = chunk.subarray(Math.max(0, chunk.length - 3));
    }
    let start = 0;
    if (line > wantTo) {
      if (options.total !== undefined || options.stopAt !== undefined) {
        // This chunk holds bytes after line `to`: the file has at least line `to` + 1.
        stoppedEarly = true;
        break;
      }
      // Past the range: count line breaks only (and, for the marks' comment states, pass on the
      // lines that may change them).
      if (hider && marks && (chunkHasMarks || carried)) {
        for (let i = chunk.indexOf(LF); i !== -1; i = chunk.indexOf(LF, i + 1)) {
          parts.push(chunk.subarray(start, i));
          passLine(parts);
          parts = [];
          carried = false;
          line++;
          mark(base + i + 1);
          start = i + 1;
        }
        if (start < chunk.length) {
          parts.push(chunk.subarray(start));
          carried = true;
        }
        continue;
      }
      for (let i = chunk.indexOf(LF); i !== -1; i = chunk.indexOf(LF, i + 1)) {
        parts = [];
        carried = false;
        line++;
        mark(base + i + 1);
        start = i + 1;
      }
      if (hider && marks && start < chunk.length) {
        parts.push(chunk.subarray(start));
        carried = true;
      }
      continue;
    }
    for (let i = chunk.indexOf(LF, start); i !== -1; i = chunk.indexOf(LF, start)) {
      if (line <= wantTo) {
        parts.push(chunk.subarray(start, i));
        finishLine();
      } else {
        parts.push(chunk.subarray(start, i));
        passLine(parts);
        parts = [];
        carried = false;
        line++;
      }
      mark(base + i + 1);
      start = i + 1;
    }
    if (start < chunk.length && (line <= wantTo || (hider && marks))) {
      parts.push(chunk.subarray(start));
      carried = true;
    }
  }
  if (!stoppedEarly) crCheck.end();
  const withHidden = <T extends LineSlice>(slice: T): T | (T & { hiddenLines: number[] }) =>
    hider ? { ...slice, hiddenLines } : slice;
  if (stoppedEarly && options.total === undefined) {
    // Issue #13 (`countAll: false`): read up to the range, the rest of the file not counted.
    return withHidden({
      from: wantFrom,
      to: wantTo,
      total: line,
      counted: false,
      rangeEnd,
      lines: collected.slice(0, wantTo - wantFrom + 1),
    });
  }
  if (options.total !== undefined) {
    // Started from the index: `from..to` is already clamped and inside the file.
    if (line <= wantTo && parts.length > 0) finishLine();
    return withHidden({
      from: wantFrom,
      to: wantTo,
      total: options.total,
      lines: collected.slice(0, wantTo - wantFrom + 1),
    });
  }
  // A last line without a final break still counts.
  const total = !sawBytes ? 0 : endsWithBreak ? line - 1 : line;
  if (sawBytes && !endsWithBreak && line <= wantTo) finishLine();
  const { from, to } = clampRange(range, total);
  if (from > to) return withHidden({ from, to, total, lines: [] });
  return withHidden({ from, to, total, lines: collected.slice(0, to - from + 1) });
}

function decode(parts: Buffer[], line: number, absPath: string, offset: number): string {
  let text = decodeTextLine(Buffer.concat(parts), absPath, { offset, line });
  if (text.endsWith('\r')) text = text.slice(0, -1);
  if (line === 1 && text.startsWith('\uFEFF')) text = text.slice(1);
  return text;
}
