export { ExtractiveStream, type ExtractiveStreamOptions } from './extractive-stream.js';
export type {
  Decision,
  ExtractiveInput,
  ExtractiveSummary,
  ItemSource,
  KeyPoint,
  NextStep,
  NotePoint,
  SummaryTopic,
} from './extractive-summary.js';
export { baseLanguage } from './language/base-language.js';
export { NOT_COVERED } from './render/render-body.js';
export { stripSummaryMarkdown } from './render/strip-summary-markdown.js';
export { DEFAULT_TEMPLATE } from './render/template-sections.js';
export { type RougeOptions, type RougeResult, type RougeScore, rouge } from './rouge/rouge.js';
export {
  type ExtractiveRunControl,
  summarizeExtractive,
  summarizeExtractiveLines,
} from './summarize-extractive.js';
