import { withNotePath } from '../errors/index.js';
import { readText } from '../fs/read-text-or-null.js';
import { frontmatterList } from '../names/index.js';
import { parseNote } from '../notes/index.js';
import { existingProjectId, projectIdFromEntry } from './project-id.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * IDs of the projects bound to a meeting: the entries of its frontmatter
 * `projects` (plain IDs or `[[Projects/<id>]]` wikilinks) that are existing
 * direct subfolders of the projects folder, in note order, without duplicates.
 * Nested paths, `..`, hidden names and symlinks leading elsewhere are ignored.
 * The note is re-read on every call.
 * @throws NotFoundError / PathSafetyError for the meeting path; FrontmatterError (naming the note) for a bad note.
 * Spec: seed 000, Scenario "Agent lists projects bound to the meeting"; docs/tools.md (Bound projects).
 */
export async function boundProjects(vault: Vault, meetingPath: VaultPath): Promise<string[]> {
  const { abs, rel } = await vault.resolve(meetingPath, {
    argument: 'meeting',
    mustExist: true,
    kind: 'file',
  });
  const text = await readText(abs);
  const data = withNotePath(rel, () => parseNote(text)).frontmatter?.data ?? {};
  const ids: string[] = [];
  for (const entry of frontmatterList(data.projects)) {
    const candidate = projectIdFromEntry(entry, vault.config.folders.projects);
    const id = candidate === null ? null : await existingProjectId(vault, candidate);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
