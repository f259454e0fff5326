export { applyWrite, type WriteResult } from './apply-write.js';
export { BOM, convertEol, detectEol, type Eol } from './eol.js';
export type { LineRange, LineSlice } from './line-slice.js';
export { readLines } from './read-lines.js';
export { readTextLines } from './read-text-lines.js';
export { countLines } from './split-lines.js';
export { parseWriteMode, type WriteArgs, type WriteMode } from './write-mode.js';
