import path from 'node:path';
import { AmbiguousError, NotFoundError } from '../errors/index.js';
import { findByBasename } from './find-by-basename.js';
import { linkTarget } from './frontmatter-values.js';
import { existingFile } from './resolve-wikilink.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * Finds a meeting note from what a user typed: a vault-relative path (with or
 * without `.md`, also as a `[[wikilink]]`) or a meeting name, i.e. the
 * basename of a note under the meetings folder (exact first, then
 * case-insensitive).
 * @returns the vault-relative path of the meeting note.
 * @throws NotFoundError('meeting', ref) when nothing matches.
 * @throws AmbiguousError(ref, candidates) when a name matches several notes.
 * @throws PathSafetyError when a path form is refused (`..`, absolute…).
 * Spec: docs/contracts.md, Vault model (`ma summarize <meeting>`).
 */
export async function resolveMeeting(vault: Vault, ref: string): Promise<VaultPath> {
  // Only link syntax has `|alias`/`#heading` parts; a typed name is taken as is.
  const target = ref.trim().startsWith('[[') ? linkTarget(ref) : ref.trim();
  if (target === '') throw new NotFoundError('meeting', ref, 'meeting not found: (empty reference)');
  if (/[\\/]/.test(target)) {
    // Surface refusals (PathSafetyError) before the lookup swallows them.
    await vault.resolve(target, { argument: 'meeting' });
    const found = await existingFile(vault, target, 'meeting');
    if (found === null) throw new NotFoundError('meeting', ref);
    return found;
  }
  const name = target.toLowerCase().endsWith('.md') ? target.slice(0, -3) : target;
  const folder = vault.config.folders.meetings;
  const direct = await existingFile(vault, path.posix.join(folder, `${name}.md`), 'meeting');
  if (direct !== null) return direct;
  const found = (await findByBasename(vault, folder, name)).filter((f) => f.toLowerCase().endsWith('.md'));
  if (found.length > 1) throw new AmbiguousError(ref, found);
  if (found.length === 0) throw new NotFoundError('meeting', ref);
  return found[0]!;
}
