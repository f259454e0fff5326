import {
  listRefusedProjectFolders,
  listSymlinkedProjects,
  PROJECT_MD_RULE,
  projectCatalog,
  projectsFolderProblem,
  refusedProjectFolderText,
  summariesNamingNoProject,
  symlinkOutOfVault,
  unboundProjectHint,
  type Vault,
} from '@ma/core';
import type { CheckResult } from './check-result.js';

/**
 * `ma doctor` checks of the projects folder: project folders (direct entries of the projects
 * folder) that are symlinks core ignores for safety (core's `listSymlinkedProjects`: leading outside
 * the projects folder, dangling, or not to a folder), which silently disappear from
 * `list_projects`, `ma projects` and every project tool; and PROJECT.md files whose metadata cannot
 * be used (core's `ProjectMeta.problem`: broken or unclosed YAML frontmatter with its line and
 * column, no `name`, not UTF-8 text…), whose project the catalog then shows as its bare ID with no
 * description — what the model decides `request_project_association` on (review 2 N19).
 * @returns one `ok` with the number of usable projects (core's `projectCatalog`) when nothing is
 *   wrong (or there is no projects folder); one `skip` when the projects folder itself is out of
 *   reach; else one `warn` naming the symlinks with their targets (R19 addendum) and one `warn` per
 *   unusable PROJECT.md, each with a `fix:`; one `warn` per folder whose name the path rules refuse
 *   (core's `listRefusedProjectFolders`: `CON`, a control character; reviewA R6).
 * Spec: seed 000 (a project is a direct subfolder of the projects folder); seed 004 (project
 * catalog from PROJECT.md); docs/paths.md (symlinks).
 */
export async function checkProjects(vault: Vault): Promise<CheckResult[]> {
  const folder = vault.config.folders.projects;
  const label = 'projects';
  // A projects folder that is itself a symlink out of the vault is reported by the folders check.
  const problem = await projectsFolderProblem(vault);
  if (problem) return [{ status: 'skip', label, detail: `no project is usable: ${problem}` }];
  const exists = await vault
    .resolve(folder, { argument: 'folders.projects', mustExist: true, kind: 'folder' })
    .then(
      () => true,
      () => false,
    );
  if (!exists) return [{ status: 'ok', label, detail: `no ${folder}/ folder (no projects)` }];
  const ignored: string[] = [];
  for (const name of await listSymlinkedProjects(vault)) {
    const out = await symlinkOutOfVault(vault, `${folder}/${name}`);
    ignored.push(
      out
        ? `${out.link} (a symlink to ${out.target}${out.dangling ? ', which does not exist' : ', outside the vault'})`
        : `${folder}/${name} (a symlink to no folder of its own in ${folder}/)`,
    );
  }
  const catalog = await projectCatalog(vault);
  const out: CheckResult[] = [];
  // reviewA R6: folders whose name the path rules refuse are no project either; said with the fix.
  for (const refused of await listRefusedProjectFolders(vault))
    out.push({
      status: 'warn',
      label,
      detail: `${refusedProjectFolderText(folder, refused).replace(/; rename the folder.*$/, '')}: it is not listed by \`ma projects\`, cannot be bound and is not usable by the agent`,
      fix: "rename the folder to a name without it (and the meeting notes' projects: entries naming it)",
    });
  if (ignored.length > 0)
    out.push({
      status: 'warn',
      label,
      detail: `${ignored.join(', ')}: not followed (a project is a real folder in ${folder}/; symlinks out of it are never followed), so ${ignored.length === 1 ? 'this project is' : 'these projects are'} not listed by \`ma projects\`, cannot be bound and are not usable by the agent`,
      fix: `move the real project folder into ${folder}/ in place of the link (a copy or a git clone works)`,
    });
  for (const project of catalog)
    if (project.problem)
      out.push({
        status: 'warn',
        label,
        detail: `${project.problem}; its name and description are not used: the catalog (which the agent reads to decide which projects a meeting concerns) shows the project as its id "${project.id}" with no description`,
        fix: `${PROJECT_MD_RULE}; correct the frontmatter at the line named (e.g. close a bracket, quote a value holding ": ", "[" or "#"), then run \`ma doctor\` again`,
      });
  // F7 (newcomer s35): a renamed project folder leaves its past summaries naming the old ID.
  for (const orphan of await summariesNamingNoProject(vault)) {
    const hint = await unboundProjectHint(vault, orphan.id).catch(() => null);
    const shown = orphan.summaries.slice(0, 5).join(', ');
    const more = orphan.summaries.length > 5 ? ` and ${orphan.summaries.length - 5} more` : '';
    out.push({
      status: 'warn',
      label,
      detail: `${orphan.summaries.length} ${orphan.summaries.length === 1 ? 'summary names' : 'summaries name'} project "${orphan.id}", which has no folder in ${folder}/ (renamed or removed?)${hint && !hint.symlink ? ` \u2014 ${hint.text}` : ''}: ${orphan.summaries.length === 1 ? 'it is a past meeting' : 'they are past meetings'} of no project: ${shown}${more}`,
      fix: `if the folder was renamed, write its new name in each summary's projects: (or rename the folder back to ${orphan.id})`,
    });
  }
  if (out.length === 0) out.push({ status: 'ok', label, detail: `${catalog.length} in ${folder}/` });
  return out;
}
