import { isBlankText, parseLink, projectIdFromEntry } from '@ma/core';
import { refuse } from '../output/refusal.js';
import type { ToolSession } from './tool-session.js';

/**
 * The project ID a tool's `project` argument names, read as a meeting note's `projects` entry is
 * read (core `projectIdFromEntry`, which reads links with `parseLink`): a plain ID
 * (`remote-control`), a wikilink or Markdown link to the project folder (`[[Projects/remote-control|RC]]`,
 * `[[remote-control]]`, `[rc](<Projects/remote-control/> "t")`), quoted or not. Anything that is
 * not one folder name (nested path, `..`, hidden), and any plain value (`Projects/x` is a path,
 * not an ID), is returned as written, so the scope check refuses it naming what was asked.
 * @param project the argument as the model sent it.
 * @param argument the argument's name in a refusal (`project`; `projects` for a list item).
 * @throws ToolRefusal when `project` is empty or blank (only white space or invisible characters;
 *   core `isBlankText`), naming `argument` (T56).
 * @returns the ID to match against the bound projects or the catalog (not yet checked).
 * Spec: docs/tools.md (Bound projects: `[[id]]` wikilinks included); hostile review V2 (each link
 *   form names the same project from frontmatter and from tool arguments); T56.
 */
export function projectArg(session: ToolSession, project: string, argument = 'project'): string {
  // T56: an empty or blank name names no project: said so, naming the argument (not "not found: ").
  if (isBlankText(project))
    refuse(
      // L101: the argument is empty, not a project (a project's files or folder were never looked at).
      `${argument} is empty (${project === '' ? '""' : 'only spaces or invisible characters'}): the argument names no project, so no project folder or file was looked at`,
      'give a project ID (the name of its folder): list_project_catalog lists every project, list_projects the bound ones',
    );
  // A plain value is an ID as typed (`Projects/x` is not one); only link syntax names a folder.
  if (parseLink(project).form === 'plain') return project.trim();
  return projectIdFromEntry(project, session.vault.config.folders.projects) ?? project.trim();
}
