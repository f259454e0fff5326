import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readText } from '../fs/read-text-or-null.js';
import { frontmatterList, nameKey } from '../names/index.js';
import { frontmatterProperty } from '../notes/frontmatter-property.js';
import { parseNote } from '../notes/index.js';
import { existingProjectId, projectIdFromEntry } from './project-id.js';
import type { Vault, VaultPath } from './vault.js';

/**
 * A project ID that summary notes name in `projects:` but that has no folder in the projects folder
 * (the folder was renamed or removed in the vault), with those summaries (vault paths, sorted).
 * Spec: newcomer s35 F7.
 */
export interface SummariesNamingNoProject {
  id: string;
  summaries: VaultPath[];
}

/**
 * The project IDs the summary notes (`.md` under the summaries folder, recursive; hidden folders
 * skipped; notes that cannot be read or parsed left to their own checks) name in `projects:` with no
 * project folder of that ID (`existingProjectId`: names matched as Obsidian does), each with the
 * summaries naming it, by ID. A renamed project folder hides its past meetings this way: they are
 * past meetings of no project (`pastSummaries` matches IDs), which `ma doctor` and
 * `list_past_project_meetings` now say (newcomer s35 F7). Reads every summary: for the doctor and
 * for an empty listing only.
 * Spec: docs/vault-format.md (Summary note: past project meetings); newcomer s35 F7.
 */
export async function summariesNamingNoProject(vault: Vault): Promise<SummariesNamingNoProject[]> {
  const folder = vault.config.folders.summaries;
  const projectsFolder = vault.config.folders.projects;
  let root: string;
  try {
    root = (await vault.resolve(folder, { argument: 'folders.summaries', mustExist: true, kind: 'folder' }))
      .abs;
  } catch {
    return [];
  }
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const byId = new Map<string, SummariesNamingNoProject>();
  const known = new Map<string, boolean>();
  for (const e of entries) {
    if (!e.isFile() || !/\.md$/i.test(e.name)) continue;
    const within = path.relative(root, path.join(e.parentPath, e.name)).split(path.sep);
    if (within.some((part) => part.startsWith('.'))) continue;
    const rel = [folder, ...within].join('/');
    let projects: string[];
    try {
      projects = frontmatterList(
        frontmatterProperty(
          parseNote(await readText(path.join(root, ...within))).frontmatter?.data ?? {},
          'projects',
        ),
      );
    } catch {
      continue;
    }
    for (const entry of projects) {
      const id = projectIdFromEntry(entry, projectsFolder, rel);
      if (id === null) continue;
      const key = nameKey(id);
      let exists = known.get(key);
      if (exists === undefined) {
        exists = (await existingProjectId(vault, id)) !== null;
        known.set(key, exists);
      }
      if (exists) continue;
      const found = byId.get(key) ?? { id, summaries: [] };
      if (!found.summaries.includes(rel)) found.summaries.push(rel);
      byId.set(key, found);
    }
  }
  const out = [...byId.values()];
  for (const o of out) o.summaries.sort();
  return out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
