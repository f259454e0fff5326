export { appendedText } from './appended-text.js';
export {
  type ApplyWriteOptions,
  applyWrite,
  lineWriteSummary,
  type WriteResult,
  writeRangeError,
} from './apply-write.js';
export { BOM, convertEol, detectEol, dominantEol, type Eol } from './eol.js';
export { LINE_INDEX_STEP } from './line-index.js';
export { clampRange, type LineRange, type LineSlice, readBound } from './line-slice.js';
export {
  LINE_INDEX_MIN_BYTES,
  type LineSliceWithoutComments,
  type ReadLinesOptions,
  readLines,
} from './read-lines.js';
export { readTextLines } from './read-text-lines.js';
export { lineEnding, rawLines, rejoinLines } from './rejoin-lines.js';
export { type RangeRegion, type RewrittenRegion, rewrittenRegion } from './rewritten-region.js';
export { countLines } from './split-lines.js';
export { streamLines } from './stream-lines.js';
export {
  digestText,
  type ReadTextDigestOptions,
  readPrefixDigest,
  readTextDigest,
  type TextDigest,
} from './text-digest.js';
export { parseWriteMode, reversedRangeMessage, type WriteArgs, type WriteMode } from './write-mode.js';
