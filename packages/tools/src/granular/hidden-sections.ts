import { hideComments, markdownHeadings, unclosedBlock } from '@ma/core';

/** What {@link hiddenSections} found: the problem (ends "nothing was written") and how to fix it. */
export interface HiddenSections {
  /** e.g. `the summary would hold a %% comment begun on line 2 and never closed: …; nothing was written`. */
  problem: string;
  /** L280: `problem` before its `; nothing was written` (what was found), for a caller that says what it wrote. */
  found: string;
  /** e.g. `write a literal %% as %\\% (or close the comment with %%)`. */
  advice: string;
}

/**
 * Why Obsidian would show a summary body with parts missing, or `null` (review8 U12, U9): a `%%` or `<!--`
 * comment left open ("cut by 50%%") hides everything after it, and a comment that spans a heading (two stray
 * `%%`) hides that section. Comments and `%%` inside fenced or inline code, an escaped `%\\%` and a closed
 * comment inside one section are fine. Headings are ATX or setext (`Decisions` over `=========`), found by
 * core `markdownHeadings` in the text and in the text without comments. The ONE check every way a summary is committed applies: `write_summary`
 * refuses the write with it; the agent's commit (a `write_summary` draft, the final reply used as the summary,
 * a session's `finish({ body })`) refuses with the same message. Pure; never throws.
 *
 * @param text a summary body (no frontmatter); lines counted 1-based from its first line.
 * Spec: docs/tools.md, `write_summary`; review8 U12, U9.
 */
export function hiddenSections(text: string): HiddenSections | null {
  const found = hiddenFound(text);
  return found === null ? null : { ...found, problem: `${found.found}; nothing was written` };
}

/** {@link hiddenSections} without its `problem` (made of `found`). */
function hiddenFound(text: string): Omit<HiddenSections, 'problem'> | null {
  const open = unclosedBlock(text);
  // review12 Y8: an HTML block or $$ math block left open turns the later sections into raw HTML or math.
  if (open !== null && (open.kind === 'html-block' || open.kind === 'math'))
    return {
      found: `the summary would hold ${open.kind === 'math' ? 'a $$ math block' : `an HTML block opened with ${open.opener}`} begun on line ${open.line} and never closed: Obsidian shows everything after it (the later sections included) as ${open.kind === 'math' ? 'math' : 'raw HTML'}`,
      advice: `close it with ${open.closer}${open.kind === 'math' ? ', or write a literal $$ as \\$\\$' : ''}`,
    };
  if (open !== null && open.kind !== 'fence')
    return {
      found: `the summary would hold a ${open.opener} comment begun on line ${open.line} and never closed: Obsidian hides everything after it (the later sections included)`,
      advice:
        open.opener === '%%'
          ? 'write a literal %% as %\\% (or close the comment with %%)'
          : 'close the comment with -->',
    };
  // Headings as Obsidian finds them, ATX and setext alike (core markdownHeadings; a setext heading
  // "Decisions\n=========" too). Comments keep their line breaks, so a heading is shown when the text
  // without comments still has a heading ending on its line.
  const shown = new Set(markdownHeadings(hideComments(text).text).map((h) => h.end));
  const hidden = markdownHeadings(text).find((h) => !shown.has(h.end));
  if (hidden === undefined) return null;
  const lines = text.split('\n');
  const heading = lines
    .slice(hidden.line, hidden.end + 1)
    .map((l) => l.trim())
    .join('\n');
  return {
    found: `a %% … %% or <!-- … --> comment in the summary spans the heading ${JSON.stringify(heading)}: Obsidian would hide that section`,
    advice: 'write a literal %% as %\\%',
  };
}
