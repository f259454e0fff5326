import path from 'node:path';
import { readdir, realpath, stat } from '../fs/blocking-fs.js';
import { isInside } from '../paths/index.js';
import { isDependencyFolder } from '../search/dependency-folders.js';
import type { Vault, VaultPath } from './vault.js';

/** True for a hidden file or folder name (`.git`, `.obsidian`, `.meeting-assistant`, `.env`…). */
function isHidden(name: string): boolean {
  return name.startsWith('.');
}

/**
 * What a walk met, for a caller that keeps its result (`pastSummaries`' listing, docs/indexes.md):
 * `folders` the vault paths of the folders it read (the start first), `symlinks` how many symlinks.
 * Spec: issue #13, Rules for caches and indexes.
 */
export interface WalkSeen {
  folders: VaultPath[];
  symlinks: number;
  /**
   * When given, the files the walk met as regular files in the folders it read (no symlink on the
   * way: each is its own resolved path, as `vault.resolve` would give it at that moment).
   */
  plainFiles?: Set<VaultPath>;
}

/**
 * Vault-relative paths of all regular files under `folderRel` (recursive,
 * sorted). Symlinked folders are not entered; a symlinked file is listed only
 * when its target is a file inside the listed folder (its realpath, so
 * `Projects/app/leak.md -> ../../Meetings/x.md` is skipped when listing
 * `Projects/app`) and outside the trash. The trash and every hidden file or folder (a name
 * starting with `.`: `.git`, `.obsidian`, `.meeting-assistant`…, also as a symlink's target) are
 * skipped, as Obsidian skips them and as model-supplied paths refuse them (docs/paths.md). A
 * missing folder gives `[]`. With `skipDependencyFolders`, folders named in core's
 * `DEPENDENCY_FOLDERS` (`node_modules`…) are not entered either (review4 P17). With `seen`, the
 * folders read and the symlinks met are added to it.
 * @throws PathSafetyError when `folderRel` itself is refused.
 * Spec: seed 000 (`list_projectfiles`); docs/paths.md (Symlinks, Containment); docs/hostile-cases.md B14.
 */
export async function walkFiles(
  vault: Vault,
  folderRel: string,
  opts: { skipDependencyFolders?: boolean; seen?: WalkSeen } = {},
): Promise<VaultPath[]> {
  const start = await vault.resolve(folderRel, { argument: 'folder' });
  const trashAbs = path.join(vault.root, vault.config.folders.trash);
  const out: VaultPath[] = [];
  // Entries of this walk lie lexically under start.abs (symlinked folders are not entered), so the
  // trash can only hold some of them when one of the two folders lies inside the other: otherwise
  // the per-entry check is skipped (it is most of the cost of listing thousands of summaries).
  const trashInWalk = isInside(start.abs, trashAbs) || isInside(trashAbs, start.abs);
  const visit = async (abs: string, rel: string): Promise<void> => {
    let entries: import('node:fs').Dirent[];
    opts.seen?.folders.push(rel);
    try {
      entries = await readdir(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (isHidden(entry.name)) continue;
      const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (!trashInWalk && entry.isFile()) {
        out.push(childRel); // the common case, without building the absolute path
        opts.seen?.plainFiles?.add(childRel);
        continue;
      }
      const childAbs = path.join(abs, entry.name);
      if (trashInWalk && isInside(trashAbs, childAbs)) continue;
      if (entry.isDirectory()) {
        if (opts.skipDependencyFolders && isDependencyFolder(entry.name)) continue;
        await visit(childAbs, childRel);
      } else if (entry.isFile()) {
        out.push(childRel);
        opts.seen?.plainFiles?.add(childRel);
      } else if (entry.isSymbolicLink()) {
        if (opts.seen) opts.seen.symlinks++;
        const target = await realpath(childAbs).catch(() => null);
        if (target === null || !isInside(start.abs, target) || isInside(trashAbs, target)) continue;
        if (path.relative(start.abs, target).split(path.sep).some(isHidden)) continue;
        if ((await stat(target)).isFile()) out.push(childRel);
      }
    }
  };
  await visit(start.abs, start.rel);
  return out.sort();
}
