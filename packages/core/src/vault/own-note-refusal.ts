import type { MaConfig } from '../config/index.js';
import { nameKey } from '../names/index.js';
import { folderSegments, under } from './link-place.js';
import type { Vault, VaultPath } from './vault.js';

/** The meeting whose `summary:`/`context:` link is checked, and the notes that are its own inputs. */
export interface OwnNoteMeeting {
  /** The meeting note (vault path as `readMeeting` read it). */
  path: VaultPath;
  /** Its resolved transcript and user-notes notes (null: none). */
  transcript: VaultPath | null;
  usernotes: VaultPath | null;
  /** Every user-notes note when the meeting lists several (review6 S8); absent: only `usernotes`. */
  userNotes?: readonly VaultPath[];
}

/** The user's notes a product note may never be: meeting notes, identities, the glossary and dictation list. */
function userNoteProblem(config: MaConfig, segments: string[], rel: VaultPath): string | null {
  if (under(segments, config.folders.meetings)) return 'is a meeting note (the meetings folder)';
  if (under(segments, config.folders.identities)) return 'is a speaker identity note (the identities folder)';
  for (const [configured, what] of [
    [config.files.glossary, 'glossary'],
    [config.files.dictation, 'dictation word list'],
  ] as const)
    if (nameKey(folderSegments(configured).join('/')) === nameKey(rel)) return `is the vault's ${what}`;
  return null;
}

/**
 * Whether a meeting's `summary:` or `context:` link may be adopted as the note the product writes
 * for THIS meeting (hostile review R7, R10), checked on the canonical path the link resolved to
 * (after `linkPlaceRefusal` accepted the place). Refused:
 * - the meeting note itself, its transcript or user-notes note, any other meeting note, a speaker
 *   identity note, the glossary or the dictation list (the product would replace or append to them);
 * - a `summary:` link into the assistant-context folder, a `context:` link into the summaries
 *   folder (the two product notes never stand in for each other);
 * - an existing note whose `meeting:` link names another meeting (its run records and audit);
 * - any file in the projects folder (a project file is written only through `write_projectfile`,
 *   audited and approval-gated; review6 S2 for `summary:`);
 * - `summary:`: an existing note outside the summaries folder without `generated_by: meeting-assistant`
 *   (a user's note: never replaced, not even with `--force`; the product's own summary moved elsewhere
 *   by the user is still adopted; review6 S2);
 * - `context:`: an existing note outside the
 *   assistant-context folder whose `meeting:` link does not name this meeting, or that does but
 *   lacks `generated_by: meeting-assistant` (a user's own "context", background or prep note:
 *   users tie their own notes to a meeting with a `meeting:` link too, review N8; a context note
 *   the product creates carries the marker, `ensureContextNote`).
 * A refused link falls back to the default note (`readMeeting`), and the run says so.
 * A `summary:` link to an existing note in the summaries folder stays guarded by the commit's ownership check
 * (`EditedSummaryError`, H14: `--force` replaces a summary edited by hand there).
 * @param rel the canonical vault path the link resolved to.
 * @param exists whether a file is at `rel`.
 * @param owner the note's `meeting:` owner (`noteMeetingOwner`), asked only for an existing file.
 * @param generated whether the existing note carries `generated_by: meeting-assistant`
 *   (`isGeneratedNote`), asked only for a link outside its own folder.
 * @returns why the link is not adopted (one clause, for `UnresolvedLink.refusal`), or null.
 * Spec: docs/contracts.md, Names and links (Where a meeting note's links may lead; One meeting,
 *   its own files); docs/vault-format.md, Summary note and Assistant context note; hostile review R7, R10;
 *   review6 S2.
 */
export async function ownNoteRefusal(
  vault: Vault,
  rel: VaultPath,
  key: 'summary' | 'context',
  meeting: OwnNoteMeeting,
  exists: boolean,
  owner: () => Promise<'this' | 'other' | 'none'>,
  generated: () => Promise<boolean>,
): Promise<string | null> {
  const { config } = vault;
  const at = `link ${JSON.stringify(rel)}`;
  const not = `not this meeting's ${key} note`;
  const same = (p: VaultPath | null) => p !== null && nameKey(p) === nameKey(rel);
  if (same(meeting.path)) return `${at} is this meeting's own note, ${not}`;
  if (same(meeting.transcript)) return `${at} is this meeting's transcript, ${not}`;
  if (same(meeting.usernotes) || (meeting.userNotes ?? []).some(same))
    return `${at} is this meeting's user notes, ${not}`;
  const segments = rel.split('/').filter((s) => s !== '');
  const userNote = userNoteProblem(config, segments, rel);
  if (userNote !== null) return `${at} ${userNote}, ${not}`;
  const other = key === 'summary' ? config.folders.context : config.folders.summaries;
  if (under(segments, other))
    return `${at} is in the ${key === 'summary' ? 'assistant context' : 'summaries'} folder, ${not}`;
  if (under(segments, config.folders.projects))
    return `${at} is a project file, ${not}: project files change only through write_projectfile`;
  if (!exists) return null;
  const whose = await owner();
  if (whose === 'other')
    return `${at} belongs to another meeting (its meeting: link names another note), ${not}`;
  if (key === 'summary') {
    // S2: a note outside the summaries folder that the product never wrote is a user's note: never
    // replaced, with or without --force (the link probably points at the wrong note).
    if (under(segments, config.folders.summaries) || (await generated())) return null;
    return `${at} was not written by Meeting Assistant (it has no generated_by: meeting-assistant) and is not in the summaries folder, ${not}: the link probably points at the wrong note`;
  }
  if (under(segments, config.folders.context)) return null;
  if (whose === 'none')
    return `${at} was not written by Meeting Assistant for this meeting (it has no meeting: link to ${meeting.path}), ${not}`;
  if (!(await generated()))
    return `${at} was not written by Meeting Assistant (it has no generated_by: meeting-assistant; a meeting: link alone is how users tie their own notes to a meeting), ${not}`;
  return null;
}
