import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { MaError } from '../errors/index.js';
import { existingProjectId } from './project-id.js';
import type { Vault } from './vault.js';

/**
 * Names of the direct entries of the projects folder that are symlinks which
 * `boundProjects`, `projectCatalog` and `readProjectMeta` ignore for safety
 * (leading outside the projects folder, dangling, or not to a folder), sorted;
 * hidden names are skipped. A link to a sibling project folder is usable (it
 * resolves to that project) and is not listed. A missing or refused projects
 * folder gives `[]`. For `ma doctor`, to say why a linked project is missing.
 * Spec: seed 000 (projects are direct subfolders of the projects folder); docs/paths.md (Symlinks).
 */
export async function listSymlinkedProjects(vault: Vault): Promise<string[]> {
  let abs: string;
  let names: string[];
  try {
    ({ abs } = await vault.resolve(vault.config.folders.projects, {
      argument: 'project',
      mustExist: true,
      kind: 'folder',
    }));
    names = await readdir(abs);
  } catch (error) {
    if (MaError.isMaError(error) || (error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const out: string[] = [];
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const info = await lstat(path.join(abs, name)).catch(() => null);
    if (!info?.isSymbolicLink()) continue;
    if ((await existingProjectId(vault, name)) === null) out.push(name);
  }
  return out.sort();
}
