import path from 'node:path';
import { PathSafetyError } from '../errors/index.js';
import { realpath } from '../fs/blocking-fs.js';
import type { Vault } from './vault.js';

/**
 * Why the vault's projects folder (`folders.projects`) cannot be used at all, or null when it can
 * (or simply does not exist): it is a symlink (or lies under one) resolving outside the vault, or
 * it is not a folder. Every project in it is then out of reach, so "project X is not bound" or
 * "no projects" would mislead: hosts and tools say this instead.
 * @returns one sentence, e.g. `the projects folder Projects/ resolves outside the vault through a
 *   symlink (to /elsewhere/Projects): no project in it is used; move the folder into the vault`.
 * @throws I/O errors other than those of a refused or missing folder.
 * Spec: docs/tools.md (Paths: never follow a symlink out of the vault); issue R12.
 */
export async function projectsFolderProblem(vault: Vault): Promise<string | null> {
  const folder = vault.config.folders.projects;
  try {
    await vault.resolve(folder, { argument: 'folders.projects', mustExist: true, kind: 'folder' });
    return null;
  } catch (error) {
    if (!PathSafetyError.isInstance(error)) return null;
    if (error.reason === 'symlink-escape') {
      const target = await realpath(path.join(vault.root, ...folder.split('/'))).catch(() => null);
      return `the projects folder ${folder}/ resolves outside the vault through a symlink${target ? ` (to ${target})` : ''}: no project in it is used; move the folder into the vault instead of linking it`;
    }
    if (error.reason === 'not-a-folder') {
      return `the projects folder ${folder}/ is not a folder: no project is used; make it a folder`;
    }
    return null;
  }
}
