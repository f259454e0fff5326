/**
 * What a template heading is filled with.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (summary, decisions, next
 * steps); issue #5 "Offline summarizer"; docs/contracts.md, @ma/extractive (`template`,
 * `DEFAULT_TEMPLATE`).
 */
export type SectionKind = 'summary' | 'decisions' | 'next-steps' | 'attendees' | 'unknown';

/**
 * One heading of a summary template.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (summary, decisions, next
 * steps); issue #5 "Offline summarizer"; docs/contracts.md, @ma/extractive (`template`,
 * `DEFAULT_TEMPLATE`).
 */
export interface TemplateSection {
  /** The heading line as written (`"## Next steps"`). */
  heading: string;
  /** What the offline engine puts under it. */
  kind: SectionKind;
}

/**
 * The default template (docs/contracts.md, `summary.template`).
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (summary, decisions, next
 * steps); issue #5 "Offline summarizer"; docs/contracts.md, @ma/extractive (`template`,
 * `DEFAULT_TEMPLATE`).
 */
export const DEFAULT_TEMPLATE = '## Summary\n\n## Decisions\n\n## Next steps\n';

const KINDS: readonly [SectionKind, RegExp][] = [
  ['decisions', /\bdecisions?\b|\bdecided\b|\bbeschl|\bentscheid|\bdécision|\bpenderfyniad/i],
  [
    'next-steps',
    /\bnext\s+steps?\b|\baction|\bto-?dos?\b|\bfollow[-\s]?ups?\b|\btasks?\b|\bnächste|\baufgaben|\bprochaines?\s+étapes|\bcamau\b/i,
  ],
  ['attendees', /\battendees?\b|\bparticipants?\b|\bpresent\b|\bteilnehmer|\bprésents?\b|\bwho\b/i],
  [
    'summary',
    /\bsummary\b|\boverview\b|\bkey\s+points?\b|\bhighlights?\b|\btl;?dr\b|\bzusammenfassung|\brésumé|\bcrynodeb/i,
  ],
];

/**
 * Reads a Markdown template's headings (`#`…`######`), in order, and classifies each as summary,
 * decisions, next steps, attendees or unknown. Non-heading lines are ignored. An empty template or one
 * without headings falls back to {@link DEFAULT_TEMPLATE}.
 *
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs (summary, decisions, next
 * steps); issue #5 "Offline summarizer"; docs/contracts.md, @ma/extractive (`template`,
 * `DEFAULT_TEMPLATE`).
 *
 * @param template - the Markdown skeleton
 * @returns its sections in order
 */
export function templateSections(template: string | null | undefined): TemplateSection[] {
  const headings = (template ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => /^#{1,6}\s+\S/.test(l));
  if (headings.length === 0) return templateSections(DEFAULT_TEMPLATE);
  return headings.map((heading) => {
    const title = heading.replace(/^#{1,6}\s+/, '');
    const kind = KINDS.find(([, re]) => re.test(title))?.[0] ?? 'unknown';
    return { heading, kind };
  });
}
