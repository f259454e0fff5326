import { headingCounts, headingKey, markdownHeadings } from '@ma/core';

/**
 * Which of `summary.template`'s section headings a summary text has (ATX or setext, any level,
 * outside fenced code; core `markdownHeadings`), which it lacks, and which it has more than once.
 *
 * @returns the template's heading texts as the template writes them, in template order.
 * Spec: docs/contracts.md, Run outcomes; review9 V6, V8.
 */
export function templateSections(
  text: string,
  template: string,
): { present: string[]; missing: string[]; repeated: string[] } {
  const counts = headingCounts(text);
  const wanted = [...new Set(markdownHeadings(template).map((h) => h.text))];
  return {
    present: wanted.filter((t) => (counts.get(headingKey(t)) ?? 0) > 0),
    missing: wanted.filter((t) => (counts.get(headingKey(t)) ?? 0) === 0),
    repeated: wanted.filter((t) => (counts.get(headingKey(t)) ?? 0) > 1),
  };
}

/**
 * The warnings for a summary about to be committed whose sections do not match `summary.template`:
 * sections of the template it lacks, and template sections it has more than once (a summary
 * written twice). Said on the console and in the context note's run record, never silent; the
 * summary is committed all the same (a meeting without decisions may drop that section).
 *
 * @param what names the text (`the summary`, `the final reply`).
 * @returns `[]` for a summary with each template section once (or a template without headings).
 * Spec: docs/contracts.md, Run outcomes; review9 V6, V8.
 */
export function sectionWarnings(text: string, template: string, what = 'the summary'): string[] {
  const { missing, repeated } = templateSections(text, template);
  const quoted = (list: string[]) => list.map((t) => JSON.stringify(t)).join(', ');
  const out: string[] = [];
  if (missing.length > 0)
    out.push(
      `${what} has no ${quoted(missing)} section${missing.length === 1 ? '' : 's'} (headings of summary.template): check that nothing was left out, or run again`,
    );
  if (repeated.length > 0)
    out.push(
      `${what} has the ${quoted(repeated)} section${repeated.length === 1 ? '' : 's'} more than once (the model wrote the summary twice?): check the note and remove the repeat`,
    );
  return out;
}

/**
 * Which summary a run commits when the model left a `write_summary` draft AND its final reply is a
 * whole summary too (it has the template's first heading; {@link summaryFromFinalText} accepted
 * it) that differs from the draft: the later, more complete text. The final reply wins when it has
 * more of `summary.template`'s sections than the draft; otherwise the draft does. Either way the
 * text left out is named in a warning, never dropped silently.
 *
 * @returns `useReply` and the warning to record.
 * Spec: docs/contracts.md, Run outcomes; review9 V6.
 */
export function draftOrReply(
  draft: string,
  reply: string,
  template: string,
): { useReply: boolean; warning: string } | null {
  if (draft.replace(/\s+/g, ' ').trim() === reply.replace(/\s+/g, ' ').trim()) return null;
  const of = templateSections('', template).missing.length;
  const d = templateSections(draft, template).present.length;
  const r = templateSections(reply, template).present.length;
  return r > d
    ? {
        useReply: true,
        warning: `the model's final reply was a summary with more of summary.template's sections (${r} of ${of}) than its write_summary draft (${d} of ${of}): the final reply was saved and the draft dropped`,
      }
    : {
        useReply: false,
        warning: `the model's final reply was also a summary, different from its write_summary draft: the draft was saved (it has ${d} of summary.template's ${of} sections, the reply ${r}) and the reply dropped`,
      };
}
