import { AmbiguousError, NotFoundError } from '../errors/index.js';
import { asMeetingNote } from './as-meeting-note.js';
import { findByBasename } from './find-by-basename.js';
import { linkTarget } from './frontmatter-values.js';
import { existingFile } from './resolve-wikilink.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * Finds a meeting note from what a user typed: a vault-relative path (with or
 * without `.md`, also as a `[[wikilink]]`) or a meeting name, i.e. the
 * basename of a note anywhere under the meetings folder (exact first, then
 * case-insensitive). Only `.md` notes inside the configured meetings folder
 * (any depth, checked on the symlink-free path) are meetings: a path to a
 * summary, transcript or project file is not found, whatever it contains.
 * @returns the vault-relative (resolved) path of the meeting note.
 * @throws NotFoundError('meeting', ref) when nothing matches or the path is not
 *   a meeting note; the message says meeting notes live under `<meetings folder>/`.
 * @throws AmbiguousError(ref, candidates) when a name matches several notes
 *   (e.g. `Meetings/Standup.md` and `Meetings/2025/Standup.md`); candidates are sorted paths.
 * @throws PathSafetyError when a path form is refused (`..`, absolute, outside the vault…).
 * Spec: docs/contracts.md, Vault model (`ma summarize <meeting>`).
 */
export async function resolveMeeting(vault: Vault, ref: string): Promise<VaultPath> {
  // Only link syntax has `|alias`/`#heading` parts; a typed name is taken as is.
  const target = ref.trim().startsWith('[[') ? linkTarget(ref) : ref.trim();
  if (target === '') throw new NotFoundError('meeting', ref, 'meeting not found: (empty reference)');
  const folder = vault.config.folders.meetings.replace(/[\\/]+$/, '');
  const notFound = (why = 'meeting not found') =>
    new NotFoundError('meeting', ref, `${why}: ${ref} (meeting notes live under ${folder}/)`);
  if (/[\\/]/.test(target)) {
    // Surface refusals (PathSafetyError) before the lookup swallows them.
    await vault.resolve(target, { argument: 'meeting' });
    const found = await existingFile(vault, target, 'meeting');
    if (found === null) throw notFound();
    const meeting = await asMeetingNote(vault, found);
    if (meeting === null) throw notFound('not a meeting note');
    return meeting;
  }
  const name = target.toLowerCase().endsWith('.md') ? target.slice(0, -3) : target;
  const candidates = (await findByBasename(vault, folder, name)).filter((f) =>
    f.toLowerCase().endsWith('.md'),
  );
  const found: VaultPath[] = [];
  for (const candidate of candidates) {
    const meeting = await asMeetingNote(vault, candidate);
    if (meeting !== null && !found.includes(meeting)) found.push(meeting);
  }
  if (found.length > 1) throw new AmbiguousError(ref, found.sort());
  if (found.length === 0) throw notFound();
  return found[0]!;
}
