import { MaError } from '../errors/index.js';
import { readText } from '../fs/read-text-or-null.js';
import { frontmatterLink, nameKey, parseLink } from '../names/index.js';
import { parseNote } from '../notes/index.js';
import { resolveWikilink } from './resolve-wikilink.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * True when the note at `rel` (a summary or context note) belongs to a meeting other than
 * `meetingPath`: its frontmatter `meeting:` link resolves to another note, or, when it resolves
 * to nothing (missing, or a bare name several notes share), names neither that path nor its end
 * (`[[Standup]]` is `Meetings/2025/Standup.md`'s). A note without a `meeting:` link, or one that cannot be read,
 * is not another meeting's (false).
 * Spec: issue 9 H2 ("a run never touches another meeting's files"); docs/contracts.md, Names and links.
 */
export async function belongsToOtherMeeting(
  vault: Vault,
  rel: VaultPath,
  meetingPath: VaultPath,
): Promise<boolean> {
  let link: string | null;
  try {
    const { abs } = await vault.resolve(rel, { argument: 'note', mustExist: true, kind: 'file' });
    link = frontmatterLink(parseNote(await readText(abs)).frontmatter?.data.meeting);
  } catch (error) {
    if (MaError.isMaError(error)) return false;
    throw error;
  }
  if (link === null || link.trim() === '') return false;
  const owner = await resolveWikilink(vault, link).catch(() => null);
  if (owner !== null) return owner !== meetingPath;
  // Unresolved (missing, or a bare name several notes share): ours when it names our path or its end.
  const own = `/${nameKey(meetingPath.replace(/\.md$/i, ''))}`;
  const parsed = parseLink(link);
  return ![parsed.target, parsed.literal ?? '']
    .map((t) => nameKey(t.replace(/\\/g, '/').replace(/\.md$/i, '')))
    .some((t) => t !== '' && own.endsWith(`/${t}`));
}
