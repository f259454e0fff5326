import path from 'node:path';
import { readdir } from '../fs/blocking-fs.js';
import type { Vault, VaultPath } from '../vault/vault.js';

/**
 * Names of the dependency and generated folders that package managers and tools put inside a
 * code project (`node_modules` of npm/pnpm/yarn, `bower_components`, `jspm_packages`, Python's
 * `__pycache__`, `venv` and `site-packages`): thousands of files that are not project knowledge.
 * `search` does not search them and `list_projectfiles` lists each as one line, unless asked for one
 * by path (review4 P17). Hidden ones (`.venv`, `.tox`, `.gradle`) are skipped anyway as hidden.
 * Names that are also plausible notes folders (`target`, `build`, `dist`, `vendor`, `lib`) are NOT
 * in the list: hiding a user's notes is worse than a crowded result, and a `.gitignore` does not
 * decide it either (R21: it must never hide notes the read tools can read).
 * Spec: review4 P17; review R21.
 */
export const DEPENDENCY_FOLDERS: readonly string[] = Object.freeze([
  'node_modules',
  'bower_components',
  'jspm_packages',
  '__pycache__',
  'venv',
  'site-packages',
]);

/**
 * True when `name` (one path segment) is a {@link DEPENDENCY_FOLDERS} name (exact, case-sensitive,
 * as the tools that make them spell them).
 * Spec: review4 P17.
 */
export function isDependencyFolder(name: string): boolean {
  return DEPENDENCY_FOLDERS.includes(name);
}

/**
 * True when vault path `rel` (`/` separated) lies in (or is) a dependency folder: a listing asked
 * for by such a path lists it in full.
 * Spec: review4 P17.
 */
export function inDependencyFolder(rel: string): boolean {
  return rel.split('/').some(isDependencyFolder);
}

/** One dependency folder found by {@link findDependencyFolders}. */
export interface DependencyFolder {
  /** Vault path of the folder, `/` separated, no trailing slash. */
  path: VaultPath;
  /** Regular files under it, at any depth (hidden ones and symlinks not counted); null when not counted. */
  files: number | null;
}

/**
 * The dependency folders ({@link DEPENDENCY_FOLDERS}) under vault folder `folderRel`, outermost
 * only (a `node_modules` inside another is part of it), sorted by path. The walk reads folders only:
 * hidden folders and symlinks are not entered (as `walkFiles`), and nothing inside a dependency
 * folder is read unless `count` asks for its file count. A missing folder gives `[]`.
 * @param count when true, `files` counts the regular files under each folder (one `readdir` per
 *   folder inside it).
 * @throws PathSafetyError when `folderRel` itself is refused by `vault.resolve`.
 * Spec: review4 P17.
 */
export async function findDependencyFolders(
  vault: Vault,
  folderRel: string,
  count = false,
): Promise<DependencyFolder[]> {
  const start = await vault.resolve(folderRel, { argument: 'folder' });
  const out: DependencyFolder[] = [];
  const visit = async (abs: string, rel: string): Promise<void> => {
    for (const entry of await subfolders(abs)) {
      const childRel = rel === '' ? entry : `${rel}/${entry}`;
      if (isDependencyFolder(entry))
        out.push({ path: childRel, files: count ? await countFiles(path.join(abs, entry)) : null });
      else await visit(path.join(abs, entry), childRel);
    }
  };
  await visit(start.abs, start.rel === '.' ? '' : start.rel);
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Names of the real (not symlinked), non-hidden subfolders of `abs`; none when it cannot be read. */
async function subfolders(abs: string): Promise<string[]> {
  const entries = await readdir(abs, { withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name);
}

/** Regular, non-hidden files under `abs` at any depth (symlinks and hidden folders not entered). */
async function countFiles(abs: string): Promise<number> {
  let n = 0;
  const entries = await readdir(abs, { withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (e.name.startsWith('.')) continue;
    if (e.isFile()) n++;
    else if (e.isDirectory()) n += await countFiles(path.join(abs, e.name));
  }
  return n;
}
