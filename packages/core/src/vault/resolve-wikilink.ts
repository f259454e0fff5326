import { AmbiguousError, MaError } from '../errors/index.js';
import { findExistingPath, parseLink } from '../names/index.js';
import { findByBasename } from './find-by-basename.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * The existing file a vault-relative path names, trying `<p>.md` then `<p>` (`<p>` alone when it
 * ends in `.md`), each segment matched as Obsidian does (exact, else other Unicode
 * normalization, else case-insensitive: `findExistingPath`) and then checked by `vault.resolve`
 * (inside the vault, not the trash, no symlink out). Null when nothing matches or it is refused.
 * @throws AmbiguousError when a name has no exact match and several case-variants.
 * Spec: issue 9 H3; docs/vault-format.md, Meeting note; docs/contracts.md, Names and links.
 */
export async function existingFile(vault: Vault, rel: string, argument = 'link'): Promise<VaultPath | null> {
  const candidates = rel.toLowerCase().endsWith('.md') ? [rel] : [`${rel}.md`, rel];
  for (const candidate of candidates) {
    try {
      const spelled = await findExistingPath(vault.root, candidate, argument);
      if (spelled === null) continue;
      return (await vault.resolve(spelled, { argument, mustExist: true, kind: 'file' })).rel;
    } catch (error) {
      if (AmbiguousError.isInstance(error) || !MaError.isMaError(error)) throw error;
    }
  }
  return null;
}

/** A link's file part resolved: vault path first, then a unique basename / path suffix. */
async function resolveTarget(vault: Vault, target: string, link: string): Promise<VaultPath | null> {
  if (target === '') return null;
  const direct = await existingFile(vault, target);
  if (direct !== null) return direct;
  let found: VaultPath[];
  try {
    found = await findByBasename(vault, '.', target);
  } catch (error) {
    if (MaError.isMaError(error)) return null;
    throw error;
  }
  // Only files the path check accepts (a symlink in a folder may lead out of the vault).
  const safe: VaultPath[] = [];
  for (const f of found) {
    const ok = await existingFile(vault, f);
    if (ok !== null && !safe.includes(ok)) safe.push(ok);
  }
  if (safe.length > 1) throw new AmbiguousError(link, safe.sort());
  return safe[0] ?? null;
}

/**
 * Resolves a link to an existing vault file the way Obsidian does (see `parseLink`):
 * `[[Folder/Name]]` (vault-relative, else a unique file whose path ends so), `[[Name]]` (a unique
 * basename anywhere in the vault), `.md` optional, `|alias`, `#heading`, `^block` ignored,
 * `[text](Folder/My%20note.md)` Markdown links, frontmatter strings with quotes, bare paths.
 * Names match exactly first, else in the other Unicode normalization, else case-insensitively.
 * When the Obsidian reading of a wikilink finds nothing and its text holds `#`/`^`, the whole
 * text is tried as a literal name (files other tools created, e.g. `Sprint #3 review.md`).
 * Hostile targets (`..`, absolute, symlinks out, trash) resolve to null, never outside the vault.
 * @param from the vault path of the note holding the link: `[[../Transcripts/x]]` (Obsidian's
 *   "relative path" link format) is then read from that note's folder (R110); a target that climbs
 *   out of the vault still resolves to null.
 * @returns the vault-relative path, or null when nothing (safe) matches.
 * @throws AmbiguousError when a bare name or partial path matches several files.
 * Spec: issue 9 H2/H3; docs/vault-format.md, Meeting note (links); docs/contracts.md, Names and links.
 */
export async function resolveWikilink(
  vault: Vault,
  link: string,
  from?: VaultPath,
): Promise<VaultPath | null> {
  const parsed = parseLink(link, from);
  const found = await resolveTarget(vault, parsed.target, link);
  if (found !== null || parsed.literal === null) return found;
  return resolveTarget(vault, parsed.literal, link);
}
