import path from 'node:path';
import { MaError } from '../errors/index.js';
import { lstat, readdir } from '../fs/blocking-fs.js';
import { existingProjectId } from './project-id.js';
import type { Vault } from './vault.js';

/**
 * Names of the direct entries of the projects folder that are symlinks which
 * `boundProjects`, `projectCatalog` and `readProjectMeta` ignore for safety
 * (leading outside the projects folder, dangling, or not to a folder), sorted;
 * hidden names are skipped. A link to a sibling project folder is usable (it
 * resolves to that project) and is not listed. A missing or refused projects
 * folder gives `[]`. For `ma doctor`, to say why a linked project is missing.
 * Spec: seed 000 (projects are direct subfolders of the projects folder); docs/paths.md (Symlinks).
 */
export async function listSymlinkedProjects(vault: Vault): Promise<string[]> {
  let abs: string;
  let names: string[];
  try {
    ({ abs } = await vault.resolve(vault.config.folders.projects, {
      argument: 'project',
      mustExist: true,
      kind: 'folder',
    }));
    names = await readdir(abs);
  } catch (error) {
    if (MaError.isMaError(error) || (error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const out: string[] = [];
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const info = await lstat(path.join(abs, name)).catch(() => null);
    if (!info?.isSymbolicLink()) continue;
    if ((await existingProjectId(vault, name)) === null) out.push(name);
  }
  return out.sort();
}

/**
 * A real folder of the projects folder that the path rules refuse to use as a project, with why.
 * Spec: seed 000 (projects are direct subfolders of the projects folder); docs/paths.md; reviewA R6.
 */
export interface RefusedProjectFolder {
  /** The folder's name as on disk. */
  name: string;
  /** The path rule it breaks, from the refusal (`the name "CON" is reserved on Windows …`). */
  why: string;
}

/**
 * Direct folders of the projects folder (not symlinks: {@link listSymlinkedProjects} names those;
 * not hidden) that no project tool, the catalog or a meeting's `projects:` can use because the
 * path rules refuse their name — a Windows device name (`CON`, `aux`, `com1`), a control character
 * (a tab, a line break, ESC), a bidi override — sorted. They were left out of `ma projects`,
 * `list_project_catalog` and `ma doctor` without a word, and a meeting's `projects: [CON]` said
 * "names no project folder" while the folder was there (reviewA R6). A missing or refused projects
 * folder gives `[]`.
 * Spec: seed 000 (projects are direct subfolders of the projects folder); docs/paths.md; reviewA R6.
 */
export async function listRefusedProjectFolders(vault: Vault): Promise<RefusedProjectFolder[]> {
  const folder = await readProjectsFolder(vault);
  if (folder === null) return [];
  const { rel, entries } = folder;
  const out: RefusedProjectFolder[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.') || !entry.isDirectory()) continue;
    try {
      await vault.resolve(`${rel}/${entry.name}`, { argument: 'project', mustExist: true, kind: 'folder' });
    } catch (error) {
      if (!MaError.isMaError(error)) throw error;
      out.push({ name: entry.name, why: refusalReason(error.message) });
    }
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** A path refusal's reason without its `project: ` prefix, the path it quotes and its generic advice after `; `. */
function refusalReason(message: string): string {
  return message
    .replace(/^project: /, '')
    .replace(/; use a plain relative path.*$/s, '')
    .replace(/ \("[\s\S]*"\)$/, '');
}

/**
 * The projects folder, checked by `vault.resolve`, with its direct entries; null when it is missing or
 * refused (a symlink out of the vault…), which callers take as "no projects".
 * @throws the fs error (EACCES, EIO …) when it cannot be read for another reason.
 * Spec: seed 000 (projects are direct subfolders of the projects folder).
 */
export async function readProjectsFolder(
  vault: Vault,
): Promise<{ abs: string; rel: string; entries: import('node:fs').Dirent[] } | null> {
  try {
    const { abs, rel } = await vault.resolve(vault.config.folders.projects, {
      argument: 'project',
      kind: 'folder',
    });
    return { abs, rel, entries: await readdir(abs, { withFileTypes: true }) };
  } catch (error) {
    if (MaError.isMaError(error) || (error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
