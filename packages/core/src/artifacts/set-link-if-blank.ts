import type { FrontmatterDoc } from '../notes/index.js';

/**
 * True when a frontmatter link value is missing or blank: `undefined`, `null` or a string of
 * white space only. Obsidian templates often create empty properties (`summary:`), which the
 * product must fill rather than treat as "the user chose a link".
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs ("write the summary
 * note as a markdown artifact linked to the meeting note"); docs/vault-format.md, Meeting note.
 */
export function isBlankLink(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Sets `key` to `link` (a `[[wikilink]]` string) unless the note already holds a non-blank value
 * there (see {@link isBlankLink}); a link the user wrote is never replaced, except one that
 * names no note the product could use (`unusable`: `readMeeting` listed it in
 * `Meeting.unresolved`, e.g. `[[Summaries/Sprint #3 review]]` read by Obsidian as a heading link
 * to `Summaries/Sprint`), which is replaced by the link to the note actually written.
 * Spec: seed 003 (assistant context note initialized with links; summary linked to the meeting); issue 9 H2.
 */
export function setLinkIfBlank(doc: FrontmatterDoc, key: string, link: string, unusable = false): void {
  if (unusable || isBlankLink(doc.get(key))) doc.set(key, link);
}
