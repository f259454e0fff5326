import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { STATE_FOLDER } from '../lock/state-folder.js';
import { isInside } from '../paths/index.js';
import type { Vault, VaultPath } from './vault.js';

/** Folder names never walked into, besides the configured trash (`.meeting-assistant`: run locks). */
const SKIPPED_FOLDERS = new Set(['.git', '.obsidian', STATE_FOLDER]);

/**
 * Vault-relative paths of all regular files under `folderRel` (recursive,
 * sorted). Symlinked folders are not entered; a symlinked file is listed only
 * when its target is a file inside the listed folder (its realpath, so
 * `Projects/app/leak.md -> ../../Meetings/x.md` is skipped when listing
 * `Projects/app`) and outside the trash. The trash, `.git`, `.obsidian` and
 * `.meeting-assistant` (run locks) are skipped. A missing folder gives `[]`.
 * @throws PathSafetyError when `folderRel` itself is refused.
 * Spec: seed 000 (`list_projectfiles`); docs/paths.md (Symlinks, Containment); docs/hostile-cases.md B14.
 */
export async function walkFiles(vault: Vault, folderRel: string): Promise<VaultPath[]> {
  const start = await vault.resolve(folderRel, { argument: 'folder' });
  const trashAbs = path.join(vault.root, vault.config.folders.trash);
  const out: VaultPath[] = [];
  const visit = async (abs: string, rel: string): Promise<void> => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const childAbs = path.join(abs, entry.name);
      const childRel = rel === '' ? entry.name : `${rel}/${entry.name}`;
      if (isInside(trashAbs, childAbs)) continue;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) await visit(childAbs, childRel);
      } else if (entry.isFile()) {
        out.push(childRel);
      } else if (entry.isSymbolicLink()) {
        const target = await realpath(childAbs).catch(() => null);
        if (target === null || !isInside(start.abs, target) || isInside(trashAbs, target)) continue;
        if ((await stat(target)).isFile()) out.push(childRel);
      }
    }
  };
  await visit(start.abs, start.rel);
  return out.sort();
}
