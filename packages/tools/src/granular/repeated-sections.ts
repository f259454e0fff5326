import { headingCounts, headingKey, markdownHeadings } from '@ma/core';
import { refuse } from '../output/refusal.js';

/**
 * Refuses a `write_summary` that would leave the draft with a section of `summary.template` twice
 * (review9 V8): a model that "rewrites" its summary by appending a second full summary (the
 * default mode) would commit every section twice. A write may keep a repeat the draft already had,
 * never add one; sub-headings the template does not name (`### Marketing` under two sections) may
 * repeat. Headings are ATX or setext, outside fenced code (core `markdownHeadings`).
 * @param before the draft before the write (`null`: none yet); `after` the draft it would become.
 * @throws ToolRefusal naming the section and the modes that replace instead of adding.
 * Spec: docs/tools.md (write_summary); docs/contracts.md, Run outcomes; review9 V8.
 */
export function refuseRepeatedSections(before: string | null, after: string, template: string): void {
  const had = headingCounts(before ?? '');
  const now = headingCounts(after);
  for (const h of markdownHeadings(template)) {
    const key = headingKey(h.text);
    const n = now.get(key) ?? 0;
    if (n > Math.max(1, had.get(key) ?? 0)) {
      const heading = `${'#'.repeat(h.depth)} ${h.text}`;
      refuse(
        (had.get(key) ?? 0) > 0
          ? `the draft already has a ${heading} section: this write would add a second one; nothing was written`
          : `the content has the ${heading} section ${n} times; nothing was written`,
        'pass replace_file: true to replace the summary, or edit a section with from/to or insert',
      );
    }
  }
}
