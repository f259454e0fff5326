/**
 * Where the attendee tools may follow a person link (review6 S11): the names a person note declares
 * (M18) are read only from notes the meeting may read, and `add_attendee` plants no link to any other.
 * Spec: docs/tools.md (`add_attendee`, Bound projects); review6 S11; review3 M18.
 */
import { linkPlaceRefusal, MaError, nameKey, parseLink, resolveWikilink, type VaultPath } from '@ma/core';
import { refuse } from '../output/refusal.js';
import type { ToolSession } from './tool-session.js';

/**
 * True when the note at vault path `rel` may be read as a person note for this meeting: in the
 * identities folder, or anywhere a meeting's user-notes link may lead (core `linkPlaceRefusal`: no
 * hidden folder, no project the meeting is not bound to, no PROJECT.md/AGENTS.md, no product note,
 * meeting note, glossary, dictation list or configuration file).
 * @param rel a canonical vault path (`/` separators), as core's `resolveWikilink` returns it.
 */
export async function mayReadPersonNote(session: ToolSession, rel: VaultPath): Promise<boolean> {
  const segments = rel.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.'))) return false;
  const folder = session.vault.config.folders.identities.split('/').filter((s) => s !== '' && s !== '.');
  const inIdentities =
    folder.length > 0 &&
    segments.length === folder.length + 1 &&
    folder.every((f, i) => nameKey(f) === nameKey(segments[i] ?? ''));
  if (inIdentities) return true;
  return (
    (await linkPlaceRefusal(session.vault.config, rel, 'usernotes', () => session.boundProjects())) === null
  );
}

/**
 * Refuses a name given to `add_attendee` that is a link (wikilink or Markdown link) to a note the
 * meeting may not read ({@link mayReadPersonNote}), judged on the path as written (`..`, an absolute
 * path, `Projects/<unbound>/…`, a hidden folder) and on the note it resolves to, WITHOUT reading that
 * note; the refusal names neither the resolved path nor anything in the note. A plain name passes.
 * @throws ToolRefusal for such a link.
 */
export async function refuseOutOfScopePersonLink(session: ToolSession, name: string): Promise<void> {
  // The link is written into the meeting note: a relative one is read from its folder (R111).
  const link = parseLink(name, session.meetingPath);
  if (link.form === 'plain') return;
  const target = link.target.replace(/\\/g, '/');
  const segments = target.split('/').filter((s) => s !== '' && s !== '.');
  let allowed = !target.startsWith('/') && !segments.includes('..');
  if (allowed && segments.length > 1) {
    const written = segments.join('/');
    allowed = await mayReadPersonNote(session, /\.[^/.]+$/.test(written) ? written : `${written}.md`);
  }
  if (allowed) {
    try {
      const rel = await resolveWikilink(session.vault, name, session.meetingPath);
      if (rel !== null) allowed = await mayReadPersonNote(session, rel);
    } catch (error) {
      // An ambiguous link: none of its notes is read, so it plants nothing it may not see.
      if (!MaError.isMaError(error)) throw error;
    }
  }
  if (!allowed)
    refuse(
      `name ${JSON.stringify(name)} links a note this meeting may not read (in a project not bound to it, a hidden folder, or a note the product keeps)`,
      `give the person's name, or a link to their note in ${session.vault.config.folders.identities}/ or a folder of people notes`,
    );
}
