import { withNotePath } from '../errors/index.js';
import { readText } from '../fs/read-text-or-null.js';
import { frontmatterList, unreadableListItems } from '../names/index.js';
import { parseNote } from '../notes/index.js';
import { existingProjectId, projectIdFromEntry } from './project-id.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * The meeting's frontmatter `projects` resolved: the bound project IDs and the entries that name no
 * project, as written.
 *
 * Spec: seed 000, Scenario "Agent lists projects bound to the meeting"; newcomer report N11 (an
 * unknown project is reported, not dropped in silence).
 */
export interface BoundProjectsReport {
  /** Canonical IDs of existing projects, in note order, without duplicates. */
  ids: string[];
  /** Entries that name no existing project (unknown ID, nested path, `..`, hidden name), as written, without duplicates. */
  unknown: string[];
}

/**
 * IDs of the projects bound to a meeting: the entries of its frontmatter
 * `projects` (plain IDs or `[[Projects/<id>]]` wikilinks, quoted or not) that are existing
 * direct subfolders of the projects folder, in note order, without duplicates.
 * Nested paths, `..`, hidden names and symlinks leading elsewhere are ignored
 * ({@link readBoundProjects} reports them).
 * The note is re-read on every call.
 * @throws NotFoundError / PathSafetyError for the meeting path; FrontmatterError (naming the note) for a bad note.
 * Spec: seed 000, Scenario "Agent lists projects bound to the meeting"; docs/tools.md (Bound projects).
 */
export async function boundProjects(vault: Vault, meetingPath: VaultPath): Promise<string[]> {
  return (await readBoundProjects(vault, meetingPath)).ids;
}

/**
 * {@link boundProjects} with the entries that name no project, so a caller can warn about them;
 * entries that are mappings or lists (and a mapping value) are among them as compact JSON (V2b).
 * @throws NotFoundError / PathSafetyError for the meeting path; FrontmatterError (naming the note) for a bad note.
 * Spec: seed 000 (projects are direct subfolders of the projects folder); newcomer report N11.
 */
export async function readBoundProjects(vault: Vault, meetingPath: VaultPath): Promise<BoundProjectsReport> {
  const { abs, rel } = await vault.resolve(meetingPath, {
    argument: 'meeting',
    mustExist: true,
    kind: 'file',
  });
  const text = await readText(abs);
  const data = withNotePath(rel, () => parseNote(text)).frontmatter?.data ?? {};
  const report = await boundProjectsOf(vault, frontmatterList(data.projects));
  // Mappings and lists among the entries bind nothing: reported, not dropped (V2b).
  for (const odd of unreadableListItems(data.projects))
    if (!report.unknown.includes(odd)) report.unknown.push(odd);
  return report;
}

/**
 * {@link readBoundProjects} on `projects` entries already read from a meeting note's frontmatter
 * (`frontmatterList(data.projects)`).
 * @throws nothing for hostile entries (they are `unknown`); unexpected I/O errors only.
 * Spec: seed 000 (projects are direct subfolders of the projects folder); newcomer report N11.
 */
export async function boundProjectsOf(
  vault: Vault,
  entries: readonly string[],
): Promise<BoundProjectsReport> {
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const entry of entries) {
    const candidate = projectIdFromEntry(entry, vault.config.folders.projects);
    const id = candidate === null ? null : await existingProjectId(vault, candidate);
    if (id === null) {
      if (!unknown.includes(entry)) unknown.push(entry);
    } else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unknown };
}
