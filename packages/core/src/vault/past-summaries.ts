import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseNote } from '../notes/index.js';
import { asString, asStringList } from './frontmatter-values.js';
import { projectIdFromEntry } from './project-id.js';
import type { Vault, VaultPath } from './vault.js';
import { walkFiles } from './walk-files.js';

/**
 * A past summary note: `projects` are the IDs its frontmatter names; `date` as written (`"2026-03-09"`).
 * Spec: seed 003, Requirement: Meeting Assistant generates meeting outputs; docs/contracts.md (@ma/core, Vault model, `pastSummaries`).
 */
export interface PastSummary {
  path: VaultPath;
  /** Basename without `.md`. */
  name: string;
  date: string | null;
  projects: string[];
}

function compareDesc(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? 1 : -1;
}

/**
 * Summary notes (`.md` under the summaries folder, recursive) whose
 * frontmatter `projects` (IDs or `[[Projects/<id>]]` links) intersect `scope`,
 * newest first: by `date` descending (undated last), then by name descending.
 * Notes whose frontmatter cannot be parsed are skipped.
 * @param opts.exclude a vault path to leave out (the current meeting's own summary).
 * Spec: seed 000, Scenario "Agent searches past project meeting summaries"; docs/vault-format.md.
 */
export async function pastSummaries(
  vault: Vault,
  scope: string[],
  opts: { exclude?: VaultPath } = {},
): Promise<PastSummary[]> {
  if (scope.length === 0) return [];
  const wanted = new Set(scope);
  const projectsFolder = vault.config.folders.projects;
  const out: PastSummary[] = [];
  for (const rel of await walkFiles(vault, vault.config.folders.summaries)) {
    if (!rel.toLowerCase().endsWith('.md') || rel === opts.exclude) continue;
    let data: Record<string, unknown>;
    try {
      const { abs } = await vault.resolve(rel, { argument: 'summary', mustExist: true, kind: 'file' });
      data = parseNote(await readFile(abs, 'utf8')).frontmatter?.data ?? {};
    } catch {
      continue;
    }
    const projects = asStringList(data.projects)
      .map((entry) => projectIdFromEntry(entry, projectsFolder))
      .filter((id): id is string => id !== null);
    if (!projects.some((id) => wanted.has(id))) continue;
    out.push({
      path: rel,
      name: path.posix.basename(rel).replace(/\.md$/i, ''),
      date: asString(data.date),
      projects,
    });
  }
  return out.sort((a, b) => compareDesc(a.date, b.date) || compareDesc(a.name, b.name));
}
