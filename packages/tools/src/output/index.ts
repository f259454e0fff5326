export {
  type FormatLinesOptions,
  type FormattedLines,
  formatLines,
  type LineSliceLike,
} from './format-lines.js';
export { formatWrite, type WriteOutcome } from './format-write.js';
export { isRefusal, REFUSED_PREFIX, refusalText, refuse, ToolRefusal } from './refusal.js';
export { refusalOrThrow } from './refusal-or-throw.js';
