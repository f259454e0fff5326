import {
  listSymlinkedProjects,
  projectCatalog,
  projectsFolderProblem,
  symlinkOutOfVault,
  type Vault,
} from '@ma/core';
import type { CheckResult } from './check-result.js';

/**
 * `ma doctor` check: project folders (direct entries of the projects folder) that are symlinks core
 * ignores for safety (core's `listSymlinkedProjects`: leading outside the projects folder, dangling,
 * or not to a folder). They silently disappear from `list_projects`, `ma projects` and every
 * project tool; this check says so.
 * @returns `ok` with the number of usable projects (core's `projectCatalog`) when there are none
 *   (or no projects folder), `skip` when the projects folder itself is out of reach, else `warn`
 *   naming each with its target (R19 addendum) and a `fix:`.
 * Spec: seed 000 (a project is a direct subfolder of the projects folder); docs/paths.md (symlinks).
 */
export async function checkProjectSymlinks(vault: Vault): Promise<CheckResult> {
  const folder = vault.config.folders.projects;
  const label = 'projects';
  // A projects folder that is itself a symlink out of the vault is reported by the folders check.
  const problem = await projectsFolderProblem(vault);
  if (problem) return { status: 'skip', label, detail: `no project is usable: ${problem}` };
  const exists = await vault
    .resolve(folder, { argument: 'folders.projects', mustExist: true, kind: 'folder' })
    .then(
      () => true,
      () => false,
    );
  if (!exists) return { status: 'ok', label, detail: `no ${folder}/ folder (no projects)` };
  const ignored: string[] = [];
  for (const name of await listSymlinkedProjects(vault)) {
    const out = await symlinkOutOfVault(vault, `${folder}/${name}`);
    ignored.push(
      out
        ? `${out.link} (a symlink to ${out.target}${out.dangling ? ', which does not exist' : ', outside the vault'})`
        : `${folder}/${name} (a symlink to no folder of its own in ${folder}/)`,
    );
  }
  if (ignored.length === 0) {
    return { status: 'ok', label, detail: `${(await projectCatalog(vault)).length} in ${folder}/` };
  }
  return {
    status: 'warn',
    label,
    detail: `${ignored.join(', ')}: not followed (a project is a real folder in ${folder}/; symlinks out of it are never followed), so ${ignored.length === 1 ? 'this project is' : 'these projects are'} not listed by \`ma projects\`, cannot be bound and are not usable by the agent`,
    fix: `move the real project folder into ${folder}/ in place of the link (a copy or a git clone works)`,
  };
}
