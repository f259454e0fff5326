import { showHiddenCharacters } from '@ma/core';

/** Longest excerpt of a rejected reply quoted in the `no-summary` message, in characters. */
const QUOTE_CHARS = 200;

/**
 * The heading texts of `summary.template`, in order (`## Summary\n\n## Decisions` →
 * `['Summary', 'Decisions']`); empty when the template has no Markdown heading.
 *
 * Spec: docs/vault-format.md, Configuration (`summary.template`); issue "honest summaries".
 */
export function templateHeadings(template: string): string[] {
  return [...template.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)].map((m) => (m[1] ?? '').trim());
}

/** The content of `text` when it is exactly one fenced code block (```` ```markdown ````, ```` ```md ````, ```` ``` ````). */
function unwrapFence(text: string): string {
  const m = /^(`{3,}|~{3,})[ \t]*(?:markdown|md)?[ \t]*\r?\n([\s\S]*?)\r?\n?\1[ \t]*$/i.exec(text.trim());
  if (!m) return text;
  const inner = m[2] ?? '';
  return inner.includes(m[1] ?? '```') ? text : inner.trim();
}

/**
 * Whether the model's final reply (already cleaned: reasoning and a leading frontmatter block
 * removed) may stand in for a summary the model never wrote with `write_summary`, and the body to
 * use. A reply wrapped in ONE fenced block (```` ```markdown ````/```` ```md ````/```` ``` ````) is
 * unwrapped first. It is accepted only when it contains a heading line (any level,
 * case-insensitive) with the text of the FIRST heading of `summary.template` (`## Summary` by
 * default): later sections may be missing (small models drop empty ones), but a reply without the
 * summary's opening section — "Done. I wrote the summary.", a question, a refusal — is not a
 * summary and must never replace one. A template without headings accepts any non-empty reply.
 *
 * @returns `{ body }` when accepted; `{ rejected }` with a one-line message
 *   (`the model finished without writing a summary; its last reply was: "…"`, the reply cut to
 *   200 characters) otherwise.
 * Spec: issue "honest summaries"; hostile case B32 (final text after the tool loop).
 */
export function summaryFromFinalText(
  cleaned: string,
  template: string,
): { body: string; rejected?: never } | { rejected: string; body?: never } {
  const body = unwrapFence(cleaned).trim();
  if (body === '') {
    return {
      rejected: 'the model finished without writing a summary: no write_summary call and no final text',
    };
  }
  const first = templateHeadings(template)[0];
  if (first === undefined) return { body };
  const wanted = first.toLowerCase();
  const found = templateHeadings(body).some((h) => h.toLowerCase() === wanted);
  if (found) return { body };
  const oneLine = body.replace(/\s+/g, ' ').trim();
  const cut = oneLine.length > QUOTE_CHARS ? `${oneLine.slice(0, QUOTE_CHARS)}…` : oneLine;
  // Model text reaches the terminal in this message: escapes written out, never sent (review R29).
  const quote = showHiddenCharacters(cut);
  return {
    rejected: `the model finished without writing a summary; its last reply was: "${quote}" (not used: it has no "${first}" heading from summary.template)`,
  };
}
