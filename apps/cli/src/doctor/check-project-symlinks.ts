import { lstat, readdir, realpath } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Vault } from '@ma/core';
import type { CheckResult } from './check-endpoint.js';

/**
 * `ma doctor` check: project folders (direct entries of the projects folder) that are symlinks
 * leading outside the projects folder. Core ignores them for safety, so they silently disappear
 * from `list_projects`, `ma projects` and every project tool; this check says so.
 * @returns `ok` when there are none (or no projects folder), else `warn` naming them with a `fix:`.
 * Spec: seed 000 (a project is a direct subfolder of the projects folder); docs/paths.md (symlinks).
 */
export async function checkProjectSymlinks(vault: Vault): Promise<CheckResult> {
  const folder = vault.config.folders.projects;
  const label = 'projects';
  let abs: string;
  try {
    abs = (await vault.resolve(folder, { argument: 'folders.projects', mustExist: true, kind: 'folder' }))
      .abs;
  } catch {
    return { status: 'ok', label, detail: `no ${folder}/ folder (no projects)` };
  }
  const entries = await readdir(abs).catch(() => [] as string[]);
  const ignored: string[] = [];
  let count = 0;
  for (const name of entries.sort()) {
    if (name.startsWith('.')) continue;
    const info = await lstat(join(abs, name)).catch(() => null);
    if (!info) continue;
    if (info.isDirectory()) count++;
    if (!info.isSymbolicLink()) continue;
    // A link to a sibling project stays inside; anything else is ignored by core.
    const target = await realpath(join(abs, name)).catch(() => null);
    if (target === null || dirname(target) !== abs) ignored.push(`${folder}/${name}`);
  }
  if (ignored.length === 0) return { status: 'ok', label, detail: `${count} in ${folder}/` };
  return {
    status: 'warn',
    label,
    detail: `${ignored.join(', ')} ${ignored.length === 1 ? 'is a symlink' : 'are symlinks'} leading outside ${folder}/: ignored for safety (not listed by \`ma projects\`, not usable by the agent)`,
    fix: `move the real folder into ${folder}/ (or copy it) instead of linking it; links out of the projects folder are never followed`,
  };
}
