import path from 'node:path';
import { MaError } from '../errors/index.js';
import { findExistingPath, linkTarget, nameKey } from '../names/index.js';
import type { Vault } from './vault.js';

/**
 * The project ID a frontmatter `projects` entry names: a plain ID
 * (`remote-control`) or a wikilink to the project folder
 * (`"[[Projects/remote-control]]"`, alias/heading stripped, trailing `/`
 * allowed) or a link to the project's own note (`"[[Projects/remote-control/PROJECT|Remote]]"`,
 * `[[remote-control/AGENTS.md]]`; R14), read by core's one link reader (`parseLink`). Returns null for anything that is not a single folder name
 * (nested paths, `..`, empty, hidden names). `from`: the vault path of the meeting note holding the
 * entry, so a relative link (`[[../Projects/x/PROJECT]]`, Obsidian's relative link format) is read
 * from its folder (R111).
 * Spec: seed 000, Requirement: Agents can use project context tools; docs/tools.md, Rules shared by all tools (Bound projects).
 */
export function projectIdFromEntry(entry: string, projectsFolder: string, from?: string): string | null {
  let target = linkTarget(entry, from).replace(/[\\/]+$/, '');
  const prefix = `${projectsFolder.replace(/[\\/]+$/, '')}/`;
  if (nameKey(target).startsWith(nameKey(prefix))) target = target.slice(prefix.length);
  // Obsidian cannot link a folder, so users link the project's note: `[[Projects/<id>/PROJECT]]`
  // (or its AGENTS.md, `.md` optional) names project `<id>` unambiguously (R14).
  const note = /^([^\\/]+)[\\/](?:PROJECT|AGENTS)(?:\.md)?$/i.exec(target);
  if (note) target = note[1] as string;
  if (target === '' || /[\\/]/.test(target) || target.startsWith('.')) return null;
  return target;
}

/**
 * The canonical ID (the folder's name as spelled on disk) when `id` names an existing direct
 * subfolder of the projects folder, matched as Obsidian matches names (exact, else the other
 * Unicode normalization, else case-insensitively; an exact match wins) and, after symlink
 * resolution, still a direct child of the real projects folder inside the vault; else null.
 * Never throws for hostile IDs (several case-variants and no exact match: null).
 * Spec: seed 000 (projects are direct subfolders of the projects folder).
 */
export async function existingProjectId(vault: Vault, id: string): Promise<string | null> {
  if (id === '' || /[\\/]/.test(id) || id.startsWith('.')) return null;
  const folder = vault.config.folders.projects;
  try {
    const projects = await vault.resolve(folder, { argument: 'project', mustExist: true, kind: 'folder' });
    // The folder as spelled on disk: `Falcon` or an NFC-typed `Café` finds `falcon` / the NFD name.
    const spelled = (await findExistingPath(projects.abs, id, 'project')) ?? id;
    const project = await vault.resolve(`${projects.rel}/${spelled}`, {
      argument: 'project',
      mustExist: true,
      kind: 'folder',
    });
    if (path.posix.dirname(project.rel) !== projects.rel) return null;
    return path.posix.basename(project.rel);
  } catch (error) {
    if (MaError.isMaError(error)) return null;
    throw error;
  }
}
