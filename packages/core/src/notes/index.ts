export { baseWebContent } from './base-web-content.js';
export { canvasWebContent } from './canvas-web-content.js';
export { type DefusedItem, defusedNotice, defuseRemoteContent } from './defuse-remote-content.js';
export { editFrontmatter } from './edit-frontmatter.js';
export type { FrontmatterDoc, FrontmatterSetOptions } from './frontmatter-doc.js';
export { frontmatterProperties, frontmatterProperty, propertySpelling } from './frontmatter-property.js';
export { CommentHider, type HiddenComments, hideBodyComments, hideComments } from './hide-comments.js';
export { headingCounts, headingKey, type MarkdownHeading, markdownHeadings } from './markdown-headings.js';
export { markdownListItems } from './markdown-list-items.js';
export { markdownParsedUnits } from './parse-markdown.js';
export { parseNote } from './parse-note.js';
export type { NoteFrontmatter, ParsedNote } from './parsed-note.js';
export { replaceBody } from './replace-body.js';
export {
  type DisplacedBlock,
  type FrontmatterBlock,
  type FrontmatterSplit,
  splitFrontmatter,
  tomlBlockBelowYaml,
  withoutInvisibleLead,
} from './split-frontmatter.js';
export { dropLeadingFrontmatter, stripLeadingFrontmatter } from './strip-leading-frontmatter.js';
export { REASONING_TAGS, ReasoningSplitter, splitReasoning, stripReasoning } from './strip-reasoning.js';
export { stripWrittenReasoning, type WrittenReasoning } from './strip-written-reasoning.js';
export { type StructureDamage, structureDamage } from './structure-damage.js';
export { type UnclosedBlock, unclosedBlock } from './unclosed-block.js';
