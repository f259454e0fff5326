export { editFrontmatter } from './edit-frontmatter.js';
export type { FrontmatterDoc, FrontmatterSetOptions } from './frontmatter-doc.js';
export { parseNote } from './parse-note.js';
export type { NoteFrontmatter, ParsedNote } from './parsed-note.js';
export { replaceBody } from './replace-body.js';
export { dropLeadingFrontmatter, stripLeadingFrontmatter } from './strip-leading-frontmatter.js';
export { REASONING_TAGS, ReasoningSplitter, splitReasoning, stripReasoning } from './strip-reasoning.js';
export { stripWrittenReasoning, type WrittenReasoning } from './strip-written-reasoning.js';
export { type UnclosedBlock, unclosedBlock } from './unclosed-block.js';
