import { MaError, PathSafetyError } from '../errors/index.js';
import { findExistingPath, parseLink } from '../names/index.js';
import { symlinkOutMessage, symlinkOutOfVault } from './symlink-out-of-vault.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * Why a link that resolved to nothing was refused, when it was: the link's path names something
 * on disk (or a path form) that the vault's path check will not open — a symlink leading out of
 * the vault, a `..` escape, an absolute path, a hidden folder, the trash, a folder instead of a
 * file. Lets a broken link say "refused: <reason>" instead of the misleading "names no file".
 * Only direct vault paths are checked (`[[Folder/Name]]`, `.md` optional; the literal reading of a
 * name with `#`/`^` too); a bare name found nowhere is simply missing.
 * @param from the linking note's vault path (a `../` target is read from its folder, as `parseLink`).
 * @returns the path check's message (e.g. `link "Transcripts/x.md" is a symlink that leads
 *   outside the vault`), or null when nothing there was refused (the link is just missing). A path
 *   through a symlink out of the vault names that symlink, its target and a fix that works
 *   (`symlinkOutMessage`: move the folder in, or set folders.transcripts; R19; `isSymlinkOutMessage`).
 * @throws nothing but unexpected I/O errors (every `MaError` is an answer here).
 * Spec: issue 9 H6 (a broken link is not success, and says why); newcomer report N13.
 */
export async function linkRefusal(
  vault: Vault,
  link: string,
  argument: string,
  from?: VaultPath,
): Promise<string | null> {
  const parsed = parseLink(link, from);
  const targets = [parsed.target, parsed.literal].filter((t): t is string => !!t);
  for (const target of targets) {
    const candidates = target.toLowerCase().endsWith('.md') ? [target] : [`${target}.md`, target];
    for (const candidate of candidates) {
      try {
        const spelled = await findExistingPath(vault.root, candidate, argument);
        if (spelled === null) continue;
        await vault.resolve(spelled, { argument, mustExist: true, kind: 'file' });
      } catch (error) {
        if (!MaError.isMaError(error)) throw error;
        if (PathSafetyError.isInstance(error) && error.reason === 'symlink-escape') {
          const found = await symlinkOutOfVault(vault, candidate);
          if (found) return `${error.message}: ${symlinkOutMessage(vault, found)}`;
        }
        return error.message;
      }
    }
  }
  return null;
}
