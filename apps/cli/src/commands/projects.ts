/**
 * `ma projects`. Spec: issue #6, "`ma`: summarize a real meeting end to end from the command
 * line"; seed 000 (a project is a direct subfolder of the projects folder; bound projects).
 */
import {
  listRefusedProjectFolders,
  listSymlinkedProjects,
  PROJECT_MD_RULE,
  type ProjectMeta,
  projectCatalog,
  projectsFolderProblem,
  readBoundProjects,
  readProjectMeta,
  refusedProjectFolderText,
  symlinkOutMessage,
  symlinkOutOfVault,
  unboundProjectLine,
  type Vault,
} from '@ma/core';
import { type CliIo, writeLine } from '../io/cli-io.js';
import { displayWidth, padToWidth } from '../io/display-width.js';
import { ExitCode } from '../io/exit-code.js';
import type { GlobalOptions } from '../io/global-options.js';
import { UsageError } from '../io/usage-error.js';
import { openCliVault } from '../vault/open-cli-vault.js';
import { resolveMeetingArg } from '../vault/resolve-meeting-arg.js';

/** Options of `ma projects` (global options included). */
export interface ProjectsOptions extends GlobalOptions {
  all?: boolean;
  meeting?: string;
  json?: boolean;
}

/**
 * `ma projects [--all] [--meeting m] [--json]`: with `--meeting`, the projects
 * bound to that meeting (core `boundProjects` + `readProjectMeta`); otherwise the
 * whole catalog (core `projectCatalog`). Prints `id  name  description` lines
 * (or a JSON array of `{ id, name, description, problem? }`), never file content. What is left out is
 * said on stderr: project folders that are symlinks out of the vault (with their target, R19
 * addendum), with `--meeting`, `projects:` entries that bound nothing (with "did you mean", R14),
 * and a PROJECT.md whose metadata cannot be used (`warning: <file>: <what, line>; …; fix: …`, also
 * the row's `problem` in `--json`; review 2 N19).
 * @returns 0 (also when there are no projects: a note on stderr says so).
 * @throws UsageError (exit 2) for `--all` with `--meeting`, an unknown/ambiguous/unsafe meeting or
 *   no vault found; ConfigFileError for an invalid configuration; core's errors otherwise.
 */
export async function projectsCommand(opts: ProjectsOptions, io: CliIo): Promise<number> {
  if (opts.all && opts.meeting) throw new UsageError('give either --all or --meeting <meeting>, not both');
  const vault = await openCliVault(opts, io, undefined, opts.meeting);
  let projects: ProjectMeta[];
  // What was left out, and why (stderr; stdout stays the rows): R14, R19 addendum.
  const notes: string[] = [];
  let nearMiss: string | undefined;
  let property: 'missing' | 'empty' | undefined;
  if (opts.meeting) {
    const meetingPath = await resolveMeetingArg(vault, opts.meeting, { cwd: io.cwd, env: io.env });
    const { ids, unknown, nearMiss: missed, property: how } = await readBoundProjects(vault, meetingPath);
    nearMiss = missed;
    property = how;
    projects = await Promise.all(ids.map((id) => readProjectMeta(vault, id)));
    for (const entry of unknown) notes.push(await unboundProjectLine(vault, entry, meetingPath));
  } else {
    projects = await projectCatalog(vault);
    notes.push(...(await symlinkedProjectNotes(vault)));
  }
  // A PROJECT.md whose metadata cannot be used is said, not shown as a bare id in silence (N19).
  for (const p of projects)
    if (p.problem)
      notes.push(
        `warning: ${p.problem}; the project is shown as its id "${p.id}" with no description; fix: ${PROJECT_MD_RULE} (\`ma doctor\` checks every PROJECT.md)`,
      );
  for (const note of notes) writeLine(io.stderr, note);
  const rows = projects.map(({ id, name, description, problem }) => ({
    id,
    name,
    description,
    ...(problem ? { problem } : {}),
  }));
  if (opts.json) {
    writeLine(io.stdout, JSON.stringify(rows, null, 2));
    return ExitCode.ok;
  }
  if (rows.length === 0) {
    // A projects folder out of reach says why, not "none bound" (R12).
    const problem = await projectsFolderProblem(vault);
    const where = problem
      ? `no projects: ${problem}`
      : opts.meeting
        ? `meeting "${opts.meeting}" has no bound projects (${whyNoneBound(vault, property, nearMiss)})`
        : `no projects in ${vault.config.folders.projects}/ (each direct subfolder is a project)`;
    writeLine(io.stderr, where);
    return ExitCode.ok;
  }
  // R8: columns in terminal columns, not UTF-16 units (an NFD accent takes none, a CJK character two).
  const idWidth = Math.max(...rows.map((r) => displayWidth(r.id)));
  const nameWidth = Math.max(...rows.map((r) => displayWidth(r.name)));
  const c = io.outColors;
  for (const r of rows) {
    writeLine(
      io.stdout,
      `${c.bold(padToWidth(r.id, idWidth))}  ${padToWidth(r.name, nameWidth)}  ${c.dim(r.description)}`.trimEnd(),
    );
  }
  return ExitCode.ok;
}

/**
 * Why a meeting binds no project, for `ma projects --meeting` (L101, session 28): its note has no `projects` property
 * (with the near miss it has instead), the property is empty (`projects: ""`), or it lists only entries that name no
 * project folder (each said on its own line); each with how to bind one.
 */
function whyNoneBound(
  vault: Vault,
  property: 'missing' | 'empty' | undefined,
  nearMiss: string | undefined,
): string {
  const folder = vault.config.folders.projects.replace(/[\\/]+$/, '');
  const how = `list a project's folder there, e.g. projects: ["[[${folder}/<id>]]"] (\`ma projects --all\` lists the IDs)`;
  if (nearMiss) return `no \`projects\` property: ${nearMiss}`;
  if (property === 'missing') return `its note has no \`projects\` property; add one and ${how}`;
  if (property === 'empty') return `its frontmatter \`projects\` is empty; ${how}`;
  return `its frontmatter \`projects\` names no existing project folder (see above); ${how}`;
}

/**
 * One `not listed: …` line per direct entry of the projects folder that is a symlink the catalog
 * ignores (core's `listSymlinkedProjects`), naming its target when it leads out of the vault, and per
 * folder whose name the path rules refuse (core's `listRefusedProjectFolders`; reviewA R6).
 */
async function symlinkedProjectNotes(vault: Vault): Promise<string[]> {
  const folder = vault.config.folders.projects;
  const out: string[] = [];
  for (const name of await listSymlinkedProjects(vault)) {
    const found = await symlinkOutOfVault(vault, `${folder}/${name}`);
    out.push(
      `not listed: ${found ? symlinkOutMessage(vault, found) : `${folder}/${name} is a symlink to no project folder of its own in ${folder}/; it is not used`}`,
    );
  }
  // reviewA R6: a real folder whose name the path rules refuse (`CON`, a tab) is said too, never dropped in silence.
  for (const refused of await listRefusedProjectFolders(vault))
    out.push(`not listed: ${refusedProjectFolderText(folder, refused)}`);
  return out;
}
