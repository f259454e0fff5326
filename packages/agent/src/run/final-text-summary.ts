import { markdownHeadings, showHiddenCharacters } from '@ma/core';
import { MAX_CONTENT_BYTES, overContentLimitText } from '@ma/tools';
import { unwrapSummaryFence } from './summary-shape.js';

/** Longest excerpt of a rejected reply quoted in the `no-summary` message, in characters. */
const QUOTE_CHARS = 200;

/**
 * The heading texts of a Markdown text such as `summary.template`, in order (`## Summary\n\n##
 * Decisions` → `['Summary', 'Decisions']`): ATX and setext headings alike (`Summary\n=======`, review9 V7,
 * core `markdownHeadings`); headings inside fenced code are not headings (review4 P9); empty when the
 * text has no Markdown heading.
 *
 * Spec: docs/vault-format.md, Configuration (`summary.template`); issue "honest summaries".
 */
export function templateHeadings(template: string): string[] {
  return markdownHeadings(template).map((h) => h.text);
}

/**
 * Whether the model's final reply (already cleaned: reasoning and a leading frontmatter block
 * removed) may stand in for a summary the model never wrote with `write_summary`, and the body to
 * use. A reply that is ONE fenced Markdown block, alone or with a little chatter around it, is
 * unwrapped first ({@link unwrapSummaryFence}; the chatter dropped is returned). It is accepted
 * only when it has a heading outside fenced code (ATX or setext, any level, case-insensitive) with the text
 * of the FIRST heading of `summary.template` (`## Summary` by default): later sections may be
 * missing (small models drop empty ones), but a reply without the summary's opening section —
 * "Done. I wrote the summary.", a question, a refusal — is not a summary and must never replace
 * one. A template without headings gives nothing to check a reply against, so then no final
 * reply is accepted: the model must write the summary with `write_summary` (review4 P24).
 *
 * A reply over {@link MAX_CONTENT_BYTES} (1 MiB, what one `write_summary` call takes) is never
 * accepted: a looping model's megabytes are no summary (R53).
 *
 * @returns `{ body, dropped }` when accepted (`dropped`: the chatter around an unwrapped fence, one
 *   line, or `null`); `{ rejected }` with a one-line message (`the model finished without writing a
 *   summary; its last reply was: "…"`, the reply cut to 200 characters) otherwise.
 * Spec: docs/contracts.md, Run outcomes; hostile case B32 (final text after the tool loop); review4 P9, P24; review9 V7; reviewB R53.
 */
export function summaryFromFinalText(
  cleaned: string,
  template: string,
): { body: string; dropped: string | null; rejected?: never } | { rejected: string; body?: never } {
  // R53: a reply over what one write_summary call takes (1 MiB) is a model repeating itself, not a
  // summary: never committed (a 93 MB reply was written into the vault as the summary note).
  const bytes = cleaned.length > MAX_CONTENT_BYTES / 3 ? Buffer.byteLength(cleaned, 'utf8') : 0;
  if (bytes > MAX_CONTENT_BYTES) {
    return {
      rejected: `the model finished without writing a summary; its last reply is too long to be one (${overContentLimitText(bytes)}) — a model repeating itself, not a summary — so it was not used (previous summary kept); run again, or lower model.maxOutputTokens to stop a runaway reply sooner`,
    };
  }
  const unwrapped = unwrapSummaryFence(cleaned.trim());
  const body = unwrapped.text.trim();
  if (body === '') {
    return {
      rejected: 'the model finished without writing a summary: no write_summary call and no final text',
    };
  }
  const first = templateHeadings(template)[0];
  if (first !== undefined && templateHeadings(body).some((h) => h.toLowerCase() === first.toLowerCase())) {
    return { body, dropped: unwrapped.dropped };
  }
  const oneLine = body.replace(/\s+/g, ' ').trim();
  const cut = oneLine.length > QUOTE_CHARS ? `${oneLine.slice(0, QUOTE_CHARS)}…` : oneLine;
  // Model text reaches the terminal in this message: escapes written out, never sent (review R29).
  const quote = showHiddenCharacters(cut);
  const why =
    first === undefined
      ? 'summary.template has no heading, so a final reply cannot be told from a remark or a refusal: only a summary written with write_summary is saved; give the template Markdown headings (e.g. "## Summary") to let a final reply count'
      : `it has no "${first}" heading from summary.template outside code blocks`;
  return {
    rejected: `the model finished without writing a summary; its last reply was: "${quote}" (not used: ${why})`,
  };
}

/**
 * What is wrong with a `summary.template` a run cannot check replies against, or `null`: a
 * template without a Markdown heading (prose such as "A short paragraph, then action items")
 * gives the run no section to look for, so a final reply can never be told from a refusal or a
 * remark and is never used as the summary (only `write_summary` drafts are saved). `ma doctor`
 * warns with this text; `ma settings` refuses to write such a template.
 *
 * @returns e.g. `summary.template has no Markdown heading (such as "## Summary"): …`.
 * Spec: docs/vault-format.md, Configuration (`summary.template`); review4 P24.
 */
export function summaryTemplateProblem(template: string): string | null {
  if (templateHeadings(template).length > 0) return null;
  return 'summary.template has no Markdown heading (such as "## Summary"): a run cannot check a reply against it, so a final reply is never used as the summary and only a summary written with write_summary is saved; write the template as headings, with the guidance under them (e.g. "## Summary\\nA short paragraph.\\n\\n## Next steps\\n")';
}
