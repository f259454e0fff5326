import { AmbiguousError, MaError, PathSafetyError } from '../errors/index.js';
import { findByBasename } from './find-by-basename.js';
import { linkTarget } from './frontmatter-values.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * The existing file a vault-relative path names, trying `<p>` then `<p>.md`; null when neither exists or it is refused.
 * Spec: docs/vault-format.md, Meeting note; docs/contracts.md (@ma/core, Vault model).
 */
export async function existingFile(vault: Vault, rel: string, argument = 'link'): Promise<VaultPath | null> {
  const candidates = rel.toLowerCase().endsWith('.md') ? [rel] : [`${rel}.md`, rel];
  for (const candidate of candidates) {
    try {
      return (await vault.resolve(candidate, { argument, mustExist: true, kind: 'file' })).rel;
    } catch (error) {
      if (!MaError.isMaError(error)) throw error;
    }
  }
  return null;
}

/**
 * Resolves an Obsidian wikilink to an existing vault file: `[[Folder/Name]]`
 * (a vault-relative path), `[[Name]]` (a unique basename anywhere in the
 * vault), `.md` optional, `|alias`, `#heading` and `^block` stripped; a
 * frontmatter string such as `"[[Transcripts/x]]"` (quotes included) or a bare
 * `Transcripts/x` is accepted too. Hostile targets (`..`, absolute, symlinks
 * out, trash) resolve to null, never to a file outside the vault.
 * @returns the vault-relative path, or null when nothing (safe) matches.
 * @throws AmbiguousError when a bare name matches several files.
 * Spec: docs/vault-format.md, Meeting note (links); docs/contracts.md, Vault model.
 */
export async function resolveWikilink(vault: Vault, link: string): Promise<VaultPath | null> {
  const target = linkTarget(link);
  if (target === '') return null;
  if (/[\\/]/.test(target)) return existingFile(vault, target);
  try {
    const direct = await existingFile(vault, target);
    if (direct !== null) return direct;
    const found = await findByBasename(vault, '.', target);
    if (found.length > 1) throw new AmbiguousError(link, found);
    return found[0] ?? null;
  } catch (error) {
    if (PathSafetyError.isInstance(error)) return null;
    throw error;
  }
}
