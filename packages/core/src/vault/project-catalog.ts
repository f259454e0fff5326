import { MaError } from '../errors/index.js';
import { compareNames } from '../text/name-order.js';
import { readProjectsFolder } from './list-symlinked-projects.js';
import { type ProjectMeta, readProjectMeta } from './project-meta.js';
import type { Vault } from './vault.js';

/**
 * Every project in the vault (each direct subfolder of the projects folder),
 * with `id`, `name`, `description` and `agents: null`, sorted by id as Obsidian's file
 * explorer sorts names (core `compareNames`: any case, numbers by value; L443). Hidden
 * folders and symlinks leading elsewhere are skipped; a missing projects
 * folder gives `[]`.
 * @throws the fs error (EACCES, EIO …) when the projects folder or a project's
 *   PROJECT.md cannot be read for a reason other than being missing; never a
 *   `MaError` (refused, missing or invalid projects are skipped or defaulted).
 * Spec: seed 004 (project catalog); docs/tools.md (`list_project_catalog`).
 */
export async function projectCatalog(vault: Vault): Promise<ProjectMeta[]> {
  const entries = (await readProjectsFolder(vault))?.entries ?? [];
  const out: ProjectMeta[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isSymbolicLink())) continue;
    try {
      const meta = await readProjectMeta(vault, entry.name, { agents: false });
      if (!out.some((p) => p.id === meta.id)) out.push(meta);
    } catch (error) {
      if (!MaError.isMaError(error)) throw error;
    }
  }
  return out.sort((a, b) => compareNames(a.id, b.id));
}
