import { existingProjectId, projectIdFromEntry } from './project-id.js';
import { readMeeting } from './read-meeting.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * IDs of the projects bound to a meeting: the entries of its frontmatter
 * `projects` (plain IDs or `[[Projects/<id>]]` wikilinks) that are existing
 * direct subfolders of the projects folder, in note order, without duplicates.
 * Nested paths, `..`, hidden names and symlinks leading elsewhere are ignored.
 * The note is re-read on every call.
 * @throws NotFoundError / PathSafetyError for the meeting path; FrontmatterError for a bad note.
 * Spec: seed 000, Scenario "Agent lists projects bound to the meeting"; docs/tools.md (Bound projects).
 */
export async function boundProjects(vault: Vault, meetingPath: VaultPath): Promise<string[]> {
  const meeting = await readMeeting(vault, meetingPath);
  const ids: string[] = [];
  for (const entry of meeting.projects) {
    const candidate = projectIdFromEntry(entry, vault.config.folders.projects);
    const id = candidate === null ? null : await existingProjectId(vault, candidate);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
