/**
 * `ma projects`. Spec: issue #6, "`ma`: summarize a real meeting end to end from the command
 * line"; seed 000 (a project is a direct subfolder of the projects folder; bound projects).
 */
import {
  boundProjects,
  type ProjectMeta,
  projectCatalog,
  projectsFolderProblem,
  readProjectMeta,
} from '@ma/core';
import { type CliIo, writeLine } from '../io/cli-io.js';
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
 * (or a JSON array of `{ id, name, description }`), never file content.
 * @returns 0 (also when there are no projects: a note on stderr says so).
 * @throws UsageError (exit 2) for `--all` with `--meeting`, an unknown/ambiguous/unsafe meeting or
 *   no vault found; ConfigFileError for an invalid configuration; core's errors otherwise.
 */
export async function projectsCommand(opts: ProjectsOptions, io: CliIo): Promise<number> {
  if (opts.all && opts.meeting) throw new UsageError('give either --all or --meeting <meeting>, not both');
  const vault = await openCliVault(opts, io);
  let projects: ProjectMeta[];
  if (opts.meeting) {
    const meetingPath = await resolveMeetingArg(vault, opts.meeting);
    const ids = await boundProjects(vault, meetingPath);
    projects = await Promise.all(ids.map((id) => readProjectMeta(vault, id)));
  } else {
    projects = await projectCatalog(vault);
  }
  const rows = projects.map(({ id, name, description }) => ({ id, name, description }));
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
        ? `meeting "${opts.meeting}" has no bound projects (its frontmatter \`projects\` lists none that exist)`
        : `no projects in ${vault.config.folders.projects}/ (each direct subfolder is a project)`;
    writeLine(io.stderr, where);
    return ExitCode.ok;
  }
  const idWidth = Math.max(...rows.map((r) => r.id.length));
  const nameWidth = Math.max(...rows.map((r) => r.name.length));
  const c = io.outColors;
  for (const r of rows) {
    writeLine(
      io.stdout,
      `${c.bold(r.id.padEnd(idWidth))}  ${r.name.padEnd(nameWidth)}  ${c.dim(r.description)}`.trimEnd(),
    );
  }
  return ExitCode.ok;
}
