import { isEmptyLinkValue } from '../names/link-value.js';
import { frontmatterProperty } from '../notes/frontmatter-property.js';
import type { Meeting } from '../vault/index.js';

/**
 * The `status:` values of a meeting note that the product and the recorder write
 * (docs/vault-format.md, Meeting note: `recording | ended | summarized | failed`).
 */
export const MEETING_STATUSES = ['recording', 'ended', 'summarized', 'failed'] as const;

/**
 * Whether a meeting's `status:` text is the user's own word rather than one of {@link MEETING_STATUSES}
 * (compared trimmed, any case): e.g. `reviewed`, set by hand after a summary. Such a value is never
 * replaced by `summarized` or `failed` (newcomer s35 F9): the spec names the product's four values and
 * is silent on others, so a value that is not ours is read as the user's. Blank or absent (null) is
 * not the user's: the product fills it.
 * Spec: docs/vault-format.md, Meeting note (`status`); docs/frontmatter.md "A status of the user's own".
 */
export function isUserStatus(status: string | null | undefined): boolean {
  const word = status?.trim().toLowerCase() ?? '';
  return word !== '' && !(MEETING_STATUSES as readonly string[]).includes(word);
}

/**
 * The `status:` word of the user's own (trimmed, as written: `done`, `finished`) of a meeting note
 * that has no summary yet (no `summary:` property), else null. Its author means "ended", but the
 * daemon summarizes only `status: ended`: it says so for each such note (R86) and `ma doctor` lists
 * them with the fix (L297) — one rule for both. A status of the user's own on a summarized meeting
 * (`reviewed`) is null: set by hand after the summary, it asks for nothing.
 * Spec: docs/vault-format.md, Meeting note (`status`); apps/daemon/README.md (trigger).
 */
export function ownStatusWithoutSummary(meeting: Pick<Meeting, 'status' | 'note'>): string | null {
  if (
    !isUserStatus(meeting.status) ||
    !isEmptyLinkValue(frontmatterProperty(meeting.note.frontmatter?.data ?? {}, 'summary'))
  )
    return null;
  return meeting.status?.trim() ?? null;
}
