import { markdownHeadings } from '@ma/core';
import { templateHeadings } from './final-text-summary.js';
import { remarkReason } from './summary-shape.js';

/** A line with no words: blank, or list/quote/rule markers and an empty task box only (`-`, `- [ ]`, `>`, `---`). */
const NO_WORDS = /^[\s\-*+>#_=|`~.:]*(\[[ xX]?\])?[\s\-*+>_.]*$/;

/**
 * A transcript citation as summaries write them: `(L9)`, `(L7–L34)`, `(L8, L10)`, `[L12]`. A line of
 * bullets and citations only says nothing (R81): the reader sees line numbers, not a summary.
 */
const BARE_CITATION =
  /[([]\s*L\d+(?:\s*[-\u2013]\s*L?\d+)?(?:\s*[,;]\s*L\d+(?:\s*[-\u2013]\s*L?\d+)?)*\s*[)\]]/g;

/** Characters that render as nothing (core `isBlankText`'s invisible ones: Unicode Cf and the fillers). */
const INVISIBLE = /[\p{Cf}\u115f\u1160\u3164\uffa0\u2800]|\u034f/gu;

/**
 * What a reader sees of `text`, line for line (R77): HTML comments (`<!-- … -->`) and Obsidian
 * comments (`%% … %%`), which Obsidian's reading view hides, and invisible characters (zero-width
 * spaces, bidi marks, …) are blanked; line breaks stay, so line numbers do not move.
 */
function visibleText(text: string): string {
  const blank = (span: string) => span.replace(/[^\r\n]/g, ' ');
  return text.replace(/<!--[\s\S]*?-->|%%[\s\S]*?%%/g, blank).replace(INVISIBLE, '');
}

/**
 * Why a summary text (a `write_summary` draft, a final reply or a `finish({ body })`, reasoning
 * already removed) is not a summary, or `null` when it is one. It is not when it has no line of
 * content besides headings and list markers (`## Summary\n`, the template's headings with empty
 * sections), or when it has the first heading of `summary.template` (`Summary` by default,
 * case-insensitive) and that section has no content, or when it has no such heading and is a short
 * refusal or remark (`remarkReason`: "I'm sorry, but I can't…", "Done."). A line holding only an HTML or
 * Obsidian comment or invisible characters (zero-width spaces) is no content: a reader sees nothing
 * there (R77); nor is a line of bullets and transcript citations only (`- (L9)`, R81). Headings are ATX or setext (review9 V7); inside fenced
 * code they do not count (review4 P9). Later sections may be empty (a meeting without decisions); a text
 * without that heading but with other content is left to the other checks.
 *
 * @returns e.g. `the draft has no text in its "Summary" section (only headings: ## Summary, ## Decisions)`.
 * Spec: seed 003 ("SHALL generate a summary, decisions, and next steps"); docs/vault-format.md
 * (`summary.template`); review R23; review4 P9, P24; reviewB R77.
 */
export function emptySummaryReason(text: string, template: string, what = 'the draft'): string | null {
  const lines = text.split(/\r?\n/);
  // ATX and setext headings alike (review9 V7); headings inside fenced code are not headings (review4 P9).
  const found = markdownHeadings(text);
  const headingLine = new Set<number>();
  for (const h of found) for (let i = h.line; i <= h.end; i++) headingLine.add(i);
  const isHeading = (i: number) => headingLine.has(i);
  const headings = found.map((h) =>
    lines
      .slice(h.line, h.end + 1)
      .map((l) => l.trim())
      .join(' '),
  );
  const first = templateHeadings(template)[0] ?? 'Summary';
  const shown = headings.length > 0 ? ` (only headings: ${headings.slice(0, 5).join(', ')})` : '';
  // R77: a line counts as content when a reader sees words on it: not only a comment or invisible characters.
  const seen = visibleText(text).split(/\r?\n/);
  const hasContent = (from: number, to: number) => {
    for (let i = from; i < to; i++) {
      if (!isHeading(i) && !NO_WORDS.test((seen[i] ?? '').replace(BARE_CITATION, ' '))) return true;
    }
    return false;
  };
  if (!hasContent(0, lines.length)) return `${what} has no text in its "${first}" section${shown}`;
  const at = found.findIndex((h) => h.text.toLowerCase() === first.toLowerCase());
  // review4 P24: a refusal or a remark is never a summary, whatever the template.
  if (at < 0) return remarkReason(text, what);
  const from = (found[at]?.end ?? 0) + 1;
  const next = found[at + 1]?.line ?? lines.length;
  return hasContent(from, next) ? null : `${what} has no text in its "${first}" section`;
}

/**
 * The `no-summary` message for a text {@link emptySummaryReason} rejected: what was missing and
 * that nothing changed. Spec: review R23.
 */
export function emptySummaryMessage(reason: string): string {
  return `the model finished without writing a summary: ${reason}; nothing was saved and the previous summary is unchanged (a small model may stop after writing the headings: run again, or use a larger model)`;
}
