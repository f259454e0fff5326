import { templateHeadings } from './final-text-summary.js';

/** A Markdown heading line (ATX, any level). */
const HEADING = /^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/;
/** A line with no words: blank, or list/quote/rule markers and an empty task box only (`-`, `- [ ]`, `>`, `---`). */
const NO_WORDS = /^[\s\-*+>#_=|`~.:]*(\[[ xX]?\])?[\s\-*+>_.]*$/;

/**
 * Why a summary text (a `write_summary` draft, a final reply or a `finish({ body })`, reasoning
 * already removed) is not a summary, or `null` when it is one. It is not when it has no line of
 * content besides headings and list markers (`## Summary\n`, the template's headings with empty
 * sections), or when it has the first heading of `summary.template` (`Summary` by default,
 * case-insensitive) and that section has no content. Later sections may be empty (a meeting
 * without decisions); a text without that heading but with content is left to the other checks.
 *
 * @returns e.g. `the draft has no text in its "Summary" section (only headings: ## Summary, ## Decisions)`.
 * Spec: seed 003 ("SHALL generate a summary, decisions, and next steps"); docs/vault-format.md
 * (`summary.template`); review R23.
 */
export function emptySummaryReason(text: string, template: string, what = 'the draft'): string | null {
  const lines = text.split(/\r?\n/);
  const headings = lines.filter((l) => HEADING.test(l)).map((l) => l.trim());
  const first = templateHeadings(template)[0] ?? 'Summary';
  const shown = headings.length > 0 ? ` (only headings: ${headings.slice(0, 5).join(', ')})` : '';
  const hasContent = (part: string[]) => part.some((l) => !HEADING.test(l) && !NO_WORDS.test(l));
  if (!hasContent(lines)) return `${what} has no text in its "${first}" section${shown}`;
  const at = lines.findIndex(
    (l) => (HEADING.exec(l)?.[1] ?? '').trim().toLowerCase() === first.toLowerCase(),
  );
  if (at < 0) return null;
  const next = lines.findIndex((l, i) => i > at && HEADING.test(l));
  const section = lines.slice(at + 1, next < 0 ? undefined : next);
  return hasContent(section) ? null : `${what} has no text in its "${first}" section`;
}

/**
 * The `no-summary` message for a text {@link emptySummaryReason} rejected: what was missing and
 * that nothing changed. Spec: review R23.
 */
export function emptySummaryMessage(reason: string): string {
  return `the model finished without writing a summary: ${reason}; nothing was saved and the previous summary is unchanged (a small model may stop after writing the headings: run again, or use a larger model)`;
}
