import { applyWrite, lineWriteSummary, writeRangeError } from './apply-write.js';
import type { Eol } from './eol.js';
import { countLines } from './split-lines.js';
import type { WriteMode } from './write-mode.js';

/**
 * The lines a range rewrite changes, as a streamed rewrite finds them in a file it never holds
 * whole (core `rewriteRangeAtomic`): the range's lines with the line before it (whose line break a
 * write at the end of the file may add or drop), as raw text (their own line breaks, no BOM).
 * Spec: docs/atomic-writes.md (Range rewrites of big files); issue #13.
 */
export interface RangeRegion {
  /** The region's raw text: whole lines of the file's body, each with its own line break. */
  text: string;
  /** The 1-based number of the region's first line (for an empty region, the line it stands before). */
  firstLine: number;
  /** Lines of the whole file (the `splitLines` model). */
  lines: number;
  /** The whole file's dominant line ending (core `dominantEol`), which new lines take. */
  eol: Eol;
}

/** What {@link rewrittenRegion} gives: the region's new text and the result line's parts. */
export interface RewrittenRegion {
  /** The region's new raw text. */
  text: string;
  /** Lines of content written. */
  changedLines: number;
  /** The file's lines after the write. */
  linesAfter: number;
  /** The result line without the path, as `applyWrite` gives it (`replaced lines 4–6 with 2 lines`). */
  summary: string;
}

/**
 * The region's new text after a range or insert write of `content`: byte for byte what
 * `applyWrite` writes there on the whole file (the content in the file's dominant line ending,
 * replaced lines ending as the range's last one, the final-line-break state kept), computed on
 * the region alone, with the whole file's line count in refusals and the result line.
 * @throws WriteModeError (`reversed`, `out-of-range`) as `applyWrite`, naming the file's line count.
 * Spec: docs/tools.md (Write modes); review4 P16; issue #13 (range rewrites of big files stream).
 */
export function rewrittenRegion(
  region: RangeRegion,
  mode: Extract<WriteMode, { kind: 'range' | 'insert' }>,
  content: string,
): RewrittenRegion {
  const refused = writeRangeError(mode, region.lines);
  if (refused) throw refused;
  const shift = region.firstLine - 1;
  // Within the region, the range (or insert point) ends where it ends in the file: the region
  // holds the file's last line exactly when the range reaches it, so applyWrite's end-of-file
  // rules (a missing final break kept, a last line given a break before an insert) apply alike.
  const local: typeof mode =
    mode.kind === 'range'
      ? { kind: 'range', from: mode.from - shift, to: mode.to - shift }
      : { kind: 'insert', at: mode.at - shift };
  const result = applyWrite(region.text, local, content, { eol: region.eol });
  return {
    text: result.text,
    changedLines: result.changedLines,
    linesAfter: region.lines - countLines(region.text) + countLines(result.text),
    summary: lineWriteSummary(mode, result.changedLines, region.lines),
  };
}
