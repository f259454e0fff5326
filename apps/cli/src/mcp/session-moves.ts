/**
 * What `ma mcp` says when the meeting note of an open session was renamed or moved (Obsidian, a
 * sync, the user) while a client worked on it, and how a `meeting` argument names a session whose
 * note is no longer where it opened (review9 V9). The session itself follows its note through
 * `@ma/agent`'s `MeetingSession.follow()`; these are the words and the name match.
 * Spec: docs/mcp.md, Sessions follow their note (review9 V9).
 */
import type { MeetingWhereabouts } from '@ma/agent';
import { parseLink, sameName } from '@ma/core';

/** A leading `YYYY-MM-DD` (and separator) of a meeting file name, as core's `resolveMeeting` drops it. */
const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}[\sT_-]+/;

/**
 * True when the `meeting` argument `ref` names the meeting note `path` the way core's
 * `resolveMeeting` would have while the note was there: the vault-relative path or the name (file
 * name without `.md`, also without its leading date), with or without `.md` or `[[…]]`, in any
 * case and Unicode normalization.
 * @param ref what the client sent; @param path a vault-relative meeting-note path.
 */
export function namesMeetingPath(ref: string, path: string): boolean {
  const trimmed = ref.trim();
  const link = parseLink(trimmed);
  const target = (link.form === 'plain' ? trimmed : link.target).replace(/\\/g, '/').replace(/\.md$/i, '');
  if (target === '') return false;
  const full = path.replace(/\.md$/i, '');
  const name = full.split('/').pop() ?? full;
  return sameName(target, full) || sameName(target, name) || sameName(target, name.replace(DATE_PREFIX, ''));
}

/** `an uncommitted summary draft (N lines)`, or `no summary draft yet` for an empty one. */
export function draftSize(draft: string | null): string {
  if (draft === null || draft.trim() === '') return 'no summary draft yet';
  // Counted as write_summary counts them (a last newline ends the last line).
  const lines = draft.replace(/\n$/, '').split('\n').length;
  return `an uncommitted summary draft (${lines} line${lines === 1 ? '' : 's'})`;
}

/** The one-time notice of a session that followed its note: `from` → `to`, through `how`. */
export function followedNotice(where: Extract<MeetingWhereabouts, { state: 'moved' }>): string {
  return `the meeting note ${where.from} was moved or renamed: it is now ${where.path} (found through ${where.how}); this MCP session (its summary draft, transcript reads and audit) follows it`;
}

/** Why a lost note could not be followed, for the messages below. */
function whyLost(where: Extract<MeetingWhereabouts, { state: 'lost' }>): string {
  return where.why === 'ambiguous'
    ? `${where.candidates.length} notes now claim it (${where.candidates.join(', ')}), so the server cannot tell which is the meeting`
    : 'no note names its new place (no `meeting:` link of its transcript, notes or context note, no meeting note linking its transcript or context note)';
}

/** What the user can do to reunite a lost session with its note. */
function whatToDo(where: Extract<MeetingWhereabouts, { state: 'lost' }>): string {
  return where.why === 'ambiguous'
    ? `keep the \`transcript:\` link only in the note that is this meeting, or move the note back to ${where.from}, then call again`
    : `move the note back to ${where.from}, or give the renamed note the \`transcript:\` link it had, then call again with its name (list_meetings); or start over on the renamed note (a new session: read and write_summary again)`;
}

/**
 * The refusal of a call that names a session whose note is lost: the old path, why it cannot be
 * followed, what the session keeps (never attached to another note) and what to do.
 */
export function lostRefusal(
  where: Extract<MeetingWhereabouts, { state: 'lost' }>,
  draft: string | null,
): string {
  return `the meeting note ${where.from} was moved, renamed or deleted while this MCP session worked on it, and ${whyLost(where)}; the session keeps ${draftSize(draft)} and its transcript reads for ${where.from}, attached to no other note: ${whatToDo(where)}`;
}

/**
 * The one-time note on a call that opened a new session on `path` while the session of a lost
 * note holds a draft: it exists, it is not attached to `path`, and how to reunite them.
 */
export function lostDraftNotice(
  where: Extract<MeetingWhereabouts, { state: 'lost' }>,
  draft: string | null,
  path: string,
): string {
  return `note: the MCP session of ${where.from} (moved, renamed or deleted; ${whyLost(where)}) keeps ${draftSize(draft)}, not attached to ${path}: if ${path} is that meeting, ${whatToDo(where)}`;
}

/** The end-of-session sentence of a lost note (the record stays in its context note, or on stderr). */
export function lostEnding(where: Extract<MeetingWhereabouts, { state: 'lost' }>): string {
  return `The meeting note ${where.from} was moved, renamed or deleted during the session and ${whyLost(where)}.`;
}
