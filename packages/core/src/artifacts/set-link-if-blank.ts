import { isEmptyLinkValue } from '../names/index.js';
import type { FrontmatterDoc } from '../notes/index.js';

/**
 * True when a frontmatter link value is missing or blank: `undefined`, `null`, a string of
 * white space only, or a list of nothing but those (`summary: []`; names `isEmptyLinkValue`, V74).
 * Obsidian templates often create empty properties (`summary:`), which the
 * product must fill rather than treat as "the user chose a link".
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs ("write the summary
 * note as a markdown artifact linked to the meeting note"); docs/vault-format.md, Meeting note.
 */
export function isBlankLink(value: unknown): boolean {
  return isEmptyLinkValue(value);
}

/**
 * Sets `key` to `link` (a `[[wikilink]]` string) only when the note holds no value there or a
 * blank one (see {@link isBlankLink}): a value the user wrote — a link, a web address, a list, a
 * mapping, a link the product cannot use — is never replaced (review 2 N21); the product then
 * writes its default note and says so (`unusedProductLinks`). The one exception is `respelled`:
 * the value is a link to that same note as older versions spelled it (`UnresolvedLink.respelled`,
 * issue 9 H2), which is rewritten to `link`.
 * Spec: seed 003 (assistant context note initialized with links; summary linked to the meeting);
 *   issue 9 H2; review 2 N21.
 */
export function setLinkIfBlank(doc: FrontmatterDoc, key: string, link: string, respelled = false): void {
  if (respelled || isBlankLink(doc.get(key))) doc.set(key, link);
}
