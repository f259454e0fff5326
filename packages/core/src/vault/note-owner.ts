import { MaError } from '../errors/index.js';
import { readText } from '../fs/read-text-or-null.js';
import { frontmatterLink, nameKey, parseLink } from '../names/index.js';
import { frontmatterProperties, frontmatterProperty } from '../notes/frontmatter-property.js';
import { parseNote } from '../notes/index.js';
import { resolveWikilink } from './resolve-wikilink.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * Whose a `meeting:` link value is, seen from `meetingPath`: `this` when it resolves to
 * `meetingPath`, or (resolving to nothing: missing, or a bare name several notes share) names that
 * path or its end (`[[Standup]]` is `Meetings/2025/Standup.md`'s); else `other`, with `owner` the
 * vault path it resolves to (null when it resolves to nothing). `from`: the vault path of the note
 * holding the link (a `../Meetings/x` back-link is read from its folder; R110).
 * Spec: issue 9 H2; docs/contracts.md, Names and links (One meeting, its own files); review3 M6.
 */
export async function meetingLinkOwner(
  vault: Vault,
  link: string,
  meetingPath: VaultPath,
  from?: VaultPath,
): Promise<{ whose: 'this' } | { whose: 'other'; owner: VaultPath | null }> {
  const owner = await resolveWikilink(vault, link, from).catch(() => null);
  if (owner !== null) return owner === meetingPath ? { whose: 'this' } : { whose: 'other', owner };
  // Unresolved (missing, or a bare name several notes share): ours when it names our path or its end.
  const own = `/${nameKey(meetingPath.replace(/\.md$/i, ''))}`;
  const parsed = parseLink(link, from);
  const ours = [parsed.target, parsed.literal ?? '']
    .map((t) => nameKey(t.replace(/\\/g, '/').replace(/\.md$/i, '')))
    .some((t) => t !== '' && own.endsWith(`/${t}`));
  return ours ? { whose: 'this' } : { whose: 'other', owner: null };
}

/**
 * Whose note `rel` is, by its frontmatter `meeting:` link, seen from `meetingPath`
 * ({@link meetingLinkOwner}):
 * - `'this'`: the link resolves to `meetingPath`, or (resolving to nothing: missing, or a bare
 *   name several notes share) names that path or its end (`[[Standup]]` is `Meetings/2025/Standup.md`'s);
 * - `'other'`: the link names another meeting;
 * - `'none'`: no `meeting:` link (or a blank one), or the note cannot be read or parsed.
 * Spec: issue 9 H2 ("a run never touches another meeting's files"); docs/contracts.md, Names and
 *   links (One meeting, its own files); hostile review R7.
 */
export async function noteMeetingOwner(
  vault: Vault,
  rel: VaultPath,
  meetingPath: VaultPath,
): Promise<'this' | 'other' | 'none'> {
  let link: string | null;
  try {
    const { abs } = await vault.resolve(rel, { argument: 'note', mustExist: true, kind: 'file' });
    link = frontmatterLink(
      frontmatterProperty(parseNote(await readText(abs)).frontmatter?.data ?? {}, 'meeting'),
    );
  } catch (error) {
    if (MaError.isMaError(error)) return 'none';
    throw error;
  }
  if (link === null || link.trim() === '') return 'none';
  return (await meetingLinkOwner(vault, link, meetingPath, rel)).whose;
}

/**
 * True when the note at `rel` (a summary or context note) belongs to a meeting other than
 * `meetingPath` ({@link noteMeetingOwner} is `'other'`). A note without a `meeting:` link, or one
 * that cannot be read, is not another meeting's (false).
 * Spec: issue 9 H2 ("a run never touches another meeting's files"); docs/contracts.md, Names and links.
 */
export async function belongsToOtherMeeting(
  vault: Vault,
  rel: VaultPath,
  meetingPath: VaultPath,
): Promise<boolean> {
  return (await noteMeetingOwner(vault, rel, meetingPath)) === 'other';
}

/**
 * True when the note at `rel` carries `generated_by: meeting-assistant` in its frontmatter (the
 * product created it). False for a missing, unreadable or unparsable note.
 * Spec: docs/contracts.md, Names and links (One meeting, its own files); hostile review R7, N8.
 */
export async function isGeneratedNote(vault: Vault, rel: VaultPath): Promise<boolean> {
  try {
    const { abs } = await vault.resolve(rel, { argument: 'note', mustExist: true, kind: 'file' });
    return (
      frontmatterProperty(parseNote(await readText(abs)).frontmatter?.data ?? {}, 'generated_by') ===
      'meeting-assistant'
    );
  } catch (error) {
    if (MaError.isMaError(error)) return false;
    throw error;
  }
}

/**
 * True when the note at `rel` is the product's own (`generated_by: meeting-assistant`) and its
 * `meeting:` link names a meeting note that no longer exists — it resolves to no file (a name that
 * several notes share is not "gone") — review14 V52. That is what a meeting note renamed or moved
 * outside Obsidian (`mv`, a file manager, `git mv`, a sync client) leaves behind in its summary and
 * context notes: no other meeting claims them, so the meeting note that still links them may adopt
 * them (`ownNoteRefusal`'s owner, `commitSummary`) instead of writing a second, unlinked pair.
 * False for a missing, unreadable or unparsable note, a user's note, a blank link, or a link that
 * resolves to an existing note (a copied meeting note's links stay refused).
 * Spec: review14 V52; docs/contracts.md, Names and links (One meeting, its own files); review5 Q14.
 */
export async function isOrphanedProductNote(vault: Vault, rel: VaultPath): Promise<boolean> {
  let data: Record<string, unknown> | undefined;
  try {
    const { abs } = await vault.resolve(rel, { argument: 'note', mustExist: true, kind: 'file' });
    const raw = parseNote(await readText(abs)).frontmatter?.data;
    data = raw && frontmatterProperties(raw, ['generated_by', 'meeting']);
  } catch (error) {
    if (MaError.isMaError(error)) return false;
    throw error;
  }
  if (data?.generated_by !== 'meeting-assistant') return false;
  const link = frontmatterLink(data.meeting);
  if (link === null || link.trim() === '') return false;
  try {
    return (await resolveWikilink(vault, link, rel)) === null;
  } catch {
    return false; // ambiguous: several notes answer to the name, so it is not gone
  }
}
