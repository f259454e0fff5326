/**
 * The `content` of a body write (`write_context`, `write_summary`): a frontmatter block the model
 * put at its top is dropped (the note's frontmatter is the product's; seed 003 "… writes do not
 * duplicate frontmatter"), and the result says so; content that is nothing but such a block is
 * refused instead of "appended 0 lines".
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; docs/tools.md, Write
 *   modes; newcomer report defect 7.
 */
import { dropLeadingFrontmatter, isBlankText, type WriteMode } from '@ma/core';
import { refuse } from '../output/refusal.js';

/**
 * `content` without a leading frontmatter block, and the note to add to the write's result line
 * (`''` when nothing was dropped).
 * @throws ToolRefusal when `content` holds only a frontmatter block (nothing would be written).
 */
export function bodyContent(content: string): { content: string; note: string } {
  const { text, droppedLines } = dropLeadingFrontmatter(content);
  if (droppedLines === 0) return { content, note: '' };
  if (isBlankText(text))
    refuse(
      'content is only a frontmatter block (---…---); nothing was written',
      'write body text only: the note keeps its own frontmatter, which Meeting Assistant manages',
    );
  return {
    content: text,
    note: `; dropped the ${droppedLines}-line frontmatter block at the top of content (the note keeps its own frontmatter)`,
  };
}

/**
 * Refuses appending or inserting blank `content` (empty, or only spaces and line breaks): that
 * changes nothing, so it must not be answered as a write (review3 M17 for `write_projectfile`;
 * newcomer R87 for `write_context` and `write_summary`, which answered `appended 0 lines`).
 * `""` is also the filler small models send for "not given". Deleting lines (`from`+`to` with
 * `""`) and `replace_file` stay allowed: they change the file.
 * @throws ToolRefusal naming the mode; nothing is written.
 */
export function refuseBlankAddition(content: string, mode: WriteMode): void {
  if (!isBlankText(content) || (mode.kind !== 'append' && mode.kind !== 'insert')) return;
  refuse(
    `content is empty; nothing was written (${mode.kind === 'append' ? 'appending' : 'inserting'} no text changes nothing)`,
    'send the text to write; to delete lines pass from+to with content ""',
  );
}
