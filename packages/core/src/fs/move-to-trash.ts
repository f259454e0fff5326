import * as fsp from 'node:fs/promises';
import { dirname, extname, join, posix } from 'node:path';
import { PathSafetyError } from '../errors/path-safety-error.js';

/** The part of a `Vault` that {@link moveToTrash} needs (structural, so any `Vault` fits). */
export interface TrashVault {
  /** Real (symlink-resolved) absolute vault root. */
  root: string;
  config: { folders: { trash: string } };
}

/** `name.md` → `name (n).md`; `folder` → `folder (n)`. */
function withSuffix(rel: string, n: number): string {
  const ext = extname(rel);
  return `${rel.slice(0, rel.length - ext.length)} (${n})${ext}`;
}

function checkRel(rel: string, argument: string): string {
  const normal = posix.normalize(rel.replace(/\\/g, '/'));
  if (
    rel === '' ||
    rel.includes('\0') ||
    posix.isAbsolute(normal) ||
    /^[A-Za-z]:/.test(normal) ||
    normal === '.' ||
    normal === '..' ||
    normal.startsWith('../')
  ) {
    throw new PathSafetyError('escape', argument, rel, `${argument} must stay inside the vault: ${rel}`);
  }
  return normal;
}

/**
 * Moves a file or folder into the vault's trash folder, keeping its
 * vault-relative path (`Identities/x.md` → `.trash/Identities/x.md`), never
 * deleting or overwriting anything: when the target exists, ` (2)`, ` (3)` …
 * is added before the extension. Files are moved with link + unlink, so an
 * existing target can never be replaced even in a race.
 *
 * @param rel vault-relative path (`/` separators) of an existing file or folder,
 *   already checked by `resolveSafePath` (only a light `..`/absolute guard here).
 * @returns the vault-relative path it was moved to.
 * @throws PathSafetyError `escape` for absolute or `..` paths, or a path already in the trash.
 * @throws the fs error (ENOENT …) when the source is missing.
 * Spec: docs/vault-format.md (`.trash/` for soft deletes, `delete_identity`); docs/contracts.md (@ma/core, Files).
 */
export async function moveToTrash(vault: TrashVault, rel: string): Promise<string> {
  const source = checkRel(rel, 'path');
  const trash = checkRel(vault.config.folders.trash, 'folders.trash');
  if (source === trash || source.startsWith(`${trash}/`)) {
    throw new PathSafetyError('trash', 'path', rel, `already in the trash: ${rel}`);
  }
  const from = join(vault.root, source);
  const info = await fsp.lstat(from);
  for (let n = 1; ; n++) {
    const target = posix.join(trash, n === 1 ? source : withSuffix(source, n));
    const to = join(vault.root, target);
    await fsp.mkdir(dirname(to), { recursive: true });
    if (info.isFile() || info.isSymbolicLink()) {
      try {
        await fsp.link(from, to);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST') continue;
        if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EXDEV' && code !== 'ENOSYS') throw error;
        if (await exists(to)) continue;
        await fsp.rename(from, to);
        return target;
      }
      await fsp.unlink(from);
      return target;
    }
    if (await exists(to)) continue;
    await fsp.rename(from, to);
    return target;
  }
}

async function exists(path: string): Promise<boolean> {
  return fsp.lstat(path).then(
    () => true,
    () => false,
  );
}
