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
 * Refuses a body write (`write_summary`, `write_context`) whose `content` is blank (core
 * `isBlankText`: white space and invisible characters only) in a mode where blank text writes
 * nothing a reader sees: `append`/`insert` (no change) and `replace_file` (a whole summary or
 * notebook of nothing, which answered "created the summary draft (0 lines)" as a success, review2
 * V72). Deleting lines (`from`+`to` with `""`) stays allowed. A refusal is no success, so a blank
 * whole write never counts as the step's one whole write (agent R84/V70).
 * @param what - what the write targets, as the refusal names it (`the summary draft`).
 * @throws ToolRefusal naming the mode; nothing is written.
 */
export function refuseBlankBodyWrite(mode: WriteMode, content: string, what: string): void {
  if (mode.kind === 'range' || !isBlankText(content)) return;
  const doing =
    mode.kind === 'replace_file'
      ? `replacing ${what} with no text would leave it empty`
      : `${mode.kind === 'append' ? 'appending' : 'inserting'} no text changes nothing`;
  refuse(
    `content is empty; nothing was written (${doing})`,
    mode.kind === 'replace_file'
      ? 'send the complete text in content; to delete some lines pass from+to with content ""'
      : 'send the text to write; to delete lines pass from+to with content ""',
  );
}

/**
 * Refuses appending or inserting blank `content` (empty, or only spaces and line breaks): that
 * changes nothing, so it must not be answered as a write (review3 M17 for `write_projectfile`,
 * whose whole-file replacement with "" stays allowed; newcomer R87, review2 V72 for the body
 * writes through {@link refuseBlankBodyWrite}). Deleting lines (`from`+`to` with `""`) stays allowed.
 * @throws ToolRefusal naming the mode; nothing is written.
 */
export function refuseBlankAddition(content: string, mode: WriteMode): void {
  if (mode.kind === 'append' || mode.kind === 'insert') refuseBlankBodyWrite(mode, content, 'the file');
}
