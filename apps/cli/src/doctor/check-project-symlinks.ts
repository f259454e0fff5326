import { listSymlinkedProjects, projectCatalog, projectsFolderProblem, type Vault } from '@ma/core';
import type { CheckResult } from './check-result.js';

/**
 * `ma doctor` check: project folders (direct entries of the projects folder) that are symlinks core
 * ignores for safety (core's `listSymlinkedProjects`: leading outside the projects folder, dangling,
 * or not to a folder). They silently disappear from `list_projects`, `ma projects` and every
 * project tool; this check says so.
 * @returns `ok` with the number of usable projects (core's `projectCatalog`) when there are none
 *   (or no projects folder), else `warn` naming them with a `fix:`.
 * Spec: seed 000 (a project is a direct subfolder of the projects folder); docs/paths.md (symlinks).
 */
export async function checkProjectSymlinks(vault: Vault): Promise<CheckResult> {
  const folder = vault.config.folders.projects;
  const label = 'projects';
  const problem = await projectsFolderProblem(vault);
  if (problem) {
    return {
      status: 'warn',
      label,
      detail: problem,
      fix: `move the real folder to ${folder}/ inside the vault; links out of the vault are never followed`,
    };
  }
  const exists = await vault
    .resolve(folder, { argument: 'folders.projects', mustExist: true, kind: 'folder' })
    .then(
      () => true,
      () => false,
    );
  if (!exists) return { status: 'ok', label, detail: `no ${folder}/ folder (no projects)` };
  const ignored = (await listSymlinkedProjects(vault)).map((name) => `${folder}/${name}`);
  if (ignored.length === 0) {
    return { status: 'ok', label, detail: `${(await projectCatalog(vault)).length} in ${folder}/` };
  }
  return {
    status: 'warn',
    label,
    detail: `${ignored.join(', ')} ${ignored.length === 1 ? 'is a symlink' : 'are symlinks'} leading outside ${folder}/ (or to no folder): ignored for safety (not listed by \`ma projects\`, not usable by the agent)`,
    fix: `move the real folder into ${folder}/ (or copy it) instead of linking it; links out of the projects folder are never followed`,
  };
}
